import BigNumber from 'bignumber.js';
import type { BidKind } from '@/contract/nftMarket/types';
import { bidExpiryProblem, MAX_OPEN_BIDS } from '@/domain/bids';
import type { Queryable } from '../../../db';
import { ApiError, Codes } from '../../../errors';
import { enqueueJob } from '../../../lib/jobs';
import { dec } from '../../wallet/money';
import { MARKET_COIN } from '../goods';
import { changePrice, executeTrade, consumeOrder, feesOf, listItem, orderNo, priceOf, split } from '../trade';
import { tellOfferPlaced } from '../../message/events';
import type { ListLine } from '../trade';
import { BID_EXPIRE_JOB } from './expiry';
import {
  availableOf,
  BID_LOCK_COLUMNS,
  bidLock,
  editionsPaid,
  fillPair,
  LISTING_LOCK_COLUMNS,
  listingLock,
  lockBooks,
  matchListing,
  publishBid,
  type BidLock,
  type ListingLock,
} from './fill';
import { BID_MATCHES_TOKEN_SQL } from './rules.sql';

/**
 * Placing, taking and cancelling bids, and the listing side of matching (docs/market.md, "Bids"). Every function
 * runs in the caller's transaction; those that can cross the book take the collection's book lock first.
 */

export interface BidTarget {
  symbol: string;
  token_id?: string | undefined;
  trait_type?: string | undefined;
  trait_value?: string | undefined;
}

export interface BidTerms {
  price: string;
  price_symbol?: string | undefined;
  quantity?: number | undefined;
  /** Unix seconds. */
  expires_at: number;
}

export interface PlacedFill {
  trade_no: string;
  token_id: string;
  name: string;
  price: string;
  quantity: number;
}

/** The bid's collection: an unknown one is 33040 for an offer (no such token, as goods_info) and 33033 for a quote. */
async function collectionBySymbol(q: Queryable, symbol: string, kind: BidKind) {
  const [row] = await q.query<{ id: number; erc_type: string }>(
    'SELECT id, erc_type FROM nft_collections WHERE symbol = $1',
    [symbol.trim().toUpperCase()],
  );
  if (!row && kind === 'offer') throw new ApiError(Codes.MARKET_GOODS_NOT_FOUND, 'market_goods_not_found');
  if (!row) throw new ApiError(Codes.NFT_COLLECTION_NOT_FOUND, 'nft_collection_not_found');
  return { id: Number(row.id), erc_type: row.erc_type };
}

/** An offer's token: it exists, its standard, and whether the bidder holds every edition of it (33043). */
async function checkOfferToken(q: Queryable, userId: number, collectionId: number, tokenId: string, quantity: number) {
  const [token] = await q.query<{ erc_type: string; total: number; mine: number }>(
    `SELECT t.erc_type, coalesce(sum(i.amount), 0)::int AS total,
            coalesce(sum(i.amount) FILTER (WHERE i.owner_user_id = $3), 0)::int AS mine
       FROM nft_tokens t LEFT JOIN nft_items i ON i.collection_id = t.collection_id AND i.token_id = t.token_id
      WHERE t.collection_id = $1 AND t.token_id = $2 GROUP BY t.erc_type`,
    [collectionId, tokenId, userId],
  );
  if (!token) throw new ApiError(Codes.MARKET_GOODS_NOT_FOUND, 'market_goods_not_found');
  if (token.erc_type === 'ERC721' && quantity !== 1)
    throw new ApiError(Codes.MARKET_QUANTITY_INVALID, 'market_quantity_invalid', { available: 1 });
  if (Number(token.mine) > 0 && Number(token.mine) >= Number(token.total))
    throw new ApiError(Codes.MARKET_OWN_ORDER, 'bid_own_token');
}

/** A trait bid's pair must be a value some token of the collection has (a number stored as such matches its text). */
async function checkTrait(q: Queryable, collectionId: number, traitType: string, traitValue: string) {
  const [known] = await q.query(
    `SELECT 1 FROM nft_tokens t, jsonb_array_elements(CASE WHEN jsonb_typeof(t.attributes) = 'array'
              THEN t.attributes ELSE '[]' END) a
      WHERE t.collection_id = $1 AND a->>'trait_type' = $2 AND a->>'value' = $3 LIMIT 1`,
    [collectionId, traitType, traitValue],
  );
  if (!known)
    throw new ApiError(Codes.BID_TRAIT_UNKNOWN, 'bid_trait_unknown', { trait: `${traitType}: ${traitValue}` });
}

/**
 * Places a bid, then buys at once the listings at or below its price that it matches (cheapest, then oldest; never
 * the bidder's own), at each listing's price, up to its quantity; the rest stands. A bid whose bidder cannot pay
 * the first of those purchases is refused (30001) and nothing is placed: it would otherwise stand crossed with a
 * listing it cannot buy. Later purchases it cannot pay stop the buying, and the rest stands (shown unfunded).
 */
export async function placeBid(
  q: Queryable,
  userId: number,
  kind: BidKind,
  target: BidTarget,
  terms: BidTerms,
): Promise<{ orderId: number; orderNo: string; fills: PlacedFill[] }> {
  const collection = await collectionBySymbol(q, target.symbol, kind);
  await lockBooks(q, [collection.id]);
  const expiry = bidExpiryProblem(terms.expires_at, Math.floor(Date.now() / 1000));
  if (expiry) throw new ApiError(Codes.BID_EXPIRY_INVALID, `bid_expiry_${expiry}`);
  const fees = await feesOf(q, terms.price_symbol ?? MARKET_COIN);
  const price = priceOf(terms.price, fees).toFixed();
  const quantity = terms.quantity ?? 1;
  const tokenId = kind === 'offer' ? (target.token_id ?? null) : null;
  if (kind === 'offer') {
    if (!tokenId) throw new ApiError(Codes.MARKET_GOODS_NOT_FOUND, 'market_goods_not_found');
    await checkOfferToken(q, userId, collection.id, tokenId, quantity);
  }
  const traitType = kind === 'offer' ? null : (target.trait_type ?? null);
  const traitValue = kind === 'offer' ? null : (target.trait_value ?? null);
  if (traitType !== null || traitValue !== null) {
    if (traitType === null || traitValue === null)
      throw new ApiError(Codes.BID_TRAIT_UNKNOWN, 'bid_trait_unknown', { trait: traitType ?? traitValue ?? '' });
    await checkTrait(q, collection.id, traitType, traitValue);
  }
  // the limit is per user across collections: the book lock above serialises one collection only, so two bids of
  // one user on two collections would both count 199. Taken after the book lock and by nothing else: no lock cycle.
  await q.query("SELECT pg_advisory_xact_lock(hashtext('market_bid_user'), $1::int)", [userId]);
  const [open] = await q.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM market_orders WHERE user_id = $1 AND side = 'buy' AND status = 'open'",
    [userId],
  );
  if (Number(open?.count ?? 0) >= MAX_OPEN_BIDS)
    throw new ApiError(Codes.BID_LIMIT, 'bid_limit', { max: MAX_OPEN_BIDS });

  const no = orderNo('B');
  const [inserted] = await q.query<BidLock>(
    `INSERT INTO market_orders AS o (order_no, side, kind, status, user_id, collection_id, token_id, quantity, remaining,
       price, symbol, expires_at, trait_type, trait_value)
     VALUES ($1, 'buy', $2, 'open', $3, $4, $5, $6, $6, $7, $8, to_timestamp($9), $10, $11)
     RETURNING ${BID_LOCK_COLUMNS}`,
    [no, kind, userId, collection.id, tokenId, quantity, price, fees.symbol, terms.expires_at, traitType, traitValue],
  );
  const bid = bidLock(inserted!);
  await enqueueJob(
    q,
    BID_EXPIRE_JOB,
    { id: bid.id },
    { key: `bid-expire:${bid.id}`, delaySeconds: Math.max(0, terms.expires_at - Math.floor(Date.now() / 1000)) },
  );

  // the listings it meets now, cheapest first, then oldest; at most one per edition it wants (a token's cheapest
  // listing, `best_price`, narrows a large collection to the tokens listed at or below the price, by its index)
  const listings = (
    await q.query<ListingLock>(
      `SELECT ${LISTING_LOCK_COLUMNS}
         FROM market_orders o JOIN nft_tokens t ON ${BID_MATCHES_TOKEN_SQL}
         JOIN market_orders l ON l.collection_id = t.collection_id AND l.token_id = t.token_id
         JOIN nft_collections c ON c.id = l.collection_id
        WHERE o.id = $1 AND t.best_price <= o.price
          AND l.side = 'sell' AND l.status = 'open' AND l.symbol = o.symbol AND l.price <= o.price
          AND l.user_id <> o.user_id
        ORDER BY l.price, l.id LIMIT $2 FOR UPDATE OF l`,
      [bid.id, quantity],
    )
  ).map(listingLock);
  const fills: PlacedFill[] = [];
  for (const listing of listings) {
    if (bid.remaining === 0) break;
    const wanted = Math.min(bid.remaining, listing.remaining);
    const available = await availableOf(q, userId, fees.symbol);
    const paid = editionsPaid(available, listing.price, wanted, fees, listing.royalty_rate);
    const trade = paid > 0 ? await fillPair(q, bid, listing, paid, listing.price, fees) : null;
    if (!trade) {
      if (fills.length === 0) throw new ApiError(Codes.INSUFFICIENT_BALANCE, 'insufficient_balance');
      break;
    }
    fills.push({
      trade_no: trade.tradeNo,
      token_id: listing.token_id,
      name: listing.name,
      price: dec(listing.price),
      quantity: paid,
    });
    if (paid < wanted) break;
  }
  await publishBid(q, bid, [userId]);
  if (tokenId !== null)
    await tellOfferPlaced(q, {
      id: bid.id,
      bidderId: userId,
      collectionId: collection.id,
      tokenId,
      price,
      symbol: fees.symbol,
    });
  return { orderId: bid.id, orderNo: no, fills };
}

/** A bid by number for a change by `userId`, locked after its collection's book lock; 33041 when not a bid. */
async function lockBidForChange(q: Queryable, no: string) {
  const [found] = await q.query<{ collection_id: number }>(
    "SELECT collection_id FROM market_orders WHERE order_no = $1 AND side = 'buy'",
    [no],
  );
  if (!found) throw new ApiError(Codes.MARKET_ORDER_NOT_FOUND, 'market_order_not_found');
  await lockBooks(q, [Number(found.collection_id)]);
  const [row] = await q.query<
    BidLock & { kind: BidKind; status: string; live: boolean; trait_type: string | null; trait_value: string | null }
  >(
    `SELECT ${BID_LOCK_COLUMNS}, o.kind, o.status, o.expires_at > now() AS live, o.trait_type, o.trait_value
       FROM market_orders o WHERE o.order_no = $1 FOR UPDATE`,
    [no],
  );
  return { ...row!, ...bidLock(row!) };
}

/** Which calls cancel and take which kinds: offers through offer_*, the standing bids through quote_*. */
export const kindsOf = (family: 'offer' | 'quote'): BidKind[] =>
  family === 'offer' ? ['offer'] : ['quote', 'entrust'];

/** Cancels the caller's open bid: 33041 another user's or another family's, 33042 already closed. */
export async function cancelBid(q: Queryable, userId: number, no: string, family: 'offer' | 'quote'): Promise<void> {
  const bid = await lockBidForChange(q, no);
  if (bid.user_id !== userId || !kindsOf(family).includes(bid.kind))
    throw new ApiError(Codes.MARKET_ORDER_NOT_FOUND, 'market_order_not_found');
  if (bid.status !== 'open') throw new ApiError(Codes.MARKET_ORDER_CLOSED, 'bid_closed');
  await q.query("UPDATE market_orders SET status = 'cancelled', closed_at = now(), updated_at = now() WHERE id = $1", [
    bid.id,
  ]);
  await publishBid(q, bid, [userId]);
}

export interface TakeLine {
  order_no: string;
  item_id: number;
  /** The bid's price the seller saw. */
  price: string;
  quantity?: number | undefined;
}

/**
 * Sells editions of the caller's holding to one bid at the bid's price: the free editions first, then editions
 * taken back from the seller's open listings of that holding (the dearest listings first; one left without
 * editions closes). Refusals: 33041 not a bid of this family, 33042 closed or expired, 33043 the caller's own bid,
 * 33047 the price changed, 33052 the item does not match, 33045 quantity, 33046 editions not free to sell (in the
 * game, being withdrawn), 33051 the bidder cannot pay now.
 */
export async function takeBid(
  q: Queryable,
  sellerId: number,
  line: TakeLine,
  family: 'offer' | 'quote',
): Promise<{ tradeNo: string; tradeId: number }> {
  const bid = await lockBidForChange(q, line.order_no);
  if (!kindsOf(family).includes(bid.kind)) throw new ApiError(Codes.MARKET_ORDER_NOT_FOUND, 'market_order_not_found');
  if (bid.status !== 'open' || !bid.live) throw new ApiError(Codes.MARKET_ORDER_CLOSED, 'bid_closed');
  if (bid.user_id === sellerId) throw new ApiError(Codes.MARKET_OWN_ORDER, 'bid_own');
  if (!new BigNumber(line.price).eq(bid.price))
    throw new ApiError(Codes.MARKET_CART_CHANGED, 'bid_price_changed', { price: bid.price, symbol: bid.symbol });
  // the holding's listings before the holding: a purchase of one of them locks the listing, then the holding
  await q.query("SELECT id FROM market_orders WHERE item_id = $1 AND side = 'sell' AND status = 'open' FOR UPDATE", [
    line.item_id,
  ]);
  const [item] = await q.query<{
    token_id: string;
    erc_type: string;
    free: number;
    listed: number;
    matches: boolean;
    royalty_rate: string;
    creator_user_id: number | null;
  }>(
    `SELECT i.token_id, i.erc_type, i.amount - i.in_package - i.withdrawing - i.listed AS free, i.listed,
            EXISTS (SELECT 1 FROM market_orders o WHERE o.id = $3 AND ${BID_MATCHES_TOKEN_SQL}) AS matches,
            c.royalty_rate::text AS royalty_rate, c.creator_user_id
       FROM nft_items i JOIN nft_tokens t ON t.collection_id = i.collection_id AND t.token_id = i.token_id
       JOIN nft_collections c ON c.id = i.collection_id
      WHERE i.id = $1 AND i.owner_user_id = $2 AND i.amount > 0 FOR UPDATE OF i`,
    [line.item_id, sellerId, bid.id],
  );
  if (!item) throw new ApiError(Codes.NFT_NOT_FOUND, 'nft_not_found');
  if (!item.matches) throw new ApiError(Codes.BID_NOT_MATCHING, 'bid_not_matching');
  const quantity = line.quantity ?? 1;
  if (quantity > bid.remaining || (item.erc_type === 'ERC721' && quantity !== 1))
    throw new ApiError(Codes.MARKET_QUANTITY_INVALID, 'market_quantity_invalid', { available: bid.remaining });
  const free = Math.max(0, Number(item.free));
  if (quantity > free + Number(item.listed))
    throw new ApiError(Codes.MARKET_NOT_LISTABLE, 'bid_not_sellable', { available: free + Number(item.listed) });
  const fees = await feesOf(q, bid.symbol);
  const cost = split(bid.price, quantity, fees, item.royalty_rate).buyerPays.toFixed();
  if ((await availableOf(q, bid.user_id, bid.symbol)).lt(cost))
    throw new ApiError(Codes.BID_NOT_FUNDED, 'bid_not_funded');

  await releaseListed(q, line.item_id, quantity - Math.min(quantity, free));
  await consumeOrder(q, bid.id, bid.remaining - quantity);
  try {
    const trade = await executeTrade(q, {
      orderId: bid.id,
      bidOrderId: bid.id,
      batchNo: '',
      buyerId: bid.user_id,
      sellerId,
      itemId: line.item_id,
      fromListed: 0,
      collectionId: bid.collection_id,
      tokenId: item.token_id,
      quantity,
      price: bid.price,
      fees,
      royaltyRate: item.royalty_rate,
      creatorUserId: item.creator_user_id === null ? null : Number(item.creator_user_id),
    });
    await publishBid(q, { collection_id: bid.collection_id, token_id: item.token_id }, [bid.user_id, sellerId]);
    return trade;
  } catch (error) {
    // the bidder's balance moved between the check and the ledger
    if (error instanceof ApiError && error.code === Codes.INSUFFICIENT_BALANCE)
      throw new ApiError(Codes.BID_NOT_FUNDED, 'bid_not_funded');
    throw error;
  }
}

/** Takes `editions` back from the seller's open listings of a holding, dearest first; a listing left empty closes. */
async function releaseListed(q: Queryable, itemId: number, editions: number) {
  if (editions <= 0) return;
  const listings = await q.query<{ id: number; remaining: number; collection_id: number; token_id: string }>(
    `SELECT id, remaining, collection_id, token_id FROM market_orders
      WHERE item_id = $1 AND side = 'sell' AND status = 'open' ORDER BY price DESC, id DESC FOR UPDATE`,
    [itemId],
  );
  let left = editions;
  for (const listing of listings) {
    if (left === 0) break;
    const take = Math.min(left, Number(listing.remaining));
    left -= take;
    await q.query(
      `UPDATE market_orders SET remaining = remaining - $2, updated_at = now(),
              status = CASE WHEN remaining = $2 THEN 'cancelled' ELSE status END,
              closed_at = CASE WHEN remaining = $2 THEN now() END
        WHERE id = $1`,
      [listing.id, take],
    );
    await q.query('UPDATE nft_items SET listed = listed - $2 WHERE id = $1', [itemId, take]);
  }
}

/** Lists as `on` does, then sells the new listing at once to the best bids at or above its price. */
export async function listAndMatch(q: Queryable, userId: number, line: ListLine, fees: Parameters<typeof listItem>[3]) {
  const [item] = await q.query<{ collection_id: number }>('SELECT collection_id FROM nft_items WHERE id = $1', [
    line.item_id,
  ]);
  if (item) await lockBooks(q, [Number(item.collection_id)]);
  const no = await listItem(q, userId, line, fees);
  await matchNew(q, no);
  return no;
}

/** Re-prices as `change` does, then sells the listing at once to the best bids at or above its new price. */
export async function changeAndMatch(q: Queryable, userId: number, no: string, price: string) {
  const [order] = await q.query<{ collection_id: number }>(
    'SELECT collection_id FROM market_orders WHERE order_no = $1',
    [no],
  );
  if (order) await lockBooks(q, [Number(order.collection_id)]);
  await changePrice(q, userId, no, price);
  await matchNew(q, no);
}

async function matchNew(q: Queryable, no: string) {
  const [listing] = await q.query<{ id: number }>('SELECT id FROM market_orders WHERE order_no = $1', [no]);
  if (listing) await matchListing(q, Number(listing.id), (symbol) => feesOf(q, symbol));
}

export { editionsPaid };
