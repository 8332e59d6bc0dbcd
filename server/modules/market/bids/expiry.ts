import type { Queryable } from '../../../db';
import { feesOf } from '../trade';
import { lockBooks, matchListing, publishBid } from './fill';
import { BID_COST_JOINS, FUNDED_BID_SQL } from './rules.sql';

/**
 * The bids' jobs (server/lib/jobs.ts: they survive a restart and each runs on one instance at a time):
 * - `bid_expire` {id}, one per bid, due at its expiry: closes it as expired;
 * - `bid_sweep`, one per database, every minute: closes every bid past its expiry (a missed or failed per-bid job),
 *   and fills the pairs left crossed, e.g. a bid that became payable after a deposit, or a listing met by a bid
 *   whose bidder could not pay when it was listed.
 * Both are safe on several instances at once: expiring is one conditional UPDATE, and fills take the book lock.
 */
export const BID_EXPIRE_JOB = 'bid_expire';
export const BID_SWEEP_JOB = 'bid_sweep';
export const BID_SWEEP_KEY = 'bid-sweep';
export const BID_SWEEP_SECONDS = 60;
/**
 * Listings one sweep tries at most: a sweep is one transaction, and the next comes a minute later. A listing below
 * its collection's best payable bid that no bid matches (a trait bid on another value) is tried and left.
 */
const SWEEP_LISTINGS = 200;

/** Closes the open bids past their expiry (`ids`: only those), and tells their screens. Returns how many closed. */
export async function expireBids(q: Queryable, ids?: number[]): Promise<number> {
  const rows = await q.query<{ collection_id: number; token_id: string | null; user_id: number }>(
    `UPDATE market_orders SET status = 'expired', closed_at = now(), updated_at = now()
      WHERE id IN (SELECT id FROM market_orders
                    WHERE side = 'buy' AND status = 'open' AND expires_at <= now()
                      AND ($1::bigint[] IS NULL OR id = ANY($1::bigint[]))
                    ORDER BY expires_at LIMIT 1000 FOR UPDATE SKIP LOCKED)
      RETURNING collection_id, token_id, user_id`,
    [ids ?? null],
  );
  for (const row of rows)
    await publishBid(q, { collection_id: Number(row.collection_id), token_id: row.token_id }, [Number(row.user_id)]);
  return rows.length;
}

/** The per-bid job: expires the bid when due; a bid whose expiry is still ahead (run early) waits for it. */
export async function runBidExpiry(q: Queryable, id: number): Promise<void | { runAgainIn: number }> {
  const [bid] = await q.query<{ left: number }>(
    `SELECT ceil(extract(epoch FROM expires_at - now()))::int AS left FROM market_orders
      WHERE id = $1 AND side = 'buy' AND status = 'open'`,
    [id],
  );
  if (!bid) return;
  if (Number(bid.left) > 0) return { runAgainIn: Number(bid.left) };
  await expireBids(q, [id]);
}

/**
 * Fills the open listings that a live bid its bidder can pay meets (price at or above the listing's), a
 * collection's book at a time, lowest collection id first (the book locks' order). Returns the editions sold.
 * In steps, each served by an index: the best payable bid of each collection, then that collection's listings at or
 * below it (the tokens' cheapest listing, `best_price`, narrows them), then each listing's own bids (`matchListing`).
 * One query matching every listing against every bid took minutes on 100,000 of each (bench/marketSeed.ts).
 */
export async function fillCrossed(q: Queryable): Promise<number> {
  const tops = await q.query<{ collection_id: number; top: string }>(
    `SELECT o.collection_id, max(o.price)::text AS top FROM market_orders o ${BID_COST_JOINS}
      WHERE ${FUNDED_BID_SQL} GROUP BY o.collection_id ORDER BY o.collection_id`,
  );
  let sold = 0;
  let tried = 0;
  for (const { collection_id, top } of tops) {
    if (tried >= SWEEP_LISTINGS) break;
    const listings = await q.query<{ id: number }>(
      `SELECT l.id FROM nft_tokens t
         JOIN market_orders l ON l.collection_id = t.collection_id AND l.token_id = t.token_id
        WHERE t.collection_id = $1 AND t.best_price <= $2 AND l.side = 'sell' AND l.status = 'open' AND l.price <= $2
        ORDER BY l.price, l.id LIMIT $3`,
      [collection_id, top, SWEEP_LISTINGS - tried],
    );
    if (listings.length === 0) continue;
    await lockBooks(q, [Number(collection_id)]);
    for (const listing of listings) {
      tried += 1;
      sold += await matchListing(q, Number(listing.id), (symbol) => feesOf(q, symbol));
    }
  }
  return sold;
}

/** The recurring sweep: expiry, then the crossed pairs; it asks to run again in a minute. */
export async function runBidSweep(q: Queryable): Promise<{ runAgainIn: number }> {
  await expireBids(q);
  await fillCrossed(q);
  return { runAgainIn: BID_SWEEP_SECONDS };
}
