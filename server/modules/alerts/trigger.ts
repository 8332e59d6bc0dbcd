import type { Queryable } from '../../db';
import { enqueueJob } from '../../lib/jobs';

/**
 * The price-alert check of one collection, asked for by a change to its listings (listed, repriced, delisted, sold),
 * so that an alert tells within seconds instead of at the next minute's sweep. The sweep stays: it catches what a
 * check missed (a change whose transaction committed after a queued check of its collection had already read the
 * floor) and alerts set while nothing changed.
 */
export const PRICE_ALERT_COLLECTION_JOB = 'price_alert_collection';
/**
 * Seconds a queued check waits: the changes of a burst (a seller repricing many tokens, a sweep of buys) queue one
 * check, which then reads the floor they left.
 */
export const PRICE_ALERT_COLLECTION_DELAY = 1;

/**
 * Queues the check of `collectionId`'s price alerts in the listing change's own transaction: nothing when nobody has
 * an alert on it, and one unfinished check per collection however many changes ask (the job's key), on any number of
 * instances. Called where a token's cheapest listing is recomputed (market/trade.ts `refreshToken`).
 */
export async function queuePriceAlertCheck(q: Queryable, collectionId: number): Promise<void> {
  const [watched] = await q.query('SELECT 1 FROM price_alerts WHERE collection_id = $1 AND active LIMIT 1', [
    collectionId,
  ]);
  if (!watched) return;
  await enqueueJob(
    q,
    PRICE_ALERT_COLLECTION_JOB,
    { collectionId },
    { key: `price-alert:${collectionId}`, delaySeconds: PRICE_ALERT_COLLECTION_DELAY },
  );
}
