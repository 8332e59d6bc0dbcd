import BigNumber from 'bignumber.js';
import type { Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';
import { trimDecimal } from '../../lib/decimal';
import { systemAccount } from '../finance/ledger';

/** Shared pieces of the wallet calls: coins, amounts, pages. */

export interface Coin {
  symbol: string;
  decimals: number;
}

/** An enabled coin by symbol (any case), or 30002. */
export async function coinOf(q: Queryable, symbol: string): Promise<Coin> {
  const [coin] = await q.query<Coin>('SELECT symbol, decimals FROM coins WHERE symbol = $1 AND enabled', [
    symbol.trim().toUpperCase(),
  ]);
  if (!coin) throw new ApiError(Codes.UNKNOWN_COIN, 'unknown_coin');
  return coin;
}

/** A positive amount of `coin` with at most its decimals (the schema already bounds the digits), or 32001. */
export function amountOf(text: string, coin: Coin): BigNumber {
  const amount = new BigNumber(text);
  if (!amount.isFinite() || amount.lte(0) || (amount.decimalPlaces() ?? 0) > coin.decimals)
    throw new ApiError(Codes.AMOUNT_INVALID, 'amount_invalid', { decimals: coin.decimals });
  return amount;
}

/** A decimal for JSON: plain notation, no trailing zeros. */
export const dec = (value: BigNumber.Value): string => trimDecimal(new BigNumber(value).toFixed());

export const PAGE_SIZE = 15;

/** `page`/`page_size` with the asset logs' default of 15 (the client's page), and the SQL offset. */
export function pageOf(body: { page?: number; page_size?: number }) {
  const page = body.page ?? 1;
  const pageSize = body.page_size ?? PAGE_SIZE;
  return { page, page_size: pageSize, offset: (page - 1) * pageSize };
}

/** `timestamptz` as unix seconds in SQL. */
export const epoch = (column: string) => `floor(extract(epoch from ${column}))::bigint`;

/** A system account's id: read without a lock (systemAccount's upsert would lock its row until commit). */
export async function systemUser(q: Queryable, name: string): Promise<number> {
  const [row] = await q.query<{ id: number }>('SELECT id FROM users WHERE uid = $1 AND is_system', [`system:${name}`]);
  return row ? Number(row.id) : systemAccount(q, name);
}
