import BigNumber from 'bignumber.js';
import type { Queryable } from '../../../db';
import { ApiError, Codes } from '../../../errors';
import { publishMarket } from '../live';
import { consumeOrder, executeTrade, split, type Fees } from '../trade';
import { BID_MATCHES_TOKEN_SQL, BID_PRIORITY_SQL, LIVE_BID_SQL } from './rules.sql';

/**
 * Filling bids (docs/market.md, "Bids"): the locks every operation that can cross the book takes, what a bidder can
 * pay now, and the fill of one bid by one listing. Each fill is a trade (`executeTrade`, the purchase's own).
 */

/**
 * Takes the book lock of each collection, lowest id first, for the rest of the transaction. Placing a bid, listing,
 * re-pricing and taking a bid all take it before any row lock: a bid and a listing that cross, placed at the same
 * moment on two server instances, are then seen one after the other, and the second fills the first instead of
 * both standing crossed. A purchase of a listing needs no book lock: it crosses nothing (its row lock decides).
 */
export async function lockBooks(q: Queryable, collectionIds: number[]): Promise<void> {
  for (const id of [...new Set(collectionIds)].sort((a, b) => a - b))
    await q.query("SELECT pg_advisory_xact_lock(hashtext('market_book'), $1::int)", [id]);
}

/** The user's available (spot) balance in a coin: what every bid of theirs draws on when it fills. */
export async function availableOf(q: Queryable, userId: number, symbol: string): Promise<BigNumber> {
  const [row] = await q.query<{ available: string }>(
    "SELECT available::text FROM balances WHERE user_id = $1 AND account = 'spot' AND symbol = $2",
    [userId, symbol],
  );
  return new BigNumber(row?.available ?? 0);
}

/** How many of `wanted` editions at `price` (+ buyer fee) `available` pays, by the purchase's own rounding. */
export function editionsPaid(
  available: BigNumber,
  price: string,
  wanted: number,
  fees: Fees,
  royaltyRate: string,
): number {
  const each = new BigNumber(price).times(fees.buyerRate.plus(1));
  // the fee rounds per trade, not per edition: start just above the estimate and step down to what really fits
  let n = Math.min(wanted, available.div(each).integerValue(BigNumber.ROUND_FLOOR).toNumber() + 1);
  while (n > 0 && available.lt(split(price, n, fees, royaltyRate).buyerPays.toFixed())) n -= 1;
  return Math.max(0, n);
}

/**
 * Runs `work` in a savepoint: a bidder whose balance fails at the ledger (30001, e.g. spent by a concurrent
 * transaction since it was read) rolls back that fill alone and answers null; the transaction goes on.
 */
export async function tryFill<T>(q: Queryable, work: () => Promise<T>): Promise<T | null> {
  await q.query('SAVEPOINT bid_fill');
  try {
    const result = await work();
    await q.query('RELEASE SAVEPOINT bid_fill');
    return result;
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== Codes.INSUFFICIENT_BALANCE) throw error;
    await q.query('ROLLBACK TO SAVEPOINT bid_fill');
    await q.query('RELEASE SAVEPOINT bid_fill');
    return null;
  }
}

/** Tells the market about a bid's change; an offer's token holders hear it on their own channel too. */
export async function publishBid(
  q: Queryable,
  bid: { collection_id: number; token_id: string | null },
  userIds: number[],
): Promise<void> {
  const holders =
    bid.token_id === null
      ? []
      : await q.query<{ owner_user_id: number }>(
          'SELECT owner_user_id FROM nft_items WHERE collection_id = $1 AND token_id = $2 AND amount > 0',
          [bid.collection_id, bid.token_id],
        );
  const users = new Set([...userIds, ...holders.map((row) => Number(row.owner_user_id))]);
  await publishMarket(q, {
    kind: 'bid',
    collection_id: Number(bid.collection_id),
    token_id: bid.token_id,
    user_ids: [...users],
  });
}

/** An open listing, locked, with what its trade needs. */
export interface ListingLock {
  id: number;
  user_id: number;
  item_id: number;
  collection_id: number;
  token_id: string;
  name: string;
  remaining: number;
  price: string;
  symbol: string;
  royalty_rate: string;
  creator_user_id: number | null;
}

/** A live bid, locked. */
export interface BidLock {
  id: number;
  order_no: string;
  user_id: number;
  collection_id: number;
  token_id: string | null;
  remaining: number;
  price: string;
  symbol: string;
}

export const listingLock = (row: ListingLock): ListingLock => ({
  ...row,
  id: Number(row.id),
  user_id: Number(row.user_id),
  item_id: Number(row.item_id),
  collection_id: Number(row.collection_id),
  remaining: Number(row.remaining),
  creator_user_id: row.creator_user_id === null ? null : Number(row.creator_user_id),
});

export const bidLock = (row: BidLock): BidLock => ({
  ...row,
  id: Number(row.id),
  user_id: Number(row.user_id),
  collection_id: Number(row.collection_id),
  remaining: Number(row.remaining),
});

export const LISTING_LOCK_COLUMNS = `l.id, l.user_id, l.item_id, l.collection_id, l.token_id, t.name, l.remaining,
  l.price::text AS price, l.symbol, c.royalty_rate::text AS royalty_rate, c.creator_user_id`;
export const BID_LOCK_COLUMNS = `o.id, o.order_no, o.user_id, o.collection_id, o.token_id, o.remaining,
  o.price::text AS price, o.symbol`;

/**
 * One fill: `quantity` editions of the listing to the bid at `price` (the resting order's), the listing's editions
 * leaving its reserve. Both orders are locked by the caller; their rows in memory are updated too.
 */
export async function fillPair(
  q: Queryable,
  bid: BidLock,
  listing: ListingLock,
  quantity: number,
  price: string,
  fees: Fees,
): Promise<{ tradeNo: string; tradeId: number } | null> {
  const trade = await tryFill(q, async () => {
    await consumeOrder(q, listing.id, listing.remaining - quantity);
    await consumeOrder(q, bid.id, bid.remaining - quantity);
    return executeTrade(q, {
      orderId: listing.id,
      bidOrderId: bid.id,
      batchNo: '',
      buyerId: bid.user_id,
      sellerId: listing.user_id,
      itemId: listing.item_id,
      fromListed: quantity,
      collectionId: listing.collection_id,
      tokenId: listing.token_id,
      quantity,
      price,
      fees,
      royaltyRate: listing.royalty_rate,
      creatorUserId: listing.creator_user_id,
    });
  });
  if (!trade) return null;
  listing.remaining -= quantity;
  bid.remaining -= quantity;
  // the token sold, whatever the bid's scope: its screen's best bid and offers changed
  await publishBid(q, { collection_id: listing.collection_id, token_id: listing.token_id }, [
    bid.user_id,
    listing.user_id,
  ]);
  return trade;
}

/**
 * Fills the open listing `listingId` to the best live bids that match it, at each bid's price (the resting order's),
 * best price first, then oldest; a bid whose bidder cannot pay now is skipped and the next tried. The caller holds
 * the collection's book lock. Returns how many editions sold.
 */
export async function matchListing(q: Queryable, listingId: number, feesOf: (symbol: string) => Promise<Fees>) {
  const [row] = await q.query<ListingLock>(
    `SELECT ${LISTING_LOCK_COLUMNS}
       FROM market_orders l JOIN nft_tokens t ON t.collection_id = l.collection_id AND t.token_id = l.token_id
       JOIN nft_collections c ON c.id = l.collection_id
      WHERE l.id = $1 AND l.side = 'sell' AND l.status = 'open' FOR UPDATE OF l`,
    [listingId],
  );
  if (!row) return 0;
  const listing = listingLock(row);
  const params = [listing.collection_id, listing.token_id, listing.symbol, listing.price, listing.user_id];
  // the candidates by the books' indexes, one part per scope (a join on the whole matching rule reads every bid of
  // the collection); then the rule itself, with the lock, on those few
  const bidsOf = (scope: string, from = 'market_orders o') => `(SELECT o.id FROM ${from}
      WHERE o.collection_id = $1 AND ${scope} AND ${LIVE_BID_SQL} AND o.symbol = $3 AND o.price >= $4
        AND o.user_id <> $5 ORDER BY ${BID_PRIORITY_SQL} LIMIT 100)`;
  const candidates = await q.query<{ id: number }>(
    `${bidsOf('o.token_id = $2')}
     UNION ALL ${bidsOf('o.token_id IS NULL AND o.trait_type IS NULL')}
     UNION ALL ${bidsOf(
       `t.collection_id = $1 AND t.token_id = $2 AND o.token_id IS NULL AND o.trait_type = a->>'trait_type'
        AND o.trait_value = a->>'value'`,
       `nft_tokens t CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(t.attributes) = 'array'
          THEN t.attributes ELSE '[]' END) a JOIN market_orders o ON true`,
     )}`,
    params,
  );
  if (candidates.length === 0) return 0;
  const bids = (
    await q.query<BidLock>(
      `SELECT ${BID_LOCK_COLUMNS}
         FROM nft_tokens t JOIN market_orders o ON ${BID_MATCHES_TOKEN_SQL}
        WHERE t.collection_id = $1 AND t.token_id = $2 AND o.id = ANY($6::bigint[]) AND ${LIVE_BID_SQL}
          AND o.symbol = $3 AND o.price >= $4 AND o.user_id <> $5
        ORDER BY ${BID_PRIORITY_SQL} LIMIT 100 FOR UPDATE OF o`,
      [...params, candidates.map((row) => Number(row.id))],
    )
  ).map(bidLock);
  if (bids.length === 0) return 0;
  const fees = await feesOf(listing.symbol);
  const start = listing.remaining;
  for (const bid of bids) {
    if (listing.remaining === 0) break;
    const wanted = Math.min(listing.remaining, bid.remaining);
    const paid = editionsPaid(
      await availableOf(q, bid.user_id, bid.symbol),
      bid.price,
      wanted,
      fees,
      listing.royalty_rate,
    );
    if (paid > 0) await fillPair(q, bid, listing, paid, bid.price, fees);
  }
  return start - listing.remaining;
}
