import type { Static } from 'typebox';
import type { Paged } from '@/contract/common';
import type { BidKind, BidScope, MarketUser } from '@/contract/nftMarket/types';
import type * as schemas from './schema';

/** Bids: offers on one token, collection and trait bids (quotes), entrustment orders (docs/market.md). */

export type BidStatus = (typeof schemas.BID_STATUSES)[number];
export type OfferMakeReq = Static<typeof schemas.OfferMakeReq>;
export type OfferListReq = Static<typeof schemas.OfferListReq>;
export type BidListReq = Static<typeof schemas.BidListReq>;
export type BidNoReq = Static<typeof schemas.BidNoReq>;
export type BidTakeReq = Static<typeof schemas.BidTakeReq>;
export type QuoteMakeReq = Static<typeof schemas.QuoteMakeReq>;
export type QuoteListReq = Static<typeof schemas.QuoteListReq>;
export type EntrustmentCheckReq = Static<typeof schemas.EntrustmentCheckReq>;
export type EntrustmentMakeReq = Static<typeof schemas.EntrustmentMakeReq>;

/** A bid: an order to buy up to `quantity` editions at `price` each or less, until `expires_at`. */
export interface Bid {
  order_no: string;
  kind: BidKind;
  scope: BidScope;
  /** `accepted`: every edition bought; `unfunded`: open, but the bidder's available balance cannot pay one edition now. */
  status: BidStatus;
  /** The collection's symbol. */
  symbol: string;
  collection_name: string;
  collection_image: string;
  /** An offer's token; null for a collection or trait bid. */
  token_id: string | null;
  name: string | null;
  image: string | null;
  /** A trait bid's trait; null otherwise. */
  trait_type: string | null;
  trait_value: string | null;
  /** Per edition. */
  price: string;
  price_symbol: string;
  /** What the bidder pays per edition when it fills: price + buyer fee. */
  cost: string;
  /** What a seller receives per edition: price − seller fee − royalty. */
  proceeds: string;
  quantity: number;
  /** Editions still to buy. */
  remaining: number;
  bidder: MarketUser;
  /** The caller's own bid. */
  mine: boolean;
  expires_at: number;
  created_at: number;
  /** When it filled, was cancelled or expired (unix s); null while open. */
  closed_at: number | null;
}

/** One purchase a bid made when it was placed (a listing at or below its price). */
export interface BidFill {
  trade_no: string;
  token_id: string;
  name: string;
  /** The listing's price per edition: a bid that meets a cheaper listing pays the listing's price. */
  price: string;
  quantity: number;
}

/** A placed bid, and what it bought at once. */
export interface BidPlacedRes {
  bid: Bid;
  fills: BidFill[];
}

/** The caller's open bids beside their balance: bids are not frozen, one balance backs them all. */
export interface BidsSummary {
  price_symbol: string;
  /** What every open bid would cost if all filled now (remaining × cost). */
  open_total: string;
  open_count: number;
  unfunded_count: number;
  /** The caller's available balance in that coin. */
  available: string;
}
export type BidPageRes = Paged<Bid>;
export type SentBidsRes = Paged<Bid> & { summary: BidsSummary };
