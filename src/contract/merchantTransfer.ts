import { signedIn } from './define';

/** Merchant transfers. */
export const merchantTransfer = {
  outList: signedIn('/nft-api/api/merchant_transfer/out_list'),
  inList: signedIn('/nft-api/api/merchant_transfer/in_list'),
  outDetail: signedIn('/nft-api/api/merchant_transfer/out_detail'),
  inDetail: signedIn('/nft-api/api/merchant_transfer/in_detail'),
} as const;
