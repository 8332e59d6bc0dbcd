import { useTranslation } from 'react-i18next';
import { call } from '@/api/http';
import { useApiMutation } from '@/api/useApiMutation';
import { useApiQuery } from '@/api/useApiQuery';
import { contract as firstLoad } from '@/contract';
import { coin } from '@/contract/wallet';
// The market's services are imported from their modules (contract/lazyServices.ts says why).
import { collect } from '@/contract/nftMarket';
import { merchantTransfer } from '@/contract/nftMarket';
import { nftMarket } from '@/contract/nftMarket';
import type {
  CartBuyReq,
  CartReq,
  MarketEventsReq,
  MarketRange,
  MarketSearchReq,
  OrderHistoryReq,
} from '@/contract/nftMarket/types';
import type { PriceRange } from '@/domain/price';
import { displayAmount } from '@/shared/lib/amountFormat';
import { TRADE_CALLS } from './calls';
import { BATCH_MAX, lineProblem } from './batch';
import { CART_MAX, pickAvailable, sweepCandidates, type CartEntry } from './cart';
import { cancelBatches, priceProblem, RECORDS_PAGE_SIZE, type TradeSource } from './records';

/**
 * The services this area calls, each from its own module: `@/contract/full` would bring every lazy service (and
 * the chunks of other areas' services) into this area's download.
 */
const contract = { coin, user: firstLoad.user } as const;

/**
 * The market's data: one hook per need, so screens stay thin. Browsing works for visitors; with a session the
 * answers carry the caller's favourites and holdings. Prices on a token's screen refresh in the background, and
 * the live channel (useMarketLive) refetches what changed at once.
 */
const m = nftMarket;

/** One page of a search (the grid asks page by page). */
export const useSearchPage = (request: MarketSearchReq, page: number) =>
  useApiQuery(m.search, { ...request, page }, { staleTime: 15_000 });

export const useGoodsInfo = (symbol: string, tokenId: string) =>
  useApiQuery(m.goodsInfo, { symbol, token_id: tokenId }, { enabled: symbol !== '' && tokenId !== '', staleTime: 0 });

export const useCollection = (symbol: string) =>
  useApiQuery(m.goodsSymbol, { symbol }, { enabled: symbol !== '', staleTime: 15_000 });

export const useCollectionStats = (symbol: string, range: MarketRange) =>
  useApiQuery(m.symbolOrderStatistics, { symbol, range }, { enabled: symbol !== '', silent: true });

export const useTraits = (symbol: string) =>
  useApiQuery(m.nftCustomAttributeList, { symbol }, { enabled: symbol !== '', staleTime: 60_000 });

export const useActivity = (request: MarketEventsReq) => useApiQuery(m.symbolOrderHistory, request);

export const useTradeFee = (symbol?: string) =>
  useApiQuery(m.tradeFee, symbol ? { symbol } : {}, { staleTime: 60_000 });

/** The collections by 7-day volume (filters, the collections list). */
export const useCollectionRanking = (page = 1, pageSize = 50, enabled = true) =>
  useApiQuery(m.nftSymbolRecommendList, { page, page_size: pageSize }, { staleTime: 60_000, enabled });

/** The signed-in user's spendable balance of a coin ('0' when none). */
export const useSpendable = (symbol: string, enabled: boolean) =>
  useApiQuery(
    contract.coin.accountBalance,
    {},
    {
      enabled,
      staleTime: 0,
      select: (res) => res.list.find((entry) => entry.account === 'spot' && entry.symbol === symbol)?.available ?? '0',
    },
  );

/** Whether purchases need the payment password (off when password-free NFT purchases are on). */
export const usePaymentSetting = (enabled: boolean) =>
  useApiQuery(contract.user.getUserPaymentSetting, {}, { enabled, staleTime: 0 });

export function useBuy() {
  const { t } = useTranslation('market');
  return useApiMutation(m.buy, { invalidates: TRADE_CALLS, successText: t('buy.done') });
}

export function useListing() {
  const { t } = useTranslation('market');
  return {
    list: useApiMutation(m.on, { invalidates: TRADE_CALLS, successText: t('sell.listed') }),
    change: useApiMutation(m.change, { invalidates: TRADE_CALLS, successText: t('sell.changed') }),
    delist: useApiMutation(m.off, { invalidates: TRADE_CALLS, successText: t('sell.delisted') }),
  };
}

export function useFavorite() {
  const calls = [m.goodsInfo, collect.goodsList, collect.goodsSymbolList, collect.goodsRankList];
  return {
    add: useApiMutation(collect.goodsAdd, { invalidates: calls }),
    remove: useApiMutation(collect.goodsCancel, { invalidates: calls }),
  };
}

/** A collection's open listings, cheapest first (order ranking), or its bids, highest first (offer ranking). */
export const useOrderRanking = (
  side: 'orders' | 'offers',
  symbol: string,
  page: number,
  pageSize: number,
  tokenId?: string,
) =>
  useApiQuery(
    side === 'orders' ? m.nftItemOrderRanking : m.nftItemOfferRanking,
    { symbol, page, page_size: pageSize, ...(tokenId ? { token_id: tokenId } : {}) },
    { enabled: symbol !== '', staleTime: 15_000 },
  );

/** A collection in the signed-in user's favourites: the collection page's heart and the favourites screen. */
export function useCollectionFavorite() {
  const calls = [m.goodsSymbol, collect.symbolList];
  return {
    add: useApiMutation(collect.symbolAdd, { invalidates: calls }),
    remove: useApiMutation(collect.symbolCancel, { invalidates: calls }),
  };
}

// ---- the caller's favourites and records (/nft/favorite, /nft/nftRecords, …RecordPageOrder, …RecordPageTrade) ----

const fresh = { staleTime: 0, refetchOnFocus: true };

/** One page of the caller's favourite NFTs, of one collection or all (''). */
export const useFavoriteGoods = (symbol: string, page: number) =>
  useApiQuery(
    collect.goodsList,
    { page, page_size: RECORDS_PAGE_SIZE, ...(symbol ? { symbol } : {}) },
    { staleTime: 0 },
  );

/** The collections of the caller's favourite NFTs, with counts (the filter). */
export const useFavoriteSymbols = () => useApiQuery(collect.goodsSymbolList, {}, { staleTime: 0 });

/** One page of the caller's favourite collections. */
export const useFavoriteCollections = (page: number) =>
  useApiQuery(collect.symbolList, { page, page_size: RECORDS_PAGE_SIZE }, { staleTime: 0 });

/** The most favourited NFTs (public). */
export const useMostFavorited = () =>
  useApiQuery(collect.goodsRankList, { page: 1, page_size: RECORDS_PAGE_SIZE }, { staleTime: 60_000, silent: true });

/** Taking NFTs (one, or a selection) and collections out of the caller's favourites, from the favourites screen. */
export function useFavoriteRemoval() {
  const { t } = useTranslation('market');
  const goods = [m.goodsInfo, collect.goodsList, collect.goodsSymbolList, collect.goodsRankList];
  return {
    one: useApiMutation(collect.goodsCancel, { invalidates: goods, successText: t('favorite.removed') }),
    // a selection beyond one call's limit goes in several calls; the notice counts what was removed
    batch: useApiMutation(
      async (keys: string[]) => {
        let removed = 0;
        for (const body of cancelBatches(keys)) removed += (await call(collect.goodsCancelBatch, body)).favorite_count;
        return removed;
      },
      { invalidates: goods, successText: (removed) => t('favorite.removedCount', { count: removed }) },
    ),
    collection: useApiMutation(collect.symbolCancel, {
      invalidates: [m.goodsSymbol, collect.symbolList],
      successText: t('favorite.removed'),
    }),
  };
}

/** One page of the caller's market activity (listed, price changed, delisted, sold, bought). */
export const useMyActivity = (kinds: Pick<MarketEventsReq, 'kinds'>, page: number) =>
  useApiQuery(m.publishHistory, { ...kinds, page, page_size: RECORDS_PAGE_SIZE }, fresh);

/** One page of the caller's orders, of one status or all. */
export const useMyOrders = (status: Pick<OrderHistoryReq, 'status'>, page: number) =>
  useApiQuery(m.orderHistory, { ...status, page, page_size: RECORDS_PAGE_SIZE }, fresh);

const TRADE_LISTS = {
  buy: m.buyHistory,
  sell: m.sellHistory,
  in: merchantTransfer.inList,
  out: merchantTransfer.outList,
} as const;
const TRADE_DETAILS = {
  buy: m.buyInfo,
  sell: m.sellInfo,
  in: merchantTransfer.inDetail,
  out: merchantTransfer.outDetail,
} as const;

/** One page of the caller's purchases, sales, or NFTs in or out. */
export const useTradeRecords = (source: TradeSource, page: number) =>
  useApiQuery(TRADE_LISTS[source], { page, page_size: RECORDS_PAGE_SIZE }, fresh);

/** One trade, as its detail call gives it (every figure). */
export const useTradeDetail = (source: TradeSource, tradeNo: string) =>
  useApiQuery(TRADE_DETAILS[source], { trade_no: tradeNo }, { enabled: tradeNo !== '' });

// ---- batch listing (/nft/batch, /nft/batch/on, /nft/batch/update) and the sweep cart (/nft/cart) ----

/** One page of the caller's NFTs with the editions each can still list, of one collection or all (''). */
export const useSellable = (symbol: string, page: number) =>
  useApiQuery(m.sellSearch, { page, page_size: RECORDS_PAGE_SIZE, ...(symbol ? { symbol } : {}) }, fresh);

/** The collections the caller holds, with counts (the batch listing's filter). */
export const useSellableSymbols = () => useApiQuery(m.sellSearchSymbol, {}, { staleTime: 0 });

/** The caller's open orders, newest first, as many as one batch takes (/nft/batch/update). */
export const useOpenOrders = () =>
  useApiQuery(m.orderHistory, { status: 'open', page: 1, page_size: BATCH_MAX }, fresh);

/** The batch listing: the dry run (each line's answer, shown under the line) and the listing, all lines or none. */
export function useBatchListing() {
  const { t } = useTranslation('market');
  return {
    verify: useApiMutation(m.onBatchVerify),
    list: useApiMutation(m.onBatchV2, {
      invalidates: TRADE_CALLS,
      successText: (res) => t('batch.on.listed', { count: res.orders.length }),
    }),
  };
}

/** New prices for several open orders, or delisting them: all or none. */
export function useBatchOrders() {
  const { t } = useTranslation('market');
  return {
    change: useApiMutation(m.changeBatchV2, {
      invalidates: TRADE_CALLS,
      successText: (res) => t('batch.update.changed', { count: res.orders.length }),
    }),
    delist: useApiMutation(m.offBatchV2, {
      invalidates: TRADE_CALLS,
      successText: (res) => t('batch.update.delisted', { count: res.orders.length }),
    }),
  };
}

/** The cart's lines as they are now (available or why not), the totals of the available ones and the balance. */
export const useCartCheck = (body: CartReq, enabled: boolean) =>
  useApiQuery(m.buyBatchCheckV2, body, { enabled, staleTime: 0, refetchOnFocus: true });

/**
 * Buying the cart: buy_batch_verify checks the password and that every line is still there at its price (33047
 * names a line sold or re-priced meanwhile) and pins them; buy_batch_v2 redeems the token and buys all or none.
 */
export function useCartBuy() {
  const { t } = useTranslation('market');
  return useApiMutation(
    async (body: CartBuyReq) => {
      const { token } = await call(m.buyBatchVerify, body);
      return call(m.buyBatchV2, { token });
    },
    { invalidates: TRADE_CALLS, successText: (res) => t('cart.bought', { count: res.trades.length }) },
  );
}

/**
 * "The N cheapest under a price": the search's cheapest listed tokens up to the price, not in the cart yet, of
 * which the check keeps those the caller can buy (not their own listings), the first N.
 */
export function useSweepPick() {
  return useApiMutation(
    async ({
      request,
      count,
      cap,
      inCart,
    }: {
      request: MarketSearchReq;
      count: number;
      cap: string;
      inCart: ReadonlySet<string>;
    }): Promise<CartEntry[]> => {
      const filter = { ...request.filter, status: 'listed' as const, max_price: cap };
      const found = await call(m.search, { ...request, sort: 2, filter, page: 1, page_size: 100 });
      const candidates = sweepCandidates(found.list, cap, inCart).slice(0, CART_MAX);
      if (candidates.length === 0) return [];
      const check = await call(m.buyBatchCheckV2, {
        items: candidates.map((entry) => ({ order_no: entry.order_no, quantity: 1, price: entry.price })),
      });
      return pickAvailable(candidates, check.lines, count);
    },
  );
}

export { errorCode } from '@/api/http';

/**
 * What to say under a price (the market's rule, `@/domain/price`: form, zero, the coin's decimals and range when
 * known; with `current`, a re-price to the same price too), or undefined when it may be sent or nothing was typed.
 */
export function usePriceProblemText() {
  const { t } = useTranslation('market');
  return (price: string, range: PriceRange | undefined, coin: string, current?: string) => {
    const problem = current === undefined ? lineProblem(price, range) : priceProblem(price, current, range);
    const limit = (value: string) => `${displayAmount(value)} ${coin}`;
    if (problem === 'invalid') return t('sell.priceInvalid');
    if (problem === 'zero') return t('sell.priceZero');
    if (problem === 'same') return t('records.price.same');
    if (problem === 'decimals' && range) return t('sell.priceDecimals', { count: range.decimals, symbol: coin });
    if (problem === 'low' && range) return t('records.price.low', { price: limit(range.min_price) });
    if (problem === 'high' && range) return t('records.price.high', { price: limit(range.max_price) });
    return undefined;
  };
}
