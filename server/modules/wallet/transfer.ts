import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import type { AccountName, TransferEntry } from '@/contract';
import type { Queryable } from '../../db';
import { ApiError, Codes, SecurityCodes } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { postLedger } from '../finance/ledger';
import { tellTransferReceived } from '../message/events';
import { verifyCapitalPassword } from '../user/payment';
import { amountOf, coinOf, dec, epoch, pageOf } from './money';

/**
 * transfer: to another user by Pay ID (spot to spot, with the payment password), or between the caller's
 * own accounts (spot ↔ game, spot ↔ pledge; no password: the money stays the caller's). One ledger
 * transaction each; see docs/wallet-money.md for the lists and the ledger kinds.
 */

const COLUMNS = `t.id, t.kind, t.symbol, t.amount::text AS amount,
  t.from_account, t.to_account, t.memo, t.transaction_id, ${epoch('t.created_at')} AS created_at,
  CASE WHEN t.kind = 'user' THEN u.pay_id END AS pay_id, CASE WHEN t.kind = 'user' THEN u.nickname END AS nickname,
  'done' AS status`;

type Row = Omit<TransferEntry, 'counterparty'> & { pay_id: string | null; nickname: string | null };

const out = (row: Row): TransferEntry => ({
  id: Number(row.id),
  kind: row.kind,
  symbol: row.symbol,
  amount: dec(row.amount),
  from_account: row.from_account,
  to_account: row.to_account,
  counterparty: row.pay_id === null ? null : { pay_id: row.pay_id, nickname: row.nickname ?? '' },
  memo: row.memo,
  status: 'done',
  transaction_id: Number(row.transaction_id),
  created_at: Number(row.created_at),
});

/** Sent (`to`: the caller paid, counterparty = the receiver) or received (`from`). */
async function transferBy(q: Queryable, side: 'to' | 'from', userId: number, id: number, column = 't.id') {
  const mine = side === 'to' ? 'from_user_id' : 'to_user_id';
  const other = side === 'to' ? 'to_user_id' : 'from_user_id';
  const [row] = await q.query<Row>(
    `SELECT ${COLUMNS} FROM transfers t JOIN users u ON u.id = t.${other}
      WHERE t.${mine} = $1 AND ${column} = $2 ${side === 'from' ? "AND t.kind = 'user'" : ''}`,
    [userId, id],
  );
  return row ? out(row) : null;
}

export async function transferOfTransaction(q: Queryable, userId: number, transactionId: number) {
  return (
    (await transferBy(q, 'to', userId, transactionId, 't.transaction_id')) ??
    (await transferBy(q, 'from', userId, transactionId, 't.transaction_id'))
  );
}

/** The ledger kind of an account transfer: `transfer_to_game` (spot → game) or `transfer_from_game`. */
function accountKind(from: AccountName | undefined, to: AccountName | undefined): string {
  if (!from || !to || from === to || (from !== 'spot' && to !== 'spot'))
    throw new ApiError(Codes.TRANSFER_ACCOUNTS_INVALID, 'transfer_accounts_invalid');
  return from === 'spot' ? `transfer_to_${to}` : `transfer_from_${from}`;
}

async function recipientOf(q: Queryable, payId: string) {
  const [row] = await q.query<{ id: number }>(
    'SELECT id FROM users WHERE pay_id = $1 AND closed_at IS NULL AND NOT is_system',
    [payId.trim()],
  );
  if (!row) throw new ApiError(SecurityCodes.PAY_ID_NOT_FOUND, 'pay_id_not_found');
  return Number(row.id);
}

export default function registerTransferCalls(app: FastifyInstance): void {
  defineHandler(app, contract.finance.transfer, {
    doc: {
      section: 'wallet',
      notes:
        'idempotent. With `pay_id`: spot → that user’s spot, `password` required (32012; 20166 not set, 20165 wrong, 10 wrong per hour), 20164, 32010 to yourself. Without: `from_account` → `to_account` (spot ↔ game, spot ↔ pledge; 32011). 30001, 32001',
    },
    // the payment password is checked (and a wrong guess counted) outside the transfer's transaction
    precheck: async ({ db, session, body }) => {
      if (body.pay_id === undefined) return;
      if (!body.password) throw new ApiError(Codes.PAYMENT_PASSWORD_REQUIRED, 'payment_password_required');
      await verifyCapitalPassword(db, session, body.password);
    },
    handler: async ({ db, session, body }) => {
      const coin = await coinOf(db, body.symbol);
      const amount = amountOf(body.amount, coin).toFixed();
      const memo = (body.memo ?? '').trim();
      const me = session.userId;
      if (body.pay_id !== undefined) {
        const to = await recipientOf(db, body.pay_id);
        if (to === me) throw new ApiError(Codes.TRANSFER_TO_SELF, 'transfer_to_self');
        const txId = await postLedger(db, 'transfer', `pay_id:${body.pay_id.trim()}`, [
          { userId: me, part: 'available', symbol: coin.symbol, amount: `-${amount}` },
          { userId: to, part: 'available', symbol: coin.symbol, amount },
        ]);
        const [row] = await db.query<{ id: number }>(
          `INSERT INTO transfers (kind, from_user_id, to_user_id, from_account, to_account, symbol, amount, memo, transaction_id)
           VALUES ('user', $1, $2, 'spot', 'spot', $3, $4, $5, $6) RETURNING id`,
          [me, to, coin.symbol, amount, memo, txId],
        );
        await tellTransferReceived(db, Number(row?.id));
        const entry = await transferBy(db, 'to', me, Number(row?.id));
        if (!entry) throw new Error('transfer insert failed');
        return entry;
      }
      const kind = accountKind(body.from_account, body.to_account);
      const from = body.from_account!;
      const to = body.to_account!;
      const txId = await postLedger(db, kind, `account:${from}>${to}`, [
        { userId: me, part: 'available', symbol: coin.symbol, amount: `-${amount}`, account: from },
        { userId: me, part: 'available', symbol: coin.symbol, amount, account: to },
      ]);
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO transfers (kind, from_user_id, to_user_id, from_account, to_account, symbol, amount, memo, transaction_id)
         VALUES ('account', $1, $1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [me, from, to, coin.symbol, amount, memo, txId],
      );
      const entry = await transferBy(db, 'to', me, Number(row?.id));
      if (!entry) throw new Error('transfer insert failed');
      return entry;
    },
  });

  for (const side of ['to', 'from'] as const) {
    const list = side === 'to' ? contract.finance.transferToList : contract.finance.transferFromList;
    const detail = side === 'to' ? contract.finance.transferToDetail : contract.finance.transferFromDetail;
    const mine = side === 'to' ? 'from_user_id' : 'to_user_id';
    const other = side === 'to' ? 'to_user_id' : 'from_user_id';
    defineHandler(app, list, {
      doc: {
        section: 'wallet',
        notes:
          side === 'to'
            ? 'what the caller sent: to Pay IDs (`kind` user) and between own accounts (`kind` account); newest first'
            : 'what other users sent the caller (`kind` user only); newest first',
      },
      handler: async ({ db, session, body }) => {
        const { page, page_size, offset } = pageOf(body);
        const where = `t.${mine} = $1 AND ($2::text IS NULL OR t.symbol = $2) AND ($3::text IS NULL OR t.kind = $3)
          ${side === 'from' ? "AND t.kind = 'user'" : ''}`;
        const params = [session.userId, body.symbol?.trim().toUpperCase() ?? null, body.kind ?? null];
        const [count] = await db.query<{ n: number }>(`SELECT count(*) AS n FROM transfers t WHERE ${where}`, params);
        const rows = await db.query<Row>(
          `SELECT ${COLUMNS} FROM transfers t JOIN users u ON u.id = t.${other}
            WHERE ${where} ORDER BY t.id DESC LIMIT $4 OFFSET $5`,
          [...params, page_size, offset],
        );
        return { list: rows.map(out), count: Number(count?.n ?? 0), page, page_size };
      },
    });
    defineHandler(app, detail, {
      doc: { section: 'wallet', notes: '32020 when not the caller’s' },
      handler: async ({ db, session, body }) => {
        const entry = await transferBy(db, side, session.userId, body.id);
        if (!entry) throw new ApiError(Codes.WALLET_RECORD_NOT_FOUND, 'wallet_record_not_found');
        return entry;
      },
    });
  }
}
