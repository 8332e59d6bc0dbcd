import { endpoint } from './define';

/** Merchant transfers. */
export const merchantTransfer = {
  outList: endpoint('/nft-api/api/merchant_transfer/out_list'),
  inList: endpoint('/nft-api/api/merchant_transfer/in_list'),
  outDetail: endpoint('/nft-api/api/merchant_transfer/out_detail'),
  inDetail: endpoint('/nft-api/api/merchant_transfer/in_detail'),
} as const;
