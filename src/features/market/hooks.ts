import { useTranslation } from 'react-i18next';
import { useApiMutation } from '@/api/useApiMutation';
import { useApiQuery } from '@/api/useApiQuery';
import { contract } from '@/contract';
import type { MarketEventsReq, MarketRange, MarketSearchReq } from '@/contract/nftMarket.types';

/**
 * The market's data: one hook per need (design.md section 5). Browsing works for visitors; with a session the
 * answers carry the caller's favourites and holdings. Prices on a token's screen refresh in the background, and
 * the live channel (useMarketLive) refetches what changed at once.
 */
const m = contract.nftMarket;

/** Everything a trade changes on screen. */
export const TRADE_CALLS = [
  m.search,
  m.goodsInfo,
  m.goodsSymbol,
  m.symbolOrderHistory,
  m.symbolOrderStatistics,
  m.nftCustomAttributeList,
  m.nftItemOrderRanking,
  m.orderHistory,
  m.buyHistory,
  m.sellHistory,
  m.publishHistory,
  m.sellSearch,
  m.symbolNftList,
  m.newGoods,
  m.saleList,
  contract.coin.accountBalance,
  contract.nftCustody.itemList,
];

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
export const useCollectionRanking = (page = 1, pageSize = 50) =>
  useApiQuery(m.nftSymbolRecommendList, { page, page_size: pageSize }, { staleTime: 60_000 });

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
  const calls = [m.goodsInfo, contract.collect.goodsList, contract.collect.goodsRankList];
  return {
    add: useApiMutation(contract.collect.goodsAdd, { invalidates: calls }),
    remove: useApiMutation(contract.collect.goodsCancel, { invalidates: calls }),
  };
}

export { errorCode } from '@/api/http';
