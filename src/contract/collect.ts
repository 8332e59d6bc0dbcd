import { optionalAuth, signedIn } from './define';
import type * as T from './nftMarket.types';
import type { EmptyBody } from './types';

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
