import { randomBytes } from 'node:crypto';
import BigNumber from 'bignumber.js';
import type { MarketOrder, MarketTrade, TradeFeeRes } from '@/contract/nftMarket/types';
import type { ServerLang } from '@/contract';
import { priceProblem } from '@/domain/price';
import { tradeSplit } from '@/domain/tradeSplit';
import type { Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';
import { postLedger, type LedgerLeg } from '../finance/ledger';
import { queuePriceAlertCheck } from '../alerts/trigger';
import { payReferralShares } from '../referral/feeShare';
import { verifyCapitalPassword } from '../user/payment';
import { dec, epoch, systemUser } from '../wallet/money';
import { collectionName, MARKET_COIN } from './goods';
import { publishMarket } from './live';
import { tellTrade } from '../message/events';

/**
 * Listing, changing, delisting and buying (docs/market.md). Every function runs inside the caller's transaction and
 * moves the order, the NFT and the money together; the order row is locked first (FOR UPDATE), so of any number of
 * buyers racing for one listing exactly one settles and the others find it closed.
 */

export interface Fees {
  symbol: string;
  decimals: number;
  buyerRate: BigNumber;
  sellerRate: BigNumber;
  minPrice: BigNumber;
  maxPrice: BigNumber;
}

/** The market's fees in a coin, or 33049 when it does not trade in it. */
export async function feesOf(q: Queryable, symbol = MARKET_COIN): Promise<Fees> {
  const [row] = await q.query<{
    symbol: string;
    decimals: number;
    buyer_fee_rate: string;
    seller_fee_rate: string;
    min_price: string;
    max_price: string;
  }>(
    `SELECT f.symbol, c.decimals, f.buyer_fee_rate::text, f.seller_fee_rate::text, f.min_price::text, f.max_price::text
       FROM market_fees f JOIN coins c ON c.symbol = f.symbol WHERE f.symbol = $1 AND c.enabled`,
    [symbol.trim().toUpperCase()],
  );
  if (!row) throw new ApiError(Codes.MARKET_COIN_NOT_TRADED, 'market_coin_not_traded', { symbol });
  return {
    symbol: row.symbol,
    decimals: Number(row.decimals),
    buyerRate: new BigNumber(row.buyer_fee_rate),
    sellerRate: new BigNumber(row.seller_fee_rate),
    minPrice: new BigNumber(row.min_price),
    maxPrice: new BigNumber(row.max_price),
  };
}

export function feeResponse(fees: Fees, royaltyRate = '0'): TradeFeeRes {
  return {
    price_symbol: fees.symbol,
    buyer_fee_rate: dec(fees.buyerRate),
    seller_fee_rate: dec(fees.sellerRate),
    royalty_rate: dec(royaltyRate),
    min_price: dec(fees.minPrice),
    max_price: dec(fees.maxPrice),
    decimals: fees.decimals,
  };
}

/** A listing price: within the coin's range and decimals (the schema already refused signs, exponents, zeros in front). */
export function priceOf(text: string, fees: Fees): BigNumber {
  if (priceProblem(text, feeResponse(fees)) !== null)
    throw new ApiError(Codes.MARKET_PRICE_INVALID, 'market_price_invalid', {
      min: dec(fees.minPrice),
      max: dec(fees.maxPrice),
      symbol: fees.symbol,
      decimals: fees.decimals,
    });
  return new BigNumber(text);
}

/** The split of a sale in the market's coin, by the rule the screens show (`@/domain/tradeSplit`). */
export const split = (price: BigNumber.Value, quantity: number, fees: Fees, royaltyRate: BigNumber.Value) =>
  tradeSplit(price, quantity, feeResponse(fees, dec(royaltyRate)));

export const orderNo = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex')}`;

/**
 * Recomputes a token's market summary (cheapest open listing, editions listed) after its orders changed, and queues
 * the check of its collection's price alerts, since the floor may have moved.
 */
export async function refreshToken(q: Queryable, collectionId: number, tokenId: string): Promise<void> {
  await q.query(
    `UPDATE nft_tokens t SET best_price = b.price, best_symbol = b.symbol, listed_at = b.created_at,
            listed_quantity = coalesce(s.quantity, 0)
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (SELECT price, symbol, created_at FROM market_orders
                           WHERE collection_id = $1 AND token_id = $2 AND status = 'open' AND side = 'sell'
                           ORDER BY price, id LIMIT 1) b ON true
       LEFT JOIN LATERAL (SELECT sum(remaining)::int AS quantity FROM market_orders
                           WHERE collection_id = $1 AND token_id = $2 AND status = 'open' AND side = 'sell') s ON true
      WHERE t.collection_id = $1 AND t.token_id = $2`,
    [collectionId, tokenId],
  );
  await queuePriceAlertCheck(q, collectionId);
}

async function recordEvent(
  q: Queryable,
  event: {
    kind: 'list' | 'change' | 'delist' | 'sale';
    collectionId: number;
    tokenId: string;
    orderId: number;
    quantity: number;
    price: string;
    symbol: string;
    from: number;
    to?: number;
  },
) {
  await q.query(
    `INSERT INTO market_events (kind, collection_id, token_id, order_id, quantity, price, symbol, from_user_id, to_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      event.kind,
      event.collectionId,
      event.tokenId,
      event.orderId,
      event.quantity,
      event.price,
      event.symbol,
      event.from,
      event.to ?? null,
    ],
  );
  await publishMarket(q, { kind: event.kind, collection_id: event.collectionId, token_id: event.tokenId });
}

interface OrderRow {
  id: number;
  order_no: string;
  side: 'sell' | 'buy';
  status: 'open' | 'filled' | 'cancelled';
  user_id: number;
  item_id: number;
  collection_id: number;
  token_id: string;
  quantity: number;
  remaining: number;
  price: string;
  symbol: string;
  name: string;
  erc_type: 'ERC721' | 'ERC1155';
  royalty_rate: string;
  creator_user_id: number | null;
}

/** An order locked for this transaction (the token's row and collection read with it), or 33041. */
async function lockOrder(q: Queryable, no: string): Promise<OrderRow> {
  const [order] = await q.query<OrderRow>(
    `SELECT o.id, o.order_no, o.side, o.status, o.user_id, o.item_id, o.collection_id, o.token_id, o.quantity,
            o.remaining, o.price::text AS price, o.symbol, t.name, t.erc_type, c.royalty_rate::text AS royalty_rate,
            c.creator_user_id
       FROM market_orders o JOIN nft_tokens t ON t.collection_id = o.collection_id AND t.token_id = o.token_id
       JOIN nft_collections c ON c.id = o.collection_id
      WHERE o.order_no = $1 FOR UPDATE OF o`,
    [no],
  );
  if (!order) throw new ApiError(Codes.MARKET_ORDER_NOT_FOUND, 'market_order_not_found');
  return { ...order, id: Number(order.id), user_id: Number(order.user_id), collection_id: Number(order.collection_id) };
}

/** The caller's own open listing, locked, or 33041 (not theirs) / 33042 (closed a moment ago). */
async function lockOwnListing(q: Queryable, userId: number, no: string): Promise<OrderRow> {
  const order = await lockOrder(q, no);
  if (order.user_id !== userId || order.side !== 'sell')
    throw new ApiError(Codes.MARKET_ORDER_NOT_FOUND, 'market_order_not_found');
  if (order.status !== 'open')
    throw new ApiError(Codes.MARKET_ORDER_CLOSED, 'market_order_closed', { name: order.name });
  return order;
}

const ORDER_COLUMNS = `o.order_no, o.side, o.status, c.symbol, ${collectionName()} AS collection_name, o.token_id,
  t.name, t.image, t.erc_type, o.quantity, o.remaining, o.price::text AS price, o.symbol AS price_symbol,
  c.royalty_rate::text AS royalty_rate, ${epoch('o.created_at')} AS created_at, ${epoch('o.updated_at')} AS updated_at`;

export const ORDERS_FROM = `FROM market_orders o JOIN nft_collections c ON c.id = o.collection_id
  JOIN nft_tokens t ON t.collection_id = o.collection_id AND t.token_id = o.token_id`;

export type OrderOutRow = Omit<MarketOrder, 'proceeds' | 'created_at' | 'updated_at'> & {
  royalty_rate: string;
  created_at: string | number;
  updated_at: string | number;
};

export function orderOut(row: OrderOutRow, fees: Fees): MarketOrder {
  return {
    order_no: row.order_no,
    side: row.side,
    status: row.status,
    symbol: row.symbol,
    collection_name: row.collection_name,
    token_id: row.token_id,
    name: row.name,
    image: row.image,
    erc_type: row.erc_type,
    quantity: Number(row.quantity),
    remaining: Number(row.remaining),
    price: dec(row.price),
    price_symbol: row.price_symbol,
    proceeds: split(row.price, 1, fees, row.royalty_rate).sellerGets.toFixed(),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}

export async function orderByNo(q: Queryable, lang: ServerLang, no: string, userId?: number): Promise<MarketOrder> {
  const [row] = await q.query<OrderOutRow>(
    `SELECT ${ORDER_COLUMNS} ${ORDERS_FROM} WHERE o.order_no = $2 ${userId === undefined ? '' : 'AND o.user_id = $3'}`,
    userId === undefined ? [lang, no] : [lang, no, userId],
  );
  if (!row) throw new ApiError(Codes.MARKET_ORDER_NOT_FOUND, 'market_order_not_found');
  return orderOut(row, await feesOf(q, row.price_symbol));
}

export interface ListLine {
  item_id: number;
  price: string;
  quantity?: number | undefined;
}

/** Lists editions of one of the caller's holdings: reserves them (nft_items.listed) and opens a sell order. */
export async function listItem(q: Queryable, userId: number, line: ListLine, fees: Fees): Promise<string> {
  const price = priceOf(line.price, fees);
  const quantity = line.quantity ?? 1;
  const [item] = await q.query<{
    collection_id: number;
    token_id: string;
    name: string;
    erc_type: string;
    free: number;
  }>(
    `SELECT collection_id, token_id, name, erc_type, amount - in_package - withdrawing - listed AS free
       FROM nft_items WHERE id = $1 AND owner_user_id = $2 AND amount > 0 FOR UPDATE`,
    [line.item_id, userId],
  );
  if (!item) throw new ApiError(Codes.NFT_NOT_FOUND, 'nft_not_found');
  if (item.erc_type === 'ERC721' && quantity !== 1)
    throw new ApiError(Codes.MARKET_QUANTITY_INVALID, 'market_quantity_invalid', { available: 1 });
  if (Number(item.free) < quantity)
    throw new ApiError(Codes.MARKET_NOT_LISTABLE, 'market_not_listable', {
      name: item.name,
      available: Math.max(0, Number(item.free)),
    });
  await q.query('UPDATE nft_items SET listed = listed + $2 WHERE id = $1', [line.item_id, quantity]);
  const no = orderNo('L');
  const [order] = await q.query<{ id: number }>(
    `INSERT INTO market_orders (order_no, side, status, user_id, item_id, collection_id, token_id, quantity, remaining, price, symbol)
     VALUES ($1, 'sell', 'open', $2, $3, $4, $5, $6, $6, $7, $8) RETURNING id`,
    [no, userId, line.item_id, item.collection_id, item.token_id, quantity, price.toFixed(), fees.symbol],
  );
  const collectionId = Number(item.collection_id);
  await refreshToken(q, collectionId, item.token_id);
  await recordEvent(q, {
    kind: 'list',
    collectionId,
    tokenId: item.token_id,
    orderId: Number(order!.id),
    quantity,
    price: price.toFixed(),
    symbol: fees.symbol,
    from: userId,
  });
  return no;
}

/** A new price for the caller's open listing. */
export async function changePrice(q: Queryable, userId: number, no: string, text: string): Promise<void> {
  const order = await lockOwnListing(q, userId, no);
  const price = priceOf(text, await feesOf(q, order.symbol));
  await q.query('UPDATE market_orders SET price = $2, updated_at = now() WHERE id = $1', [order.id, price.toFixed()]);
  await refreshToken(q, order.collection_id, order.token_id);
  await recordEvent(q, {
    kind: 'change',
    collectionId: order.collection_id,
    tokenId: order.token_id,
    orderId: order.id,
    quantity: order.remaining,
    price: price.toFixed(),
    symbol: order.symbol,
    from: userId,
  });
}

/** Closes the caller's open listing and frees its editions. */
export async function delist(q: Queryable, userId: number, no: string): Promise<void> {
  const order = await lockOwnListing(q, userId, no);
  await q.query("UPDATE market_orders SET status = 'cancelled', closed_at = now(), updated_at = now() WHERE id = $1", [
    order.id,
  ]);
  await q.query('UPDATE nft_items SET listed = listed - $2 WHERE id = $1', [order.item_id, order.remaining]);
  await refreshToken(q, order.collection_id, order.token_id);
  await recordEvent(q, {
    kind: 'delist',
    collectionId: order.collection_id,
    tokenId: order.token_id,
    orderId: order.id,
    quantity: order.remaining,
    price: order.price,
    symbol: order.symbol,
    from: userId,
  });
}

/** The payment password, unless the buyer turned on password-free NFT purchases (open_nft_free). */
export async function checkBuyerPassword(
  q: Queryable,
  who: { userId: number; sessionId: number },
  password: string | undefined,
) {
  const [user] = await q.query<{ nft_free: boolean }>('SELECT nft_free FROM users WHERE id = $1', [who.userId]);
  if (user?.nft_free) return;
  if (!password) throw new ApiError(Codes.PAYMENT_PASSWORD_REQUIRED, 'payment_password_required');
  await verifyCapitalPassword(q, who, password);
}

export interface BuyLine {
  order_no: string;
  quantity?: number | undefined;
  /** The price per edition the buyer saw and confirmed. */
  price: string;
}

/**
 * Settles one purchase of a listing (the trade itself is `executeTrade`, shared with the fills of bids). A listing
 * that is gone is 33042 for a single buy, 33047 in a cart; one not at the price the buyer saw is 33047.
 */
export async function settle(
  q: Queryable,
  buyerId: number,
  line: BuyLine,
  batchNo = '',
): Promise<{ tradeNo: string; tradeId: number }> {
  const order = await lockOrder(q, line.order_no);
  const quantity = line.quantity ?? 1;
  const gone = () =>
    batchNo
      ? new ApiError(Codes.MARKET_CART_CHANGED, 'market_cart_changed', { name: order.name })
      : new ApiError(Codes.MARKET_ORDER_CLOSED, 'market_order_closed', { name: order.name });
  if (order.side !== 'sell') throw new ApiError(Codes.MARKET_ORDER_NOT_FOUND, 'market_order_not_found');
  if (order.status !== 'open') throw gone();
  if (order.user_id === buyerId) throw new ApiError(Codes.MARKET_OWN_ORDER, 'market_own_order');
  if (!new BigNumber(line.price).eq(order.price))
    throw new ApiError(Codes.MARKET_CART_CHANGED, 'market_cart_changed', { name: order.name });
  if (quantity > order.remaining || (order.erc_type === 'ERC721' && quantity !== 1)) {
    if (batchNo) throw gone();
    throw new ApiError(Codes.MARKET_QUANTITY_INVALID, 'market_quantity_invalid', { available: order.remaining });
  }
  await consumeOrder(q, order.id, order.remaining - quantity);
  return executeTrade(q, {
    orderId: order.id,
    bidOrderId: null,
    batchNo,
    buyerId,
    sellerId: order.user_id,
    itemId: order.item_id,
    fromListed: quantity,
    collectionId: order.collection_id,
    tokenId: order.token_id,
    quantity,
    price: order.price,
    fees: await feesOf(q, order.symbol),
    royaltyRate: order.royalty_rate,
    creatorUserId: order.creator_user_id,
  });
}

/** Leaves `left` editions of an order (a listing or a bid) open; none left closes it as filled. */
export async function consumeOrder(q: Queryable, orderId: number, left: number): Promise<void> {
  await q.query(
    `UPDATE market_orders SET remaining = $2, status = CASE WHEN $2 = 0 THEN 'filled' ELSE 'open' END,
            closed_at = CASE WHEN $2 = 0 THEN now() END, updated_at = now() WHERE id = $1`,
    [orderId, left],
  );
}

/** One trade: who sells what to whom at which price, and which orders it fills (already updated by the caller). */
export interface TradeSpec {
  /** The order the trade fills: the listing bought, or the bid when the seller sold straight from their holding. */
  orderId: number;
  /** The bid it filled, when it filled one. */
  bidOrderId: number | null;
  batchNo: string;
  buyerId: number;
  sellerId: number;
  /** The seller's holding the editions leave. */
  itemId: number;
  /** How many of them leave the holding's listed (reserved) editions; the rest leave its free ones. */
  fromListed: number;
  collectionId: number;
  tokenId: string;
  quantity: number;
  /** Per edition. */
  price: string;
  fees: Fees;
  royaltyRate: string;
  creatorUserId: number | null;
}

/**
 * The trade itself, the same for a purchase and for every fill of a bid: the editions move from the seller's holding
 * to the buyer's, the buyer pays price + fee, the seller receives price − fee − royalty, the fee account and the
 * creator receive theirs (one ledger transaction: 30001 when the buyer cannot pay, which the caller rolls back), the
 * trade is recorded, the token's summary refreshed and the change announced. The caller has locked and updated the
 * orders it fills.
 */
export async function executeTrade(q: Queryable, t: TradeSpec): Promise<{ tradeNo: string; tradeId: number }> {
  const { fees, quantity } = t;
  const money = split(t.price, quantity, fees, t.royaltyRate);
  const tradeNo = orderNo('T');

  // the NFT: out of the seller's holding, into the buyer's
  await q.query('UPDATE nft_items SET amount = amount - $2, listed = listed - $3 WHERE id = $1', [
    t.itemId,
    quantity,
    t.fromListed,
  ]);
  await q.query(
    `INSERT INTO nft_items (collection_id, token_id, name, image, erc_type, owner_user_id, amount, attributes)
     SELECT collection_id, token_id, name, image, erc_type, $2, $3, attributes FROM nft_items WHERE id = $1
     ON CONFLICT (collection_id, token_id, owner_user_id) DO UPDATE SET amount = nft_items.amount + EXCLUDED.amount`,
    [t.itemId, t.buyerId, quantity],
  );

  // read without a lock: an upsert of the account would serialise every sale on its row
  const feeAccount = await systemUser(q, 'market_fees');
  const creator = t.creatorUserId === null ? feeAccount : Number(t.creatorUserId);
  const legs: LedgerLeg[] = [
    { userId: t.buyerId, part: 'available', symbol: fees.symbol, amount: money.buyerPays.negated().toFixed() },
    { userId: t.sellerId, part: 'available', symbol: fees.symbol, amount: money.sellerGets.toFixed() },
    { userId: feeAccount, part: 'system', symbol: fees.symbol, amount: money.buyerFee.plus(money.sellerFee).toFixed() },
    {
      userId: creator,
      part: creator === feeAccount ? 'system' : 'available',
      symbol: fees.symbol,
      amount: money.royalty.toFixed(),
    },
  ];
  const transactionId = await postLedger(
    q,
    'nft_trade',
    tradeNo,
    legs.filter((leg) => !new BigNumber(leg.amount).isZero()),
  );
  const [trade] = await q.query<{ id: number }>(
    `INSERT INTO market_trades (trade_no, order_id, batch_no, buyer_id, seller_id, collection_id, token_id, quantity,
       price, symbol, buyer_fee, seller_fee, royalty, transaction_id, bid_order_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      tradeNo,
      t.orderId,
      t.batchNo,
      t.buyerId,
      t.sellerId,
      t.collectionId,
      t.tokenId,
      quantity,
      t.price,
      fees.symbol,
      money.buyerFee.toFixed(),
      money.sellerFee.toFixed(),
      money.royalty.toFixed(),
      transactionId,
      t.bidOrderId,
    ],
  );
  await payReferralShares(q, {
    tradeId: Number(trade!.id),
    tradeNo,
    buyerId: t.buyerId,
    sellerId: t.sellerId,
    symbol: fees.symbol,
    decimals: fees.decimals,
    buyerFee: money.buyerFee.toFixed(),
    sellerFee: money.sellerFee.toFixed(),
    feeAccount,
  });
  await q.query(
    'UPDATE nft_tokens SET last_price = $3, last_sold_at = now() WHERE collection_id = $1 AND token_id = $2',
    [t.collectionId, t.tokenId, t.price],
  );
  await refreshToken(q, t.collectionId, t.tokenId);
  await recordEvent(q, {
    kind: 'sale',
    collectionId: t.collectionId,
    tokenId: t.tokenId,
    orderId: t.orderId,
    quantity,
    price: t.price,
    symbol: fees.symbol,
    from: t.sellerId,
    to: t.buyerId,
  });
  await publishMarket(q, { kind: 'balance', user_ids: [t.buyerId, t.sellerId] });
  await tellTrade(q, { ...t, tradeNo, price: t.price, symbol: fees.symbol });
  return { tradeNo, tradeId: Number(trade!.id) };
}

const TRADE_COLUMNS = `tr.trade_no, o.order_no, tr.batch_no, c.symbol, ${collectionName()} AS collection_name,
  tr.token_id, t.name, t.image, tr.quantity, tr.price::text AS price, tr.symbol AS price_symbol,
  tr.buyer_fee::text AS buyer_fee, tr.seller_fee::text AS seller_fee, tr.royalty::text AS royalty,
  tr.buyer_id, b.nickname AS buyer_nickname, b.pay_id AS buyer_pay_id, s.nickname AS seller_nickname,
  s.pay_id AS seller_pay_id, ${epoch('tr.created_at')} AS created_at`;

export const TRADES_FROM = `FROM market_trades tr JOIN market_orders o ON o.id = tr.order_id
  JOIN nft_collections c ON c.id = tr.collection_id
  JOIN nft_tokens t ON t.collection_id = tr.collection_id AND t.token_id = tr.token_id
  JOIN users b ON b.id = tr.buyer_id JOIN users s ON s.id = tr.seller_id`;

export type TradeRow = Omit<MarketTrade, 'side' | 'amount' | 'total' | 'counterparty' | 'created_at'> & {
  buyer_id: number;
  buyer_nickname: string;
  buyer_pay_id: string;
  seller_nickname: string;
  seller_pay_id: string;
  created_at: string | number;
};

export function tradeOut(row: TradeRow, viewer: number): MarketTrade {
  const side = Number(row.buyer_id) === viewer ? 'buy' : 'sell';
  const amount = new BigNumber(row.price).times(row.quantity);
  const total = side === 'buy' ? amount.plus(row.buyer_fee) : amount.minus(row.seller_fee).minus(row.royalty);
  return {
    trade_no: row.trade_no,
    order_no: row.order_no,
    batch_no: row.batch_no,
    side,
    symbol: row.symbol,
    collection_name: row.collection_name,
    token_id: row.token_id,
    name: row.name,
    image: row.image,
    quantity: Number(row.quantity),
    price: dec(row.price),
    price_symbol: row.price_symbol,
    amount: dec(amount),
    buyer_fee: dec(row.buyer_fee),
    seller_fee: dec(row.seller_fee),
    royalty: dec(row.royalty),
    total: dec(total),
    counterparty:
      side === 'buy'
        ? { nickname: row.seller_nickname, pay_id: row.seller_pay_id }
        : { nickname: row.buyer_nickname, pay_id: row.buyer_pay_id },
    created_at: Number(row.created_at),
  };
}

/** One trade the caller took part in, by id or number, or 33041. */
export async function tradeOf(
  q: Queryable,
  lang: ServerLang,
  viewer: number,
  by: { id: number } | { tradeNo: string; side?: 'buy' | 'sell' },
): Promise<MarketTrade> {
  const [column, value] = 'id' in by ? ['tr.id', by.id] : ['tr.trade_no', by.tradeNo];
  const side = 'side' in by && by.side ? (by.side === 'buy' ? 'tr.buyer_id = $3' : 'tr.seller_id = $3') : null;
  const [row] = await q.query<TradeRow>(
    `SELECT ${TRADE_COLUMNS} ${TRADES_FROM}
      WHERE ${column} = $2 AND ${side ?? '(tr.buyer_id = $3 OR tr.seller_id = $3)'}`,
    [lang, value, viewer],
  );
  if (!row) throw new ApiError(Codes.MARKET_ORDER_NOT_FOUND, 'market_order_not_found');
  return tradeOut(row, viewer);
}

export { TRADE_COLUMNS, ORDER_COLUMNS };
