/** Quotes (collection and trait bids) and entrustment orders; their bids are `Bid`s (offer/types.ts). */

/** One price level of a bid ladder. */
export interface BidLevel {
  price: string;
  /** Editions bid for at this price. */
  quantity: number;
  bidders: number;
}

/** quote_list: a collection's (or one trait value's) standing bids that can be paid now, by price level. */
export interface BidLadderRes {
  price_symbol: string;
  /** The highest bid, or null. */
  top_bid: string | null;
  /** The highest levels, best first (at most 50). */
  levels: BidLevel[];
}

/** A listing an entrustment order would buy at once. */
export interface EntrustLine {
  order_no: string;
  token_id: string;
  name: string;
  image: string;
  price: string;
  quantity: number;
}

/** entrustment_check: what placing the order would do now. */
export interface EntrustCheckRes {
  price_symbol: string;
  /** Listings at or below the price, cheapest first, that it buys at once (at most `quantity` editions). */
  lines: EntrustLine[];
  /** Editions bought at once, and what they cost with the buyer fee. */
  fill_now: number;
  pay_now: string;
  /** Editions left standing as a bid, and what each costs when it fills (price + buyer fee). */
  rest: number;
  cost_each: string;
  /** The caller's available balance and their open bids' total, in `price_symbol`. */
  available: string;
  open_total: string;
  /** Whether the balance pays what fills now. */
  enough: boolean;
}
