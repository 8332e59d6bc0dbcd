import { Codes } from '@/contract/codes';
import { PRICE_ALERT_LIMIT } from '@/contract/alert/kinds';
import type { PriceAlert, PriceAlertAddReq, ServerLang } from '@/contract';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { collectionName, collectionOf, decOrNull } from '../market/goods';
import { dec, epoch } from '../wallet/money';
import { feesOf, priceOf } from '../market/trade';
import { writeMessage } from '../message/write';

/** The price-alert check, every minute (one unfinished job per database, whatever the number of instances). */
export const PRICE_ALERT_JOB = 'price_alert_sweep';
export const PRICE_ALERT_KEY = 'price-alert-sweep';
export const PRICE_ALERT_SECONDS = 60;
/** Alerts one check tells or re-arms at most: a check is one transaction, and the next comes a minute later. */
const CHECK_BATCH = 500;

/** A collection's floor: its cheapest listed edition (as goods.ts computes it for the screens). */
const FLOOR = '(SELECT min(best_price) FROM nft_tokens WHERE collection_id = a.collection_id)';
/** Whether the floor is past the alert's price: at or below it, or at or above it. */
const PAST = `CASE a.direction WHEN 'below' THEN ${FLOOR} <= a.price ELSE ${FLOOR} >= a.price END`;

interface PriceAlertRow {
  id: number;
  symbol: string;
  name: string;
  image: string;
  direction: PriceAlert['direction'];
  price: string;
  price_symbol: string;
  floor_price: string | null;
  fired: boolean;
  last_fired_at: number | null;
  created_at: number;
}

const COLUMNS = `a.id, c.symbol, ${collectionName()} AS name, c.image, a.direction, a.price::text AS price,
  a.symbol AS price_symbol, ${FLOOR}::text AS floor_price, a.fired,
  ${epoch('a.last_fired_at')} AS last_fired_at, ${epoch('a.created_at')} AS created_at`;

const out = (row: PriceAlertRow): PriceAlert => ({
  ...row,
  id: Number(row.id),
  price: dec(row.price),
  floor_price: decOrNull(row.floor_price),
  fired: Boolean(row.fired),
  last_fired_at: row.last_fired_at === null ? null : Number(row.last_fired_at),
  created_at: Number(row.created_at),
});

/** The user's price alerts, newest first. */
export async function priceAlerts(q: Queryable, lang: ServerLang, userId: number, id?: number): Promise<PriceAlert[]> {
  const rows = await q.query<PriceAlertRow>(
    `SELECT ${COLUMNS} FROM price_alerts a JOIN nft_collections c ON c.id = a.collection_id
      WHERE a.user_id = $2 AND a.active AND ($3::bigint IS NULL OR a.id = $3) ORDER BY a.id DESC`,
    [lang, userId, id ?? null],
  );
  return rows.map(out);
}

/**
 * Adds a price alert (33033 collection, 33044 price as a listing's, 35011 past the limit). It tells of the next
 * crossing: when the floor is already past the price, it is armed as fired and tells once the floor has come back and
 * crossed again, so setting an alert never sends a notice at once.
 */
export async function addPriceAlert(
  q: Queryable,
  lang: ServerLang,
  userId: number,
  body: PriceAlertAddReq,
): Promise<PriceAlert> {
  const collection = await collectionOf(q, lang, body.symbol);
  const fees = await feesOf(q);
  const price = priceOf(body.price, fees);
  // the user's row serialises their adds, so two at once cannot both pass the limit
  await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const [count] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM price_alerts WHERE user_id = $1 AND active',
    [userId],
  );
  if (Number(count?.n ?? 0) >= PRICE_ALERT_LIMIT)
    throw new ApiError(Codes.PRICE_ALERT_LIMIT, 'price_alert_limit', { limit: PRICE_ALERT_LIMIT });
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO price_alerts (user_id, collection_id, direction, price, symbol, fired)
     SELECT $1, $2, $3, $4::numeric, $5,
            coalesce(CASE $3 WHEN 'below' THEN f.floor <= $4::numeric ELSE f.floor >= $4::numeric END, false)
       FROM (SELECT min(best_price) AS floor FROM nft_tokens WHERE collection_id = $2) f
     RETURNING id`,
    [userId, collection.id, body.direction, price.toFixed(), fees.symbol],
  );
  const [alert] = await priceAlerts(q, lang, userId, Number(row!.id));
  return alert!;
}

/** Removes one of the user's price alerts (35012 when it is not theirs or already gone). */
export async function removePriceAlert(q: Queryable, userId: number, id: number): Promise<void> {
  const rows = await q.query(
    'UPDATE price_alerts SET active = false WHERE id = $1 AND user_id = $2 AND active RETURNING id',
    [id, userId],
  );
  if (rows.length === 0) throw new ApiError(Codes.PRICE_ALERT_NOT_FOUND, 'price_alert_not_found');
}

interface Crossing {
  id: number;
  user_id: number;
  direction: 'below' | 'above';
  price: string;
  symbol: string;
  fired: boolean;
  fire_count: number;
  floor: string;
  collection: string;
  name: string;
}

/**
 * One check of every active price alert against its collection's floor: an alert whose floor crossed its price tells
 * its user once (a message, and through it the chat alert), and an alert that told re-arms once the floor is back.
 * A collection with nothing listed has no floor and changes nothing. Each crossing's notice is keyed by the alert and
 * its count of crossings, so a check run twice tells once. With `collectionId`, only that collection's alerts (the
 * check a listing change queues). An alert another check holds is skipped: that check tells it. Returns how many
 * told.
 */
export async function checkPriceAlerts(q: Queryable, collectionId?: number): Promise<number> {
  const rows = await q.query<Crossing>(
    `SELECT a.id, a.user_id, a.direction, a.price::text AS price, a.symbol, a.fired, a.fire_count,
            ${FLOOR}::text AS floor, c.symbol AS collection, ${collectionName("'en'")} AS name
       FROM price_alerts a JOIN nft_collections c ON c.id = a.collection_id
      WHERE a.active AND ($1::bigint IS NULL OR a.collection_id = $1) AND ${FLOOR} IS NOT NULL
        AND (${PAST}) <> a.fired
      ORDER BY a.id LIMIT ${CHECK_BATCH}
      FOR UPDATE OF a SKIP LOCKED`,
    [collectionId ?? null],
  );
  let told = 0;
  for (const row of rows) {
    if (row.fired) {
      await q.query('UPDATE price_alerts SET fired = false WHERE id = $1', [row.id]);
      continue;
    }
    const count = Number(row.fire_count) + 1;
    await q.query('UPDATE price_alerts SET fired = true, fire_count = $2, last_fired_at = now() WHERE id = $1', [
      row.id,
      count,
    ]);
    await writeMessage(q, {
      userId: Number(row.user_id),
      kind: 'trade',
      template: row.direction === 'below' ? 'price_alert_below' : 'price_alert_above',
      params: { name: row.name, floor: dec(row.floor), price: dec(row.price), symbol: row.symbol },
      link: `/nft/nftCollection?symbol=${encodeURIComponent(row.collection)}`,
      eventKey: `price_alert:${row.id}:${count}`,
    });
    told += 1;
  }
  return told;
}

/** The job: a check, then the next in a minute. */
export async function runPriceAlertCheck(q: Queryable): Promise<{ runAgainIn: number }> {
  await checkPriceAlerts(q);
  return { runAgainIn: PRICE_ALERT_SECONDS };
}
