import { optionalAuth, signedIn } from '@/contract/define';
import type { MarketTrade } from '@/contract/nftMarket/types';
import type * as T from './types';

/**
 * Offers: bids on one token (docs/market.md). Bids are not frozen: the bidder's available balance is checked when one
 * would fill, and a bid it cannot pay is skipped and shown to its owner as unfunded.
 */
export const offer = {
  /** The caller's bids of every kind (offers, collection and trait bids, entrustment), newest first. */
  offerSendList: signedIn<T.BidListReq, T.SentBidsRes>('/nft-api/api/offer/offer_send_list'),
  /** Offers on tokens the caller holds, and the ones the caller accepted. */
  offerReceiveList: signedIn<T.BidListReq, T.BidPageRes>('/nft-api/api/offer/offer_receive_list'),
  offerCancel: signedIn<T.BidNoReq, T.Bid>('/nft-api/api/offer/offer_cancel'),
  /** One token's open offers, best first (highest price, then oldest). */
  offerList: optionalAuth<T.OfferListReq, T.BidPageRes>('/nft-api/api/offer/offer_list'),
  offerTake: signedIn<T.BidTakeReq, MarketTrade>('/nft-api/api/offer/offer_take', { idempotent: true }),
  offerMake: signedIn<T.OfferMakeReq, T.BidPlacedRes>('/nft-api/api/offer/offer_make', { idempotent: true }),
} as const;
