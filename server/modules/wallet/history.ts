import BigNumber from 'bignumber.js';
import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import type { AccountName, EventChange, TransactionEvent } from '@/contract';
import type { Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { dec, epoch, pageOf } from './money';
import { swapOrderBy } from './swap';
import { transferOfTransaction } from './transfer';

/**
 * History over the ledger: every ledger transaction with a leg of the caller is one event, whoever posted it
 * (deposits and withdrawals included). The type comes from the ledger kind (table in docs/wallet-money.md).
 */
export const EVENT_TYPE_SQL = `CASE
    WHEN t.kind LIKE 'deposit%' OR t.kind = 'demo_funding' THEN 'receive'
    WHEN t.kind LIKE 'withdraw%' THEN 'send'
    WHEN t.kind = 'swap' THEN 'swap'
    WHEN t.kind = 'transfer' THEN
      CASE WHEN (SELECT sum(e.amount) FROM ledger_entries e WHERE e.transaction_id = t.id AND e.user_id = $1) < 0
           THEN 'transferTo' ELSE 'transferFrom' END
    WHEN t.kind IN ('transfer_to_game', 'transfer_from_game', 'transfer_to_pledge', 'transfer_from_pledge')
      THEN substr(t.kind, 10)
    WHEN t.kind LIKE 'nft_mint%' THEN 'nft_mint'
    WHEN t.kind LIKE 'appay%' OR t.kind LIKE 'pay%' THEN 'pay'
    ELSE 'other' END`;

type EventRow = Omit<TransactionEvent, 'changes'>;

const EVENTS = `SELECT t.id, t.kind, t.reference, ${epoch('t.created_at')} AS created_at, ${EVENT_TYPE_SQL} AS type
  FROM ledger_transactions t
 WHERE t.id IN (SELECT transaction_id FROM ledger_entries WHERE user_id = $1 AND part <> 'system')`;

/** The caller's net changes in each transaction, per coin and account. */
async function changesOf(q: Queryable, userId: number, ids: number[]): Promise<Map<number, EventChange[]>> {
  const rows = await q.query<{
    transaction_id: number;
    symbol: string;
    account: AccountName;
    available: string;
    frozen: string;
  }>(
    `SELECT transaction_id, symbol, account,
            sum(CASE WHEN part = 'available' THEN amount ELSE 0 END)::text AS available,
            sum(CASE WHEN part = 'frozen' THEN amount ELSE 0 END)::text AS frozen
       FROM ledger_entries WHERE user_id = $1 AND part <> 'system' AND transaction_id = ANY($2::bigint[])
      GROUP BY transaction_id, symbol, account ORDER BY transaction_id, symbol, account`,
    [userId, ids],
  );
  const byId = new Map<number, EventChange[]>();
  for (const row of rows) {
    const list = byId.get(Number(row.transaction_id)) ?? [];
    const available = dec(row.available);
    const frozen = dec(row.frozen);
    list.push({
      symbol: row.symbol,
      account: row.account,
      available,
      frozen,
      amount: dec(BigNumber(available).plus(frozen)),
    });
    byId.set(Number(row.transaction_id), list);
  }
  return byId;
}

export default function registerHistoryCalls(app: FastifyInstance): void {
  defineHandler(app, contract.finance.transactionEventList, {
    doc: {
      section: 'wallet',
      notes: 'every ledger event of the caller, newest first; `type` (the log types) and `symbol` filters',
    },
    handler: async ({ db, session, body }) => {
      const { page, page_size, offset } = pageOf(body);
      const type = body.type && body.type !== 'all' ? body.type : null;
      const symbol = body.symbol?.trim().toUpperCase() ?? null;
      const filtered = `SELECT * FROM (${EVENTS}) ev
        WHERE ($2::text IS NULL OR ev.type = $2)
          AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM ledger_entries e
                WHERE e.transaction_id = ev.id AND e.user_id = $1 AND e.symbol = $3))`;
      const params = [session.userId, type, symbol];
      const [count] = await db.query<{ n: number }>(`SELECT count(*) AS n FROM (${filtered}) f`, params);
      const rows = await db.query<EventRow>(`${filtered} ORDER BY ev.id DESC LIMIT $4 OFFSET $5`, [
        ...params,
        page_size,
        offset,
      ]);
      const changes = await changesOf(
        db,
        session.userId,
        rows.map((row) => Number(row.id)),
      );
      const list = rows.map((row) => eventOut(row, changes));
      return { list, count: Number(count?.n ?? 0), page, page_size };
    },
  });

  defineHandler(app, contract.finance.financeDetail, {
    doc: {
      section: 'wallet',
      notes: '`id` = the event id; 32020 when the caller has no part in it',
    },
    handler: async ({ db, session, body }) => {
      const [row] = await db.query<EventRow>(`SELECT * FROM (${EVENTS}) ev WHERE ev.id = $2`, [
        session.userId,
        body.id,
      ]);
      if (!row) throw new ApiError(Codes.WALLET_RECORD_NOT_FOUND, 'wallet_record_not_found');
      const changes = await changesOf(db, session.userId, [Number(row.id)]);
      return {
        ...eventOut(row, changes),
        swap: row.kind === 'swap' ? await swapOrderBy(db, session.userId, 'o.transaction_id', Number(row.id)) : null,
        transfer: row.kind.startsWith('transfer')
          ? await transferOfTransaction(db, session.userId, Number(row.id))
          : null,
      };
    },
  });
}

function eventOut(row: EventRow, changes: Map<number, EventChange[]>): TransactionEvent {
  const id = Number(row.id);
  return {
    id,
    type: row.type,
    kind: row.kind,
    reference: row.reference,
    changes: changes.get(id) ?? [],
    created_at: Number(row.created_at),
  };
}
