import { createHash, randomBytes } from 'node:crypto';
import type { TestServer } from '../../testing/harness';
import { uniqueEmail } from '../../testing/harness';
import { postLedger, systemAccount, type Account } from '../finance/ledger';
import { hashSecret } from '../user/security';

/** Helpers of the wallet tests (not a test file itself). */

export interface WalletUser {
  id: number;
  email: string;
  token: string;
  payId: string;
}

/** The payment password as the client sends it (SHA-256 hex). */
export const PAYMENT_PASSWORD = createHash('sha256').update('pay-493817').digest('hex');

export async function walletUser(server: TestServer, tag = 'wallet', withPassword = true): Promise<WalletUser> {
  const email = uniqueEmail(tag);
  const token = await server.signIn(email);
  const [row] = await server.db.query<{ id: number; pay_id: string }>('SELECT id, pay_id FROM users WHERE email = $1', [
    email,
  ]);
  if (!row) throw new Error('no user');
  if (withPassword)
    await server.db.query('UPDATE users SET capital_password_hash = $2 WHERE id = $1', [
      row.id,
      await hashSecret(PAYMENT_PASSWORD),
    ]);
  return { id: Number(row.id), email, token, payId: row.pay_id };
}

/** Credits `amount` from the test funding account (a ledger transaction, so each coin still sums to zero). */
export async function fund(
  server: TestServer,
  userId: number,
  symbol: string,
  amount: string,
  account: Account = 'spot',
) {
  await server.db.tx(async (q) => {
    const funding = await systemAccount(q, 'test_funding');
    await postLedger(q, 'deposit', `test:${symbol}`, [
      { userId: funding, part: 'system', symbol, amount: `-${amount}` },
      { userId, part: 'available', symbol, amount, account },
    ]);
  });
}

export const newKey = () => randomBytes(16).toString('hex');

/** Idempotent-call options: the user's token and a fresh (or given) Idempotency-Key. */
export const once = (token: string, key = newKey()) => ({ token, headers: { 'Idempotency-Key': key } });

export async function balanceOf(server: TestServer, userId: number, symbol: string, account: Account = 'spot') {
  const [row] = await server.db.query<{ available: string; frozen: string }>(
    `SELECT available::text AS available, frozen::text AS frozen FROM balances
      WHERE user_id = $1 AND symbol = $2 AND account = $3`,
    [userId, symbol, account],
  );
  return { available: Number(row?.available ?? 0), frozen: Number(row?.frozen ?? 0), raw: row };
}

/**
 * The ledger's invariants: every coin's entries sum to zero, no balance is negative, and every user balance
 * (per account, coin and part) equals the sum of its ledger entries. Returns the problems found.
 */
export async function ledgerProblems(server: TestServer): Promise<string[]> {
  const problems: string[] = [];
  const sums = await server.db.query<{ symbol: string; total: string }>(
    'SELECT symbol, sum(amount)::text AS total FROM ledger_entries GROUP BY symbol',
  );
  for (const row of sums) if (Number(row.total) !== 0) problems.push(`${row.symbol} sums to ${row.total}`);
  const negative = await server.db.query(`SELECT 1 FROM balances WHERE available < 0 OR frozen < 0`);
  if (negative.length > 0) problems.push(`${negative.length} negative balances`);
  const mismatched = await server.db.query<{ user_id: number; symbol: string; account: string }>(
    `SELECT coalesce(b.user_id, l.user_id) AS user_id, coalesce(b.symbol, l.symbol) AS symbol,
            coalesce(b.account, l.account) AS account
       FROM balances b
       FULL JOIN (SELECT user_id, symbol, account,
                         sum(CASE WHEN part = 'available' THEN amount ELSE 0 END) AS available,
                         sum(CASE WHEN part = 'frozen' THEN amount ELSE 0 END) AS frozen
                    FROM ledger_entries WHERE part <> 'system' GROUP BY user_id, symbol, account) l
         ON l.user_id = b.user_id AND l.symbol = b.symbol AND l.account = b.account
      WHERE coalesce(b.available, 0) <> coalesce(l.available, 0) OR coalesce(b.frozen, 0) <> coalesce(l.frozen, 0)`,
  );
  for (const row of mismatched) problems.push(`balance ${row.user_id}/${row.account}/${row.symbol} != its ledger`);
  return problems;
}
