import { Type } from 'typebox';
import { PaymentSecretField, IdField, PageFields, StringEnum, SymbolField } from '@/contract/fields';
import { OrderNoField, PriceField, TokenIdField } from '@/contract/nftMarket/schema';

/** Request schemas of bids: offers (/nft-api/api/offer/*), quotes and entrustment orders (docs/market.md). */

/** A bid's status as its owner sees it (`unfunded`: open, but the bidder's available balance cannot pay it now). */
export const BID_STATUSES = ['open', 'unfunded', 'accepted', 'cancelled', 'expired'] as const;
export const BID_KINDS = ['offer', 'quote', 'entrust'] as const;

export const BidQuantityField = Type.Integer({ minimum: 1, maximum: 10_000, description: 'editions; default 1' });
/** When the bid ends (unix seconds): at least 5 minutes and at most 180 days from now (33050 otherwise). */
export const ExpiresAtField = Type.Integer({ minimum: 0, maximum: 4_102_444_800 });
const Password = {
  /** The payment password, unless password-free NFT purchases are on: a bid pays when it fills, later. */
  password: Type.Optional(PaymentSecretField),
};
const BidPrice = {
  /** Per edition, in the market's coin (`price_symbol`, default the market's). */
  price: PriceField,
  price_symbol: Type.Optional(SymbolField),
};

export const OfferMakeReq = Type.Object({
  symbol: SymbolField,
  token_id: TokenIdField,
  ...BidPrice,
  quantity: Type.Optional(BidQuantityField),
  expires_at: ExpiresAtField,
  ...Password,
});
/** One token's open offers, best first. */
export const OfferListReq = Type.Object({ ...PageFields, symbol: SymbolField, token_id: TokenIdField });
/** The caller's bids (sent) or the offers on the caller's tokens (received); `status` default every status. */
export const BidListReq = Type.Object({
  ...PageFields,
  status: Type.Optional(StringEnum(BID_STATUSES)),
  kind: Type.Optional(StringEnum(BID_KINDS)),
  symbol: Type.Optional(SymbolField),
});
export const BidNoReq = Type.Object({ order_no: OrderNoField });
/**
 * Sells editions of the caller's holding `item_id` to the bid `order_no`. `price` is the bid's price the seller
 * saw: a bid changed or closed since is refused and nothing moves.
 */
export const BidTakeReq = Type.Object({
  order_no: OrderNoField,
  item_id: IdField,
  price: PriceField,
  quantity: Type.Optional(BidQuantityField),
  ...Password,
});

/** A standing bid on a collection, or on its tokens with one trait value (`trait_type` and `trait_value` together). */
const StandingBid = {
  symbol: SymbolField,
  ...BidPrice,
  quantity: BidQuantityField,
  trait_type: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  trait_value: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
};
export const QuoteMakeReq = Type.Object({ ...StandingBid, expires_at: ExpiresAtField, ...Password });
/** A collection's bid ladder (or one trait value's). */
export const QuoteListReq = Type.Object({
  symbol: SymbolField,
  trait_type: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  trait_value: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
});
export const EntrustmentCheckReq = Type.Object({ ...StandingBid });
export const EntrustmentMakeReq = QuoteMakeReq;

export const offerBodies = {
  offerSendList: BidListReq,
  offerReceiveList: BidListReq,
  offerCancel: BidNoReq,
  offerList: OfferListReq,
  offerTake: BidTakeReq,
  offerMake: OfferMakeReq,
};
export const quoteBodies = {
  quoteMake: QuoteMakeReq,
  quoteSendList: BidListReq,
  quoteList: QuoteListReq,
  quoteCancel: BidNoReq,
  quoteTake: BidTakeReq,
  entrustmentCheck: EntrustmentCheckReq,
  entrustmentMake: EntrustmentMakeReq,
};
