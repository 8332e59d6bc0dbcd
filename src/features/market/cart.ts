import BigNumber from 'bignumber.js';
import type { CartCheckRes, CartLine, CartReq, Goods } from '@/contract/nftMarket/types';

/**
 * The pure logic of sweeps and the cart (/nft/search and a collection's items in sweep mode, /nft/cart): what a
 * cart entry keeps of a listing, the cart's sum, the lines the server checks, the balance after, and the picks of
 * "the N cheapest under a price". No React.
 */

/** buy_batch_check_v2 and buy_batch_verify take at most this many lines. */
export const CART_MAX = 50;

/** A listing in the cart: the token as it was shown (picture, name) and the price the buyer saw. */
export interface CartEntry {
  /** The token (`SYMBOL#token_id`): a token is in the cart once, whatever its cheapest listing is. */
  key: string;
  order_no: string;
  price: string;
  price_symbol: string;
  goods: Goods;
}

export const tokenKey = (goods: Pick<Goods, 'symbol' | 'token_id'>) => `${goods.symbol}#${goods.token_id}`;

/** A cart entry for a token's cheapest listing; null when it is not listed. */
export function cartEntryOf(goods: Goods): CartEntry | null {
  if (goods.order_no === null || goods.price === null || goods.price_symbol === null) return null;
  return {
    key: tokenKey(goods),
    order_no: goods.order_no,
    price: goods.price,
    price_symbol: goods.price_symbol,
    goods,
  };
}

/** The cart's sum at the prices seen (one edition each), before the fee: the cart button's figure. */
export function cartSum(entries: readonly Pick<CartEntry, 'price'>[]): string {
  return entries.reduce((sum, entry) => sum.plus(entry.price), new BigNumber(0)).toFixed();
}

/** The check's body: every entry, one edition, at the price seen (a listing re-priced since is not available). */
export function cartRequest(entries: readonly Pick<CartEntry, 'order_no' | 'price'>[]): CartReq {
  return { items: entries.map((entry) => ({ order_no: entry.order_no, quantity: 1, price: entry.price })) };
}

/** The lines that can be bought now, as buy_batch_verify wants them. */
export function availableItems(lines: readonly CartLine[]): CartReq['items'] {
  return lines
    .filter((line) => line.available)
    .map((line) => ({ order_no: line.order_no, quantity: line.quantity, price: line.price }));
}

/** The balance after paying the check's total, and how much is missing (null when enough). */
export function balanceAfter(check: Pick<CartCheckRes, 'balance' | 'total'>) {
  const after = new BigNumber(check.balance).minus(check.total);
  return { after: after.toFixed(), short: after.isNegative() ? after.negated().toFixed() : null };
}

/**
 * Candidates for "the N cheapest under a price": listed tokens of the search (cheapest first), at most `cap`, not
 * in the cart already. The server's check then drops the caller's own listings.
 */
export function sweepCandidates(list: readonly Goods[], cap: string, inCart: ReadonlySet<string>): CartEntry[] {
  const limit = new BigNumber(cap);
  const picked: CartEntry[] = [];
  for (const goods of list) {
    const entry = cartEntryOf(goods);
    if (!entry || inCart.has(entry.key) || new BigNumber(entry.price).isGreaterThan(limit)) continue;
    if (picked.some((other) => other.key === entry.key)) continue;
    picked.push(entry);
  }
  return picked;
}

/** The first `count` candidates the check found available (not the caller's own, still open at that price). */
export function pickAvailable(candidates: readonly CartEntry[], lines: readonly CartLine[], count: number) {
  const open = new Set(lines.filter((line) => line.available).map((line) => line.order_no));
  return candidates.filter((entry) => open.has(entry.order_no)).slice(0, Math.max(0, count));
}
