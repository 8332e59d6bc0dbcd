import BigNumber from 'bignumber.js';
import type { Goods, MarketEvent, MarketEventKind, MarketOrderStatus, MarketTrade } from '@/contract/nftMarket/types';
import {
  priceProblem as domainPriceProblem,
  type PriceProblem as DomainPriceProblem,
  type PriceRange,
} from '@/domain/price';
import { marketUserName } from './model';

/**
 * The pure logic of the caller's market records and favourites: the filters as URL values, what an activity entry
 * means from the caller's side, a trade's figures, the favourites selection and a new price's check. No React.
 */

/** Records and favourites are asked 12 at a time (the server's default page). */
export const RECORDS_PAGE_SIZE = 12;
/** goods_cancel_batch takes at most this many items a call. */
export const FAVORITE_BATCH_MAX = 100;

/** Reads one of `values` from a URL value, or the first of them (the default). */
export function oneOf<V extends string>(values: readonly V[], text: string | null | undefined): V {
  return values.find((value) => value === text) ?? values[0]!;
}

export const FAVORITE_TABS = ['nfts', 'collections'] as const;
export type FavoriteTab = (typeof FAVORITE_TABS)[number];

export const ORDER_FILTERS = ['all', 'open', 'filled', 'cancelled'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
/** The order_history body's status for a filter (none for all). */
export const orderStatusOf = (filter: OrderFilter): { status?: MarketOrderStatus } =>
  filter === 'all' ? {} : { status: filter };

export const ACTIVITY_FILTERS = ['all', 'list', 'change', 'delist', 'sale'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];
export const activityKindsOf = (filter: ActivityFilter): { kinds?: MarketEventKind[] } =>
  filter === 'all' ? {} : { kinds: [filter] };

/** Trade records: purchases, sales, and the merchant transfers (NFTs in and out). */
export const TRADE_TABS = ['bought', 'sold', 'transfers'] as const;
export type TradeTab = (typeof TRADE_TABS)[number];
export const TRANSFER_DIRECTIONS = ['in', 'out'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];
/** Where a trade list comes from: buy_history, sell_history, merchant_transfer in_list and out_list. */
export type TradeSource = 'buy' | 'sell' | 'in' | 'out';
export const tradeSourceOf = (tab: TradeTab, direction: TransferDirection): TradeSource =>
  tab === 'bought' ? 'buy' : tab === 'sold' ? 'sell' : direction;

/** What an activity entry was for the caller: a sale is "sold" or "bought" depending on their side. */
export type ActivityLabel = Exclude<MarketEventKind, 'sale'> | 'sold' | 'bought' | 'sale';
export function activityLabel(event: Pick<MarketEvent, 'kind' | 'from' | 'to'>, myPayId: string | null): ActivityLabel {
  if (event.kind !== 'sale') return event.kind;
  if (myPayId && event.from?.pay_id === myPayId) return 'sold';
  if (myPayId && event.to?.pay_id === myPayId) return 'bought';
  return 'sale';
}

/** The other party of a sale (the buyer of what the caller sold, the seller of what they bought); null otherwise. */
export function activityCounterparty(event: Pick<MarketEvent, 'kind' | 'from' | 'to'>, myPayId: string | null) {
  const label = activityLabel(event, myPayId);
  if (label === 'sold') return event.to ? marketUserName(event.to) : null;
  if (label === 'bought') return event.from ? marketUserName(event.from) : null;
  return null;
}

/**
 * A trade's figures from the caller's side: the buyer pays the amount and the buyer's fee; the seller receives the
 * amount less the seller's fee and the royalty (`total`, as the server settled it).
 */
export function tradeFigures(trade: MarketTrade) {
  const buying = trade.side === 'buy';
  const fee = buying ? trade.buyer_fee : trade.seller_fee;
  const royalty = buying ? null : trade.royalty;
  return {
    buying,
    amount: trade.amount,
    fee,
    royalty,
    total: trade.total,
  };
}

export type PriceProblem = DomainPriceProblem | 'same';
/** Why a new price for a listing cannot be saved (the market's rule, `@/domain/price`, or the price it has), or null. */
export function priceProblem(price: string, current: string, range?: PriceRange): PriceProblem | null {
  const problem = domainPriceProblem(price, range);
  if (problem) return problem;
  return new BigNumber(price).isEqualTo(current) ? 'same' : null;
}

/** A favourite token's key in a selection. Symbols and token ids never hold '#'. */
export const goodsKey = (goods: Pick<Goods, 'symbol' | 'token_id'>) => `${goods.symbol}#${goods.token_id}`;

/** The selection with `key` added or taken out (a new set). */
export function toggleKey(selection: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selection);
  if (!next.delete(key)) next.add(key);
  return next;
}

/** goods_cancel_batch bodies for a selection: the items, at most FAVORITE_BATCH_MAX a call. */
export function cancelBatches(selection: Iterable<string>, max = FAVORITE_BATCH_MAX) {
  const items = [...selection].map((key) => {
    const at = key.indexOf('#');
    return { symbol: key.slice(0, at), token_id: key.slice(at + 1) };
  });
  const batches: { items: typeof items }[] = [];
  for (let start = 0; start < items.length; start += max) batches.push({ items: items.slice(start, start + max) });
  return batches;
}
