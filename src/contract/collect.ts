import { endpoint } from './define';

/** Favourites. */
export const collect = {
  goodsList: endpoint('/nft-api/api/collect/goods_list'),
  symbolList: endpoint('/nft-api/api/collect/symbol_list'),
  goodsSymbolList: endpoint('/nft-api/api/collect/goods_symbol_list'),
  goodsAdd: endpoint('/nft-api/api/collect/goods_add'),
  goodsCancel: endpoint('/nft-api/api/collect/goods_cancel'),
  symbolAdd: endpoint('/nft-api/api/collect/symbol_add'),
  symbolCancel: endpoint('/nft-api/api/collect/symbol_cancel'),
  goodsCancelBatch: endpoint('/nft-api/api/collect/goods_cancel_batch'),
  goodsRankList: endpoint('/nft-api/api/collect/goods_rank_list'),
} as const;
