import { randomBytes } from 'node:crypto';
import { contract } from '@/contract/full';
import { hashPassword } from '@/shared/lib/password';
import type { Queryable } from '../../db';
import { uniqueEmail, type TestServer } from '../../testing/harness';
import { securityCode, userIdOf } from '../user/testKit';

/** Helpers of the chain tests (not a test file itself). */

export const CAPITAL = hashPassword('246810');

export interface WalletUser {
  token: string;
  email: string;
  userId: number;
}

/** A signed-in user with a payment password, past the 24-hour hold that setting it starts. */
export async function walletUser(server: TestServer, tag = 'wallet'): Promise<WalletUser> {
  const email = uniqueEmail(tag);
  const token = await server.signIn(email);
  const code = await securityCode(server, { token, scene: 'set_capital_password', to: email });
  const set = await server.post(
    contract.user.modifyCapitalPassword.path,
    { password: CAPITAL, email_code: code },
    { token },
  );
  if (set.code !== 0) throw new Error(`modify_capital_password: ${set.code} ${set.msg}`);
  await server.db.query('UPDATE users SET risk_type = 0, risk_until = NULL WHERE email = $1', [email]);
  return { token, email, userId: await userIdOf(server, email) };
}

/** A fresh Idempotency-Key header. */
export const idem = () => ({ 'Idempotency-Key': randomBytes(12).toString('hex') });

/** A withdraw_coin body with a fresh email code of scene `withdraw`. */
export async function withdrawBody(
  server: TestServer,
  user: WalletUser,
  request: { symbol: string; chain_name: string; address: string; amount: string },
) {
  const email_code = await securityCode(server, { token: user.token, scene: 'withdraw', to: user.email });
  return { ...request, password: CAPITAL, email_code };
}

/** Dev deposit + enough blocks: the user's available balance grows by `amount`. */
export async function depositAndConfirm(
  server: TestServer,
  user: WalletUser,
  symbol: string,
  chain: string,
  amount: string,
) {
  const address = await server.post<{ address: string }>(
    contract.finance.getDepositAddress.path,
    { symbol, chain_name: chain },
    { token: user.token },
  );
  const sent = await devPost(server, '/dev/chain/deposit', { chain, address: address.data.address, symbol, amount });
  if (sent.code !== 0) throw new Error(`deposit: ${sent.code} ${sent.msg}`);
  await devPost(server, '/dev/chain/mine', { chain, blocks: 40 });
  return sent.data as { id: number };
}

/** An ASTRO token (ERC721 on ERC20) deposited on the simulated chain and confirmed: the user's custody item id. */
export async function depositNftAndConfirm(
  server: TestServer,
  user: { token: string },
  tokenId: string,
): Promise<number> {
  const address = await server.post<{ address: string }>(
    contract.nftCustody.getNftDepositAddress.path,
    { chain_name: 'ERC20' },
    { token: user.token },
  );
  const sent = await devPost(server, '/dev/chain/nft_deposit', {
    chain: 'ERC20',
    address: address.data.address,
    symbol: 'ASTRO',
    token_id: tokenId,
  });
  if (sent.code !== 0) throw new Error(`nft deposit: ${sent.code} ${sent.msg}`);
  await devPost(server, '/dev/chain/mine', { chain: 'ERC20', blocks: 40 });
  const items = await server.post<{ list: { item_id: number; token_id: string }[] }>(
    contract.nftCustody.itemList.path,
    { symbol: 'ASTRO' },
    { token: user.token },
  );
  const item = items.data.list.find((entry) => entry.token_id === tokenId);
  if (!item) throw new Error(`token ${tokenId} not credited`);
  return item.item_id;
}

export async function devPost(server: TestServer, url: string, payload: object) {
  const response = await server.app.inject({ method: 'POST', url, payload });
  return { status: response.statusCode, ...(response.json() as { code: number; msg: string; data: unknown }) };
}

export async function balanceOf(q: Queryable, userId: number, symbol: string) {
  const [row] = await q.query<{ available: string; frozen: string }>(
    `SELECT trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen
       FROM balances WHERE user_id = $1 AND symbol = $2`,
    [userId, symbol],
  );
  return row ?? { available: '0', frozen: '0' };
}

/** The ledger's invariants: zero per coin; every user's available and frozen equal their entries; none negative. */
export async function ledgerProblems(q: Queryable) {
  const sums = await q.query<{ symbol: string; total: string }>(
    'SELECT symbol, sum(amount)::text AS total FROM ledger_entries GROUP BY symbol HAVING sum(amount) <> 0',
  );
  const mismatches = await q.query(
    `SELECT b.user_id, b.symbol FROM balances b
       LEFT JOIN (SELECT user_id, symbol, sum(amount) FILTER (WHERE part = 'available') AS available,
                         sum(amount) FILTER (WHERE part = 'frozen') AS frozen
                    FROM ledger_entries GROUP BY 1, 2) l ON l.user_id = b.user_id AND l.symbol = b.symbol
      WHERE b.available <> coalesce(l.available, 0) OR b.frozen <> coalesce(l.frozen, 0)
         OR b.available < 0 OR b.frozen < 0`,
  );
  return { sums, mismatches };
}
