import { signedIn } from './define';

/** Favourites. */
export const collect = {
  goodsList: signedIn('/nft-api/api/collect/goods_list'),
  symbolList: signedIn('/nft-api/api/collect/symbol_list'),
  goodsSymbolList: signedIn('/nft-api/api/collect/goods_symbol_list'),
  goodsAdd: signedIn('/nft-api/api/collect/goods_add'),
  goodsCancel: signedIn('/nft-api/api/collect/goods_cancel'),
  symbolAdd: signedIn('/nft-api/api/collect/symbol_add'),
  symbolCancel: signedIn('/nft-api/api/collect/symbol_cancel'),
  goodsCancelBatch: signedIn('/nft-api/api/collect/goods_cancel_batch'),
  goodsRankList: signedIn('/nft-api/api/collect/goods_rank_list'),
} as const;
