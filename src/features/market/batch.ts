import BigNumber from 'bignumber.js';
import type { ChangeBatchReq, Goods, ListBatchReq, MarketOrder, SellableItem } from '@/contract/nftMarket/types';
import { isValidPrice, priceProblem, type PriceProblem, type PriceRange } from '@/domain/price';

/**
 * The pure logic of batch listing and batch re-pricing (/nft/batch, /nft/batch/on, /nft/batch/update): the chosen
 * holdings, each line's price and editions checked as typed, a percentage change applied to several prices, and
 * the calls' bodies. No React.
 */

/** on_batch_v2, change_batch_v2 and off_batch_v2 take at most this many lines a call. */
export const BATCH_MAX = 50;

/** A holding chosen for a batch listing: what /nft/batch hands to /nft/batch/on. */
export interface BatchItem {
  item_id: number;
  goods: Goods;
  /** Editions free to list now. */
  listable: number;
  /** Editions to list, as typed ('1' for an ERC721 token). */
  editions: string;
}

export const batchItemOf = (row: SellableItem): BatchItem => ({
  item_id: row.item_id,
  goods: row.goods,
  listable: row.listable,
  editions: '1',
});

/** The editions a line lists, or null while what is typed is not a whole number between 1 and the free editions. */
export function editionsOf(item: Pick<BatchItem, 'goods' | 'listable' | 'editions'>): number | null {
  if (item.goods.erc_type !== 'ERC1155') return 1;
  if (!/^[1-9]\d{0,6}$/.test(item.editions)) return null;
  const editions = Number(item.editions);
  return editions <= item.listable ? editions : null;
}

export type LineProblem = PriceProblem;

/** Why a line's price cannot be sent (the market's rule, with the coin's range and decimals when known), or null. */
export const lineProblem = (price: string, range?: PriceRange): LineProblem | null => priceProblem(price, range);

/** A percentage as typed ("-5", "10", "2.5"): more than −100 %, not zero, at most 1000 %. Null otherwise. */
export function percentOf(text: string): BigNumber | null {
  if (!/^[-+]?\d{1,4}(\.\d{1,2})?$/.test(text.trim())) return null;
  const value = new BigNumber(text.trim());
  if (value.isZero() || value.isLessThanOrEqualTo(-100) || value.isGreaterThan(1000)) return null;
  return value;
}

/**
 * A price changed by a percentage ("12" and "-5" → "11.4"), rounded down to the coin's decimals (more would be
 * refused); null when the percentage is not valid or the result rounds to nothing.
 */
export function percentPrice(price: string, percent: string, decimals: number): string | null {
  const change = percentOf(percent);
  if (!change || !isValidPrice(price)) return null;
  const next = new BigNumber(price)
    .times(change.plus(100))
    .dividedBy(100)
    .decimalPlaces(decimals, BigNumber.ROUND_DOWN);
  return next.isGreaterThan(0) ? next.toFixed() : null;
}

/** Lines grouped by collection, in the order the collections first appear (each group shows its royalty and floor). */
export function groupBySymbol<T extends { goods: Pick<Goods, 'symbol'> } | Pick<MarketOrder, 'symbol'>>(
  lines: readonly T[],
): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const line of lines) {
    const symbol = 'goods' in line ? line.goods.symbol : line.symbol;
    const group = groups.get(symbol) ?? [];
    group.push(line);
    groups.set(symbol, group);
  }
  return [...groups];
}

/** The on_batch_verify / on_batch_v2 body: every line with its price and, for ERC1155, its editions. */
export function listBatchBody(items: readonly BatchItem[], prices: Readonly<Record<string, string>>): ListBatchReq {
  return {
    items: items.map((item) => ({
      item_id: item.item_id,
      price: prices[item.item_id] ?? '',
      ...(item.goods.erc_type === 'ERC1155' ? { quantity: editionsOf(item) ?? 1 } : {}),
    })),
  };
}

/** The change_batch_v2 body: the selected orders whose new price differs from the current one. */
export function changeBatchBody(
  orders: readonly Pick<MarketOrder, 'order_no' | 'price'>[],
  prices: Readonly<Record<string, string>>,
): ChangeBatchReq {
  return {
    orders: orders
      .filter((order) => {
        const price = prices[order.order_no] ?? '';
        return isValidPrice(price) && !new BigNumber(price).isEqualTo(order.price);
      })
      .map((order) => ({ order_no: order.order_no, price: prices[order.order_no]! })),
  };
}

/** New prices for orders: each current price changed by the percentage (orders it cannot change are left out). */
export function percentPrices(
  orders: readonly Pick<MarketOrder, 'order_no' | 'price'>[],
  percent: string,
  decimals: number,
): Record<string, string> {
  const next: Record<string, string> = {};
  for (const order of orders) {
    const price = percentPrice(order.price, percent, decimals);
    if (price !== null) next[order.order_no] = price;
  }
  return next;
}

/** The same price for every line. */
export const samePrices = (ids: readonly (string | number)[], price: string): Record<string, string> =>
  Object.fromEntries(ids.map((id) => [String(id), price]));
