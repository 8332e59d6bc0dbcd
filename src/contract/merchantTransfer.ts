import { signedIn } from './define';
import type * as T from './nftMarket.types';

/** Merchant transfers: the NFTs that left the account through market sales (out) and came in through purchases (in). */
export const merchantTransfer = {
  outList: signedIn<T.TradeHistoryReq, T.TradeHistoryRes>('/nft-api/api/merchant_transfer/out_list'),
  inList: signedIn<T.TradeHistoryReq, T.TradeHistoryRes>('/nft-api/api/merchant_transfer/in_list'),
  outDetail: signedIn<T.MerchantTransferInfoReq, T.MarketTrade>('/nft-api/api/merchant_transfer/out_detail'),
  inDetail: signedIn<T.MerchantTransferInfoReq, T.MarketTrade>('/nft-api/api/merchant_transfer/in_detail'),
} as const;
