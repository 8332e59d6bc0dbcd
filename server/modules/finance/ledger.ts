import BigNumber from 'bignumber.js';
import type { Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';

/** A user's accounts: each holds its own balance of every coin (docs/wallet-money.md). */
export const ACCOUNTS = ['spot', 'game', 'pledge'] as const;
export type Account = (typeof ACCOUNTS)[number];

/** One leg of a ledger transaction. Users move `available` or `frozen`; system accounts use `system`. */
export interface LedgerLeg {
  userId: number;
  part: 'available' | 'frozen' | 'system';
  symbol: string;
  /** Signed decimal string: positive credits the account, negative debits it. */
  amount: string;
  /** Which of the user's accounts the leg changes; default `spot`. */
  account?: Account;
}

/**
 * Records a double-entry transaction and applies it to the balances, inside the caller's transaction
 * (pass the `q` of `db.tx`). The legs of each coin must sum to zero. A balance that would go below zero
 * fails with 30001 (the CHECK constraint), which rolls the caller's transaction back.
 */
export async function postLedger(q: Queryable, kind: string, reference: string, legs: LedgerLeg[]): Promise<number> {
  const sums = new Map<string, BigNumber>();
  for (const leg of legs) {
    const amount = new BigNumber(leg.amount);
    if (!amount.isFinite() || amount.isZero()) throw new Error(`bad ledger amount ${leg.amount}`);
    sums.set(leg.symbol, (sums.get(leg.symbol) ?? new BigNumber(0)).plus(amount));
  }
  for (const [symbol, sum] of sums)
    if (!sum.isZero()) throw new Error(`ledger legs of ${symbol} sum to ${sum.toFixed()}`);

  const [tx] = await q.query<{ id: number }>(
    'INSERT INTO ledger_transactions (kind, reference) VALUES ($1, $2) RETURNING id',
    [kind, reference],
  );
  if (!tx) throw new Error('ledger insert failed');
  // Balance rows are locked in one global order (user, account, coin), whatever the order of the legs:
  // two transactions touching the same rows then wait for each other instead of deadlocking.
  for (const leg of [...legs].sort(lockOrder)) {
    const account = leg.account ?? 'spot';
    await q.query(
      `INSERT INTO ledger_entries (transaction_id, user_id, part, symbol, amount, account)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [tx.id, leg.userId, leg.part, leg.symbol, leg.amount, account],
    );
    if (leg.part === 'system') continue;
    await applyToBalance(q, { ...leg, account });
  }
  return tx.id;
}

const lockOrder = (a: LedgerLeg, b: LedgerLeg): number =>
  a.userId - b.userId ||
  (a.account ?? 'spot').localeCompare(b.account ?? 'spot') ||
  a.symbol.localeCompare(b.symbol) ||
  a.part.localeCompare(b.part);

/** Debits update an existing row (an INSERT of a negative row would trip the CHECK first); credits upsert. */
async function applyToBalance(q: Queryable, leg: LedgerLeg & { account: Account }): Promise<void> {
  const column = leg.part === 'frozen' ? 'frozen' : 'available';
  try {
    if (leg.amount.trim().startsWith('-')) {
      const rows = await q.query(
        `UPDATE balances SET ${column} = ${column} + $3::numeric, updated_at = now()
          WHERE user_id = $1 AND symbol = $2 AND account = $4 RETURNING user_id`,
        [leg.userId, leg.symbol, leg.amount, leg.account],
      );
      if (rows.length === 0) throw new ApiError(Codes.INSUFFICIENT_BALANCE, 'insufficient_balance');
      return;
    }
    await q.query(
      `INSERT INTO balances (user_id, symbol, ${column}, account) VALUES ($1, $2, $3::numeric, $4)
       ON CONFLICT (user_id, account, symbol) DO UPDATE SET ${column} = balances.${column} + $3::numeric, updated_at = now()`,
      [leg.userId, leg.symbol, leg.amount, leg.account],
    );
  } catch (error) {
    // 23514: the CHECK (>= 0) of available or frozen
    if ((error as { code?: string }).code === '23514')
      throw new ApiError(Codes.INSUFFICIENT_BALANCE, 'insufficient_balance');
    throw error;
  }
}

/** The id of a system account (ledger funding, fees), created on first use. */
export async function systemAccount(q: Queryable, name: string): Promise<number> {
  const uid = `system:${name}`;
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO users (uid, pay_id, email, nickname, is_system) VALUES ($1, $1, NULL, $2, true)
     ON CONFLICT (uid) DO UPDATE SET is_system = true RETURNING id`,
    [uid, name],
  );
  if (!row) throw new Error('system account insert failed');
  return row.id;
}
