import { notifyChannelSql, type Queryable } from '../../db';

/**
 * What moved in one user's wallet: a deposit seen on the chain (pending), confirming, or credited; a withdrawal's
 * new status (placed, broadcast, done, failed, cancelled).
 */
export type WalletEvent = 'deposit_seen' | 'deposit_confirming' | 'deposit_credited' | 'withdrawal';

/**
 * What changed on the market: a token's orders or sales, or users' balances and holdings; and, on the same channel,
 * what moved in a user's wallet (told to that user only).
 */
export type MarketChange =
  | { kind: 'list' | 'change' | 'delist' | 'sale'; collection_id: number; token_id: string }
  | { kind: 'balance'; user_ids: number[] }
  /**
   * A bid was placed, filled, taken, cancelled or expired: on one token (an offer; null for a collection or trait
   * bid). `user_ids`: who is told on their own channel (the bidder, an offer's token holders, a fill's seller).
   */
  | { kind: 'bid'; collection_id: number; token_id: string | null; user_ids: number[] }
  | { kind: 'wallet'; user_id: number; event: WalletEvent }
  /** A message was written to the user (server/modules/message): their badge and message list refetch. */
  | { kind: 'message'; user_id: number };

/** The PostgreSQL channel live changes travel on, so that every server instance on the database hears them. */
export const MARKET_CHANNEL = 'market';

/**
 * Announces a change from inside the transaction that made it: PostgreSQL delivers the notification on commit and
 * drops it on rollback, so listeners never hear of a sale that did not happen.
 */
export async function publishMarket(q: Queryable, change: MarketChange): Promise<void> {
  await q.query(`SELECT pg_notify(${notifyChannelSql(MARKET_CHANNEL)}, $1)`, [JSON.stringify(change)]);
}

/** Tells `userId`'s open screens that a message arrived for them, from inside the transaction that wrote it. */
export async function publishMessage(q: Queryable, userId: number): Promise<void> {
  await publishMarket(q, { kind: 'message', user_id: userId });
}

/** Tells `userId`'s open screens that their wallet moved, from inside the transaction that moved it. */
export async function publishWallet(q: Queryable, userId: number, event: WalletEvent): Promise<void> {
  await publishMarket(q, { kind: 'wallet', user_id: userId, event });
}
