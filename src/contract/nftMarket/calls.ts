import { optionalAuth, signedIn } from '@/contract/define';
import type { EmptyBody } from '@/contract/common';
import type * as T from './types';

/**
 * NFT market: search, collections, tokens, listing, buying, batches and sweeps, records (docs/market.md). Browsing
 * is open to visitors; with a session the answers add the caller's favourites and holdings.
 */
export const nftMarket = {
  symbolNftList: signedIn<T.SellSearchReq, T.SellSearchRes>('/nft-api/api/nft/symbol_nft_list'),
  goodsSymbol: optionalAuth<T.CollectionReq, T.CollectionDetail>('/nft-api/api/nft/goods_symbol'),
  goodsInfo: optionalAuth<T.GoodsReq, T.GoodsInfo>('/nft-api/api/nft/goods_info'),
  search: optionalAuth<T.MarketSearchReq, T.MarketSearchRes>('/nft-api/api/nft/search'),
  publishHistory: signedIn<T.MarketEventsReq, T.MarketEventsRes>('/nft-api/api/nft/publish_history'),
  buyHistory: signedIn<T.TradeHistoryReq, T.TradeHistoryRes>('/nft-api/api/nft/buy_history'),
  sellSearch: signedIn<T.SellSearchReq, T.SellSearchRes>('/nft-api/api/nft/sell_search'),
  sellHistory: signedIn<T.TradeHistoryReq, T.TradeHistoryRes>('/nft-api/api/nft/sell_history'),
  publishInfo: signedIn<T.OrderInfoReq, T.MarketOrder>('/nft-api/api/nft/publish_info'),
  buyInfo: signedIn<T.TradeInfoReq, T.MarketTrade>('/nft-api/api/nft/buy_info'),
  sellInfo: signedIn<T.TradeInfoReq, T.MarketTrade>('/nft-api/api/nft/sell_info'),
  off: signedIn<T.OffReq, T.MarketOrder>('/nft-api/api/nft/off'),
  on: signedIn<T.ListReq, T.MarketOrder>('/nft-api/api/nft/on', { idempotent: true }),
  change: signedIn<T.ChangeReq, T.MarketOrder>('/nft-api/api/nft/change'),
  buy: signedIn<T.BuyReq, T.MarketTrade>('/nft-api/api/nft/buy', { idempotent: true }),
  tradeFee: optionalAuth<T.TradeFeeReq, T.TradeFeeRes>('/nft-api/api/nft/trade_fee'),
  symbolOrderStatistics: optionalAuth<T.CollectionStatsReq, T.CollectionStatsRes>(
    '/nft-api/api/nft/symbol_order_statistics',
  ),
  symbolOrderHistory: optionalAuth<T.MarketEventsReq, T.MarketEventsRes>('/nft-api/api/nft/symbol_order_history'),
  nftTagList: optionalAuth<EmptyBody, T.TagListRes>('/nft-api/api/nft/nft_tag_list'),
  onBatchVerify: signedIn<T.ListBatchReq, T.ListCheckRes>('/nft-api/api/nft/on_batch_verify'),
  onBatch: signedIn<T.ListBatchReq, T.MarketOrdersRes>('/nft-api/api/nft/on_batch', { idempotent: true }),
  onBatchV2: signedIn<T.ListBatchReq, T.MarketOrdersRes>('/nft-api/api/nft/on_batch_v2', { idempotent: true }),
  buyBatchCheck: signedIn<T.CartReq, T.CartCheckRes>('/nft-api/api/nft/buy_batch_check'),
  buyBatchCheckV2: signedIn<T.CartReq, T.CartCheckRes>('/nft-api/api/nft/buy_batch_check_v2'),
  buyBatchVerify: signedIn<T.CartBuyReq, T.CartTokenRes>('/nft-api/api/nft/buy_batch_verify'),
  buyBatch: signedIn<T.CartBuyReq, T.CartBuyRes>('/nft-api/api/nft/buy_batch', { idempotent: true }),
  buyBatchV2: signedIn<T.CartTokenReq, T.CartBuyRes>('/nft-api/api/nft/buy_batch_v2', { idempotent: true }),
  offBatchV2: signedIn<T.OffBatchReq, T.MarketOrdersRes>('/nft-api/api/nft/off_batch_v2'),
  changeBatchV2: signedIn<T.ChangeBatchReq, T.MarketOrdersRes>('/nft-api/api/nft/change_batch_v2'),
  nftCustomAttributeList: optionalAuth<T.CollectionReq, T.TraitListRes>('/nft-api/api/nft/nft_custom_attribute_list'),
  saleList: optionalAuth<T.MarketPageReq, T.MarketEventsRes>('/nft-api/api/nft/sale_list'),
  orderHistory: signedIn<T.OrderHistoryReq, T.OrderHistoryRes>('/nft-api/api/nft/order_history'),
  buyHistorySymbol: signedIn<EmptyBody, T.SymbolCountRes>('/nft-api/api/nft/buy_history_symbol'),
  sellSearchSymbol: signedIn<EmptyBody, T.SymbolCountRes>('/nft-api/api/nft/sell_search_symbol'),
  nftSymbolRecommendList: optionalAuth<T.MarketPageReq, T.CollectionRankRes>(
    '/nft-api/api/nft/nft_symbol_recommend_list',
  ),
  nftItemOrderRanking: optionalAuth<T.RankingReq, T.RankingRes>('/nft-api/api/nft/nft_item_order_ranking'),
  nftItemOfferRanking: optionalAuth<T.RankingReq, T.RankingRes>('/nft-api/api/nft/nft_item_offer_ranking'),
  newGoods: optionalAuth<T.MarketPageReq, T.GoodsPageRes>('/nft-api/api/nft/new_goods'),
} as const;

/** Favourites: tokens and collections (docs/market.md). */
export const collect = {
  goodsList: signedIn<T.FavoriteGoodsListReq, T.GoodsPageRes>('/nft-api/api/collect/goods_list'),
  symbolList: signedIn<T.MarketPageReq, T.FavoriteSymbolRes>('/nft-api/api/collect/symbol_list'),
  goodsSymbolList: signedIn<EmptyBody, T.SymbolCountRes>('/nft-api/api/collect/goods_symbol_list'),
  goodsAdd: signedIn<T.GoodsReq, T.FavoriteRes>('/nft-api/api/collect/goods_add'),
  goodsCancel: signedIn<T.GoodsReq, T.FavoriteRes>('/nft-api/api/collect/goods_cancel'),
  symbolAdd: signedIn<T.CollectionReq, T.FavoriteRes>('/nft-api/api/collect/symbol_add'),
  symbolCancel: signedIn<T.CollectionReq, T.FavoriteRes>('/nft-api/api/collect/symbol_cancel'),
  goodsCancelBatch: signedIn<T.FavoriteGoodsBatchReq, T.FavoriteRes>('/nft-api/api/collect/goods_cancel_batch'),
  goodsRankList: optionalAuth<T.MarketPageReq, T.GoodsRankRes>('/nft-api/api/collect/goods_rank_list'),
} as const;

/** Merchant transfers: the NFTs that left the account through market sales (out) and came in through purchases (in). */
export const merchantTransfer = {
  outList: signedIn<T.TradeHistoryReq, T.TradeHistoryRes>('/nft-api/api/merchant_transfer/out_list'),
  inList: signedIn<T.TradeHistoryReq, T.TradeHistoryRes>('/nft-api/api/merchant_transfer/in_list'),
  outDetail: signedIn<T.MerchantTransferInfoReq, T.MarketTrade>('/nft-api/api/merchant_transfer/out_detail'),
  inDetail: signedIn<T.MerchantTransferInfoReq, T.MarketTrade>('/nft-api/api/merchant_transfer/in_detail'),
} as const;
