import { endpoint } from './define';

/**
 * Quotes and entrustment orders. The spec places them "under the nft-api prefix" without full paths;
 * this project's choice: /nft-api/api/quote/<name> and /nft-api/api/entrustment/<name>, like /nft-api/api/offer/.
 */
export const quote = {
  quoteMake: endpoint('/nft-api/api/quote/quote_make'),
  quoteSendList: endpoint('/nft-api/api/quote/quote_send_list'),
  quoteList: endpoint('/nft-api/api/quote/quote_list'),
  quoteCancel: endpoint('/nft-api/api/quote/quote_cancel'),
  quoteTake: endpoint('/nft-api/api/quote/quote_take'),
  entrustmentCheck: endpoint('/nft-api/api/entrustment/entrustment_check'),
  entrustmentMake: endpoint('/nft-api/api/entrustment/entrustment_make'),
} as const;
