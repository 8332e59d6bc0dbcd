import { notifyChannelSql, type Queryable } from '../../db';

/** What changed on the market: a token's orders or sales, or users' balances and holdings. */
export type MarketChange =
  | { kind: 'list' | 'change' | 'delist' | 'sale'; collection_id: number; token_id: string }
  | { kind: 'balance'; user_ids: number[] };

/** The PostgreSQL channel market changes travel on, so that every server instance on the database hears them. */
export const MARKET_CHANNEL = 'market';

/**
 * Announces a change from inside the transaction that made it: PostgreSQL delivers the notification on commit and
 * drops it on rollback, so listeners never hear of a sale that did not happen.
 */
export async function publishMarket(q: Queryable, change: MarketChange): Promise<void> {
  await q.query(`SELECT pg_notify(${notifyChannelSql(MARKET_CHANNEL)}, $1)`, [JSON.stringify(change)]);
}
