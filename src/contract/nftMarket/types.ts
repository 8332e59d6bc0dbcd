import type { Static } from 'typebox';
import type { NftAttribute, NftErcType } from '@/contract/nftCustody/types';
import type { Paged } from '@/contract/common';
import type * as schemas from './schema';

/** NFT market (/nft-api/api/nft/*, collect/*, merchant_transfer/*): docs/market.md. Amounts are decimal strings. */

export type MarketSearchReq = Static<typeof schemas.MarketSearchReq>;
export type MarketFilter = Static<typeof schemas.MarketFilter>;
export type MarketSort = (typeof schemas.MARKET_SORTS)[number];
export type MarketStatus = (typeof schemas.MARKET_STATUSES)[number];
export type MarketEventKind = (typeof schemas.MARKET_EVENT_KINDS)[number];
export type MarketRange = (typeof schemas.MARKET_RANGES)[number];
export type MarketOrderStatus = (typeof schemas.MARKET_ORDER_STATUSES)[number];
export type GoodsReq = Static<typeof schemas.GoodsReq>;
export type CollectionReq = Static<typeof schemas.CollectionReq>;
export type CollectionStatsReq = Static<typeof schemas.CollectionStatsReq>;
export type MarketEventsReq = Static<typeof schemas.MarketEventsReq>;
export type TradeFeeReq = Static<typeof schemas.TradeFeeReq>;
export type RankingReq = Static<typeof schemas.RankingReq>;
export type MarketPageReq = Static<typeof schemas.MarketPageReq>;
export type BuyReq = Static<typeof schemas.BuyReq>;
export type ListReq = Static<typeof schemas.ListReq>;
export type ChangeReq = Static<typeof schemas.ChangeReq>;
export type OffReq = Static<typeof schemas.OffReq>;
export type ListBatchReq = Static<typeof schemas.ListBatchReq>;
export type ChangeBatchReq = Static<typeof schemas.ChangeBatchReq>;
export type OffBatchReq = Static<typeof schemas.OffBatchReq>;
export type CartReq = Static<typeof schemas.CartReq>;
export type CartBuyReq = Static<typeof schemas.CartBuyReq>;
export type CartTokenReq = Static<typeof schemas.CartTokenReq>;
export type OrderHistoryReq = Static<typeof schemas.OrderHistoryReq>;
export type TradeHistoryReq = Static<typeof schemas.TradeHistoryReq>;
export type OrderInfoReq = Static<typeof schemas.OrderInfoReq>;
export type TradeInfoReq = Static<typeof schemas.TradeInfoReq>;
export type SellSearchReq = Static<typeof schemas.SellSearchReq>;
export type FavoriteGoodsBatchReq = Static<typeof schemas.FavoriteGoodsBatchReq>;
export type FavoriteGoodsListReq = Static<typeof schemas.FavoriteGoodsListReq>;
export type MerchantTransferInfoReq = Static<typeof schemas.MerchantTransferInfoReq>;

/** A token on the market, as grids show it: the cheapest open listing, if any. */
export interface Goods {
  /** The collection's symbol. */
  symbol: string;
  collection_name: string;
  verified: boolean;
  token_id: string;
  name: string;
  image: string;
  erc_type: NftErcType;
  /** The cheapest open listing's price per edition, and its coin; null when nothing is listed. */
  price: string | null;
  price_symbol: string | null;
  /** That listing. */
  order_no: string | null;
  /** Editions listed across every open listing. */
  listed_quantity: number;
  /** 1 = rarest of its collection. */
  rarity_rank: number | null;
  last_price: string | null;
  /** When the cheapest listing was placed (unix s). */
  listed_at: number | null;
}
export type MarketSearchRes = Paged<Goods>;

export interface MarketUser {
  nickname: string;
  pay_id: string;
}

/** An open listing of a token (or a bid, later): the order book's row. */
export interface Listing {
  order_no: string;
  seller: MarketUser;
  price: string;
  price_symbol: string;
  /** Editions still for sale. */
  remaining: number;
  created_at: number;
  /** The caller's own listing. */
  mine: boolean;
}

/** A trait of a token with how common it is in the collection. */
export interface GoodsTrait extends NftAttribute {
  /** Tokens of the collection with this value. */
  count: number;
  /** count / the collection's tokens, "0.0312" */
  share: string;
  /** The cheapest listing among the tokens with this value. */
  floor: string | null;
}

export interface CollectionSummary {
  symbol: string;
  name: string;
  image: string;
  verified: boolean;
  spam: boolean;
  erc_type: NftErcType;
  chain_name: string;
  royalty_rate: string;
  floor_price: string | null;
  price_symbol: string;
}

/** What a bid is: an offer on one token, a standing bid on a collection or trait (quote), an entrustment order. */
export type BidKind = 'offer' | 'quote' | 'entrust';
/** What a bid is on: one token (an offer), any token of a collection, or the tokens with one trait value. */
export type BidScope = 'token' | 'collection' | 'trait';

/**
 * The best bid a token can be sold to now: the highest of the offers on it and the collection and trait bids it
 * matches (then the oldest), leaving out bids its bidder cannot pay now and the viewer's own.
 */
export interface BestBid {
  order_no: string;
  kind: BidKind;
  scope: BidScope;
  /** A trait bid's trait; null otherwise. */
  trait_type: string | null;
  trait_value: string | null;
  /** Per edition. */
  price: string;
  price_symbol: string;
  /** What the seller receives per edition: price − seller fee − royalty. */
  proceeds: string;
  /** Editions the bid still buys. */
  remaining: number;
  bidder: MarketUser;
}

/** goods_info: one token, with what the viewer can do. */
export interface GoodsInfo extends Goods {
  description: string;
  collection: CollectionSummary;
  contract_address: string;
  chain_name: string;
  traits: GoodsTrait[];
  rarity_total: number;
  /** Editions in existence and holders (ERC1155: several). */
  supply: number;
  owner_count: number;
  owners: (MarketUser & { amount: number })[];
  /** Open listings, cheapest first (at most 20). */
  listings: Listing[];
  /** The price's value in USD (cheapest listing), or null. */
  usd_price: string | null;
  /** The caller's holding of this token: what it may list. Null for a visitor or a non-holder. */
  mine: { item_id: number; amount: number; listable: number; listed: number } | null;
  favorite: boolean;
  favorite_count: number;
  /** The best bid this token can be sold to now (sell now), or null. */
  best_bid: BestBid | null;
}

/** goods_symbol: a collection's header and statistics. */
export interface CollectionDetail extends CollectionSummary {
  description: string;
  banner: string;
  contract_address: string;
  game: string;
  tags: string[];
  items: number;
  owners: number;
  /** Tokens with an open listing, and their share of all ("0.125"). */
  listed: number;
  listed_share: string;
  volume_24h: string;
  volume_7d: string;
  volume_all: string;
  sales_24h: number;
  /** The average sale price of the last 24 h against the 24 h before, "0.052" = +5.2 %; null without sales in both. */
  price_change_24h: string | null;
  favorite: boolean;
}

/** One bucket of a collection's (or token's) chart. */
export interface StatPoint {
  /** The bucket's start (unix s). */
  time: number;
  /** The cheapest sale in the bucket; null when nothing sold. */
  floor: string | null;
  /** The average sale price in the bucket. */
  average: string | null;
  volume: string;
  sales: number;
}
export interface CollectionStatsRes {
  range: MarketRange;
  price_symbol: string;
  /** Bucket length in seconds. */
  bucket: number;
  points: StatPoint[];
}

/** An activity feed entry. */
export interface MarketEvent {
  id: number;
  kind: MarketEventKind;
  symbol: string;
  collection_name: string;
  token_id: string;
  name: string;
  image: string;
  quantity: number;
  price: string | null;
  price_symbol: string | null;
  from: MarketUser | null;
  to: MarketUser | null;
  created_at: number;
}
export type MarketEventsRes = Paged<MarketEvent>;

export interface TradeFeeRes {
  price_symbol: string;
  /** Paid by the buyer on top of the price. */
  buyer_fee_rate: string;
  /** Taken from the seller's proceeds. */
  seller_fee_rate: string;
  /** The collection's royalty (with `symbol`), taken from the seller's proceeds; "0" otherwise. */
  royalty_rate: string;
  min_price: string;
  max_price: string;
  /** The coin's decimals: prices have at most this many, and fees and royalties are rounded to them. */
  decimals: number;
}

/** A market order (a listing): the seller's view. */
export interface MarketOrder {
  order_no: string;
  side: 'sell' | 'buy';
  status: MarketOrderStatus;
  symbol: string;
  collection_name: string;
  token_id: string;
  name: string;
  image: string;
  erc_type: NftErcType;
  quantity: number;
  remaining: number;
  price: string;
  price_symbol: string;
  /** What the seller receives per edition: price − fee − royalty. */
  proceeds: string;
  created_at: number;
  updated_at: number;
}
export interface MarketOrdersRes {
  orders: MarketOrder[];
}
export type OrderHistoryRes = Paged<MarketOrder>;

/** A settled trade: the buyer's receipt or the seller's record. */
export interface MarketTrade {
  trade_no: string;
  order_no: string;
  batch_no: string;
  /** The caller's side. */
  side: 'buy' | 'sell';
  symbol: string;
  collection_name: string;
  token_id: string;
  name: string;
  image: string;
  quantity: number;
  /** Per edition. */
  price: string;
  price_symbol: string;
  /** price × quantity */
  amount: string;
  buyer_fee: string;
  seller_fee: string;
  royalty: string;
  /** The buyer: amount + buyer fee; the seller: amount − seller fee − royalty. */
  total: string;
  counterparty: MarketUser;
  created_at: number;
}
export type TradeHistoryRes = Paged<MarketTrade>;

/** The check of a batch listing: what each item's listing would give, or why it cannot be listed. */
export interface ListCheckLine {
  item_id: number;
  ok: boolean;
  /** The refusal's code and message when not ok. */
  code: number;
  msg: string;
  proceeds: string;
}
export interface ListCheckRes {
  price_symbol: string;
  lines: ListCheckLine[];
}

/** A cart (sweep) line as checked now. */
export interface CartLine {
  order_no: string;
  goods: Goods;
  quantity: number;
  price: string;
  price_symbol: string;
  /** Still open, not the caller's own, enough editions. */
  available: boolean;
  /** Why not, when not available. */
  msg: string;
}
export interface CartCheckRes {
  lines: CartLine[];
  price_symbol: string;
  amount: string;
  buyer_fee: string;
  total: string;
  balance: string;
  /** The payment password is asked (password-free NFT purchases off). */
  password_required: boolean;
}
export interface CartTokenRes {
  token: string;
  expires_at: number;
}
export interface CartBuyRes {
  batch_no: string;
  trades: MarketTrade[];
  total: string;
  price_symbol: string;
}

/** A collection in rankings and recommendations. */
export interface CollectionRank extends CollectionSummary {
  volume_7d: string;
  items: number;
  owners: number;
}
export type CollectionRankRes = Paged<CollectionRank>;
export type GoodsPageRes = Paged<Goods>;
export interface TagListRes {
  tags: { tag: string; collections: number }[];
}
/** A collection the caller holds (sell_search_symbol) or bought from (buy_history_symbol). */
export interface SymbolCountRes {
  symbols: { symbol: string; name: string; image: string; count: number }[];
}
/** A holding the caller can list (sell_search, symbol_nft_list). */
export interface SellableItem {
  item_id: number;
  goods: Goods;
  amount: number;
  listable: number;
  listed: number;
  /** Editions moved to the game: not listable until they are back in the wallet. */
  in_game: number;
  /** Editions on their way out (a withdrawal): not listable. */
  withdrawing: number;
  /** The best bid this holding can be sold to now (sell now), or null. */
  best_bid: BestBid | null;
}
export type SellSearchRes = Paged<SellableItem>;
export type RankingRes = Paged<Listing>;
export type GoodsRankRes = Paged<Goods & { favorite_count: number }>;
export type FavoriteSymbolRes = Paged<CollectionSummary>;
export interface TraitValue {
  value: string;
  count: number;
  share: string;
  floor: string | null;
  /** The highest open trait bid on this value that its bidder can pay now, or null. */
  top_bid: string | null;
}
export interface TraitListRes {
  /** Tokens in the collection. */
  total: number;
  traits: { trait_type: string; values: TraitValue[] }[];
}
export interface FavoriteRes {
  favorite: boolean;
  favorite_count: number;
}
