import { Type } from 'typebox';
import { EmptyBody, PaymentSecretField, IdField, PageFields, StringEnum, SymbolField } from '@/contract/fields';
import { NFT_ERC_TYPES } from '@/contract/nftCustody/schema';

/** Request schemas of the NFT market (/nft-api/api/nft/*, collect/*, merchant_transfer/*; docs/market.md). */

/**
 * A price per edition: positive, no leading zeros, no sign or exponent, at most 18 decimals. The
 * server also refuses zero and prices outside the coin's range (`trade_fee`).
 */
export const PriceField = Type.String({
  pattern: '^(0|[1-9][0-9]{0,17})(\\.[0-9]{1,18})?$',
  maxLength: 40,
  description: 'decimal string, e.g. "12.5"',
});
export const TokenIdField = Type.String({ pattern: '^[0-9A-Za-z_-]{1,78}$', maxLength: 78 });
export const OrderNoField = Type.String({ pattern: '^[A-Za-z0-9_-]{6,64}$', maxLength: 64 });
const QuantityField = Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'editions; default 1' });

/**
 * Search sorts (`sort`, default 1): 1 recently listed, 2 price low to high, 3 price high to low,
 * 4 newest, 5 rarest first.
 */
export const MARKET_SORTS = [1, 2, 3, 4, 5] as const;
/** `listed`: only tokens with an open listing (buy now); `all`: every token. */
export const MARKET_STATUSES = ['listed', 'all'] as const;
export const MARKET_EVENT_KINDS = ['list', 'change', 'delist', 'sale'] as const;
export const MARKET_RANGES = ['24h', '7d', '30d', 'all'] as const;
export const MARKET_ORDER_STATUSES = ['open', 'filled', 'cancelled'] as const;

const TraitFilter = Type.Object({
  trait_type: Type.String({ minLength: 1, maxLength: 64 }),
  values: Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { minItems: 1, maxItems: 50 }),
});
/** The search's filters (`filter`). Trait values of one type are ORed, types ANDed. */
export const MarketFilter = Type.Object({
  erc_type: Type.Optional(StringEnum(NFT_ERC_TYPES)),
  status: Type.Optional(StringEnum(MARKET_STATUSES, { description: 'default listed' })),
  min_price: Type.Optional(PriceField),
  max_price: Type.Optional(PriceField),
  attributes: Type.Optional(Type.Array(TraitFilter, { maxItems: 20 })),
  game: Type.Optional(Type.String({ maxLength: 40 })),
  /** Show items of collections marked as spam (hidden by default). */
  show_spam: Type.Optional(Type.Boolean()),
});
export const MarketSearchReq = Type.Object({
  ...PageFields,
  sort: Type.Optional(Type.Integer({ minimum: 1, maximum: MARKET_SORTS.length, description: 'default 1' })),
  /** One collection (its symbol); several with `symbols`. */
  symbol: Type.Optional(SymbolField),
  symbols: Type.Optional(Type.Array(SymbolField, { maxItems: 20 })),
  /** Words of the token's or collection's name. */
  title: Type.Optional(Type.String({ maxLength: 64 })),
  filter: Type.Optional(MarketFilter),
});
export const GoodsReq = Type.Object({ symbol: SymbolField, token_id: TokenIdField });
export const CollectionReq = Type.Object({ symbol: SymbolField });
export const CollectionStatsReq = Type.Object({
  symbol: SymbolField,
  range: Type.Optional(StringEnum(MARKET_RANGES)),
  /** One token's sales instead of the collection's. */
  token_id: Type.Optional(TokenIdField),
});
export const MarketEventsReq = Type.Object({
  ...PageFields,
  symbol: Type.Optional(SymbolField),
  token_id: Type.Optional(TokenIdField),
  kinds: Type.Optional(Type.Array(StringEnum(MARKET_EVENT_KINDS), { maxItems: 4 })),
});
export const TradeFeeReq = Type.Object({ symbol: Type.Optional(SymbolField) });
export const RankingReq = Type.Object({ ...PageFields, symbol: SymbolField, token_id: Type.Optional(TokenIdField) });
export const MarketPageReq = Type.Object({ ...PageFields });

/** The payment password (spec: asked unless password-free NFT purchases are on). */
const Password = { password: Type.Optional(PaymentSecretField) };
/**
 * The price per edition the buyer saw, required: a purchase never pays a price the buyer did not confirm. A listing
 * whose price changed since is refused (33047) and nothing moves.
 */
const SeenPrice = { price: PriceField };
export const BuyReq = Type.Object({
  order_no: OrderNoField,
  quantity: Type.Optional(QuantityField),
  ...SeenPrice,
  ...Password,
});
const ListItem = Type.Object({ item_id: IdField, price: PriceField, quantity: Type.Optional(QuantityField) });
export const ListReq = Type.Object({
  ...ListItem.properties,
  price_symbol: Type.Optional(SymbolField),
});
export const ChangeReq = Type.Object({ order_no: OrderNoField, price: PriceField });
export const OffReq = Type.Object({ order_no: OrderNoField });
export const ListBatchReq = Type.Object({
  items: Type.Array(ListItem, { minItems: 1, maxItems: 50 }),
  price_symbol: Type.Optional(SymbolField),
});
export const ChangeBatchReq = Type.Object({ orders: Type.Array(ChangeReq, { minItems: 1, maxItems: 50 }) });
export const OffBatchReq = Type.Object({ order_nos: Type.Array(OrderNoField, { minItems: 1, maxItems: 50 }) });
const CartLine = Type.Object({ order_no: OrderNoField, quantity: Type.Optional(QuantityField), ...SeenPrice });
export const CartReq = Type.Object({ items: Type.Array(CartLine, { minItems: 1, maxItems: 50 }) });
export const CartBuyReq = Type.Object({ ...CartReq.properties, ...Password });
export const CartTokenReq = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$', maxLength: 64 }) });
export const OrderHistoryReq = Type.Object({
  ...PageFields,
  status: Type.Optional(StringEnum(MARKET_ORDER_STATUSES)),
  symbol: Type.Optional(SymbolField),
});
export const TradeHistoryReq = Type.Object({ ...PageFields, symbol: Type.Optional(SymbolField) });
export const OrderInfoReq = Type.Object({ order_no: OrderNoField });
export const TradeInfoReq = Type.Object({ trade_no: OrderNoField });
export const SellSearchReq = Type.Object({
  ...PageFields,
  symbol: Type.Optional(SymbolField),
  title: Type.Optional(Type.String({ maxLength: 64 })),
});
export const FavoriteGoodsReq = GoodsReq;
export const FavoriteGoodsBatchReq = Type.Object({ items: Type.Array(GoodsReq, { minItems: 1, maxItems: 100 }) });
/** The caller's favourite NFTs, optionally of one collection (`goods_symbol_list` names the choices). */
export const FavoriteGoodsListReq = Type.Object({ ...PageFields, symbol: Type.Optional(SymbolField) });

/** Request schemas of the `nftMarket` calls. */
export const nftMarketBodies = {
  symbolNftList: SellSearchReq,
  goodsSymbol: CollectionReq,
  goodsInfo: GoodsReq,
  search: MarketSearchReq,
  publishHistory: MarketEventsReq,
  buyHistory: TradeHistoryReq,
  sellSearch: SellSearchReq,
  sellHistory: TradeHistoryReq,
  publishInfo: OrderInfoReq,
  buyInfo: TradeInfoReq,
  sellInfo: TradeInfoReq,
  off: OffReq,
  on: ListReq,
  change: ChangeReq,
  buy: BuyReq,
  tradeFee: TradeFeeReq,
  symbolOrderStatistics: CollectionStatsReq,
  symbolOrderHistory: MarketEventsReq,
  nftTagList: EmptyBody,
  onBatchVerify: ListBatchReq,
  onBatch: ListBatchReq,
  onBatchV2: ListBatchReq,
  buyBatchCheck: CartReq,
  buyBatchCheckV2: CartReq,
  buyBatchVerify: CartBuyReq,
  buyBatch: CartBuyReq,
  buyBatchV2: CartTokenReq,
  offBatchV2: OffBatchReq,
  changeBatchV2: ChangeBatchReq,
  nftCustomAttributeList: CollectionReq,
  saleList: MarketPageReq,
  orderHistory: OrderHistoryReq,
  buyHistorySymbol: EmptyBody,
  sellSearchSymbol: EmptyBody,
  nftSymbolRecommendList: MarketPageReq,
  nftItemOrderRanking: RankingReq,
  nftItemOfferRanking: RankingReq,
  newGoods: MarketPageReq,
};

/** Request schemas of the favourites (`collect`). */
export const collectBodies = {
  goodsList: FavoriteGoodsListReq,
  symbolList: MarketPageReq,
  goodsSymbolList: EmptyBody,
  goodsAdd: FavoriteGoodsReq,
  goodsCancel: FavoriteGoodsReq,
  symbolAdd: CollectionReq,
  symbolCancel: CollectionReq,
  goodsCancelBatch: FavoriteGoodsBatchReq,
  goodsRankList: MarketPageReq,
};

export const MERCHANT_TRANSFER_KINDS = ['out', 'in'] as const;
export const MerchantTransferInfoReq = Type.Object({ trade_no: OrderNoField });
/** Request schemas of merchant transfers: the market's settlements seen as transfers of NFTs out of and into the account. */
export const merchantTransferBodies = {
  outList: TradeHistoryReq,
  inList: TradeHistoryReq,
  outDetail: MerchantTransferInfoReq,
  inDetail: MerchantTransferInfoReq,
};
