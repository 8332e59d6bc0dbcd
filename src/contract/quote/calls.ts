import { optionalAuth, signedIn } from '@/contract/define';
import type { MarketTrade } from '@/contract/nftMarket/types';
import type * as O from '@/contract/offer/types';
import type * as T from './types';

/**
 * Quotes (standing bids on a collection or on one trait value) and entrustment orders, which buy matching listings
 * at once and leave the rest standing. The spec places them "under the nft-api prefix" without full paths; this
 * project's choice: /nft-api/api/quote/<name> and /nft-api/api/entrustment/<name>, like /nft-api/api/offer/.
 */
export const quote = {
  quoteMake: signedIn<O.QuoteMakeReq, O.BidPlacedRes>('/nft-api/api/quote/quote_make', { idempotent: true }),
  /** The caller's collection and trait bids and entrustment orders, newest first. */
  quoteSendList: signedIn<O.BidListReq, O.BidPageRes>('/nft-api/api/quote/quote_send_list'),
  quoteList: optionalAuth<O.QuoteListReq, T.BidLadderRes>('/nft-api/api/quote/quote_list'),
  quoteCancel: signedIn<O.BidNoReq, O.Bid>('/nft-api/api/quote/quote_cancel'),
  quoteTake: signedIn<O.BidTakeReq, MarketTrade>('/nft-api/api/quote/quote_take', { idempotent: true }),
  entrustmentCheck: signedIn<O.EntrustmentCheckReq, T.EntrustCheckRes>('/nft-api/api/entrustment/entrustment_check'),
  entrustmentMake: signedIn<O.EntrustmentMakeReq, O.BidPlacedRes>('/nft-api/api/entrustment/entrustment_make', {
    idempotent: true,
  }),
} as const;
