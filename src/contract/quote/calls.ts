import { signedIn } from '@/contract/define';

/**
 * Quotes and entrustment orders. The spec places them "under the nft-api prefix" without full paths;
 * this project's choice: /nft-api/api/quote/<name> and /nft-api/api/entrustment/<name>, like /nft-api/api/offer/.
 */
export const quote = {
  quoteMake: signedIn('/nft-api/api/quote/quote_make'),
  quoteSendList: signedIn('/nft-api/api/quote/quote_send_list'),
  quoteList: signedIn('/nft-api/api/quote/quote_list'),
  quoteCancel: signedIn('/nft-api/api/quote/quote_cancel'),
  quoteTake: signedIn('/nft-api/api/quote/quote_take'),
  entrustmentCheck: signedIn('/nft-api/api/entrustment/entrustment_check'),
  entrustmentMake: signedIn('/nft-api/api/entrustment/entrustment_make'),
} as const;
