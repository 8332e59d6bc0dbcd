import BigNumber from 'bignumber.js';
import type { Queryable } from '../../db';
import type { PublicCache } from '../../lib/publicCache';

/**
 * USD prices: a deterministic random walk per coin (table `coin_price_walks`, migration 041).
 *
 * From `anchor_at` the price takes one step a minute: step n multiplies it by 1 + z/1e6, where z is an
 * integer in [-step_ppm, step_ppm] drawn from a hash of (seed, symbol, n). The arithmetic is integer
 * (BigInt, price in units of 1e-18 USD, rounded down each step), so the same row gives the same path on every
 * server and every run, and the path is extended lazily up to the current minute when read. Every hour's
 * price is kept in memory (it never changes for the same row), so a price costs at most 60 steps.
 */
export interface PriceWalk {
  symbol: string;
  anchor_at: Date;
  anchor_price: string;
  step_ppm: number;
  seed: string;
}

const SCALE = 10n ** 18n;
const MILLION = 1_000_000n;
const MINUTE_MS = 60_000;
const STEPS_PER_HOUR = 60;

/** 32-bit FNV-1a of a string. */
function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A well-mixed 32-bit value of (key, n) (murmur3's finaliser over key ^ n). */
function mix(key: number, n: number): number {
  let h = (key ^ Math.imul(n, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

function toUnits(decimal: string): bigint {
  return BigInt(new BigNumber(decimal).times(SCALE.toString()).integerValue(BigNumber.ROUND_DOWN).toFixed(0));
}

function fromUnits(units: bigint): string {
  return new BigNumber(units.toString()).dividedBy(SCALE.toString()).toFixed();
}

class Walk {
  private readonly key: number;
  private readonly range: bigint;
  /** hours[h] = price (units) at minute 60·h after the anchor. */
  private readonly hours: bigint[];
  readonly anchorMs: number;

  constructor(readonly row: PriceWalk) {
    this.key = fnv(`${row.seed}\u0000${row.symbol}`);
    this.range = BigInt(row.step_ppm);
    this.hours = [toUnits(row.anchor_price)];
    this.anchorMs = row.anchor_at.getTime();
  }

  private step(price: bigint, n: number): bigint {
    if (this.range === 0n) return price;
    const z = (BigInt(mix(this.key, n)) % (2n * this.range + 1n)) - this.range;
    const next = (price * (MILLION + z)) / MILLION;
    return next > 0n ? next : 1n;
  }

  /** The price (units) at `minute` minutes after the anchor (before the anchor: the anchor price). */
  at(minute: number): bigint {
    if (minute <= 0) return this.hours[0]!;
    const hour = Math.floor(minute / STEPS_PER_HOUR);
    while (this.hours.length <= hour) {
      const h = this.hours.length - 1;
      let price = this.hours[h]!;
      for (let i = 0; i < STEPS_PER_HOUR; i++) price = this.step(price, h * STEPS_PER_HOUR + i);
      this.hours.push(price);
    }
    let price = this.hours[hour]!;
    for (let n = hour * STEPS_PER_HOUR; n < minute; n++) price = this.step(price, n);
    return price;
  }

  minuteOf(ms: number): number {
    return Math.floor((ms - this.anchorMs) / MINUTE_MS);
  }
}

/** Walks by the identity of their row: a changed row starts a new path. */
const walks = new Map<string, Walk>();

function walkOf(row: PriceWalk): Walk {
  const id = [row.symbol, row.anchor_at.toISOString(), row.anchor_price, row.step_ppm, row.seed].join('\u0000');
  let walk = walks.get(id);
  if (!walk) {
    walk = new Walk(row);
    walks.set(id, walk);
  }
  return walk;
}

async function loadWalks(q: Queryable): Promise<PriceWalk[]> {
  const rows = await q.query<Omit<PriceWalk, 'anchor_at'> & { anchor_at: Date | string }>(
    `SELECT w.symbol, w.anchor_at, w.anchor_price::text AS anchor_price, w.step_ppm, w.seed
       FROM coin_price_walks w JOIN coins c ON c.symbol = w.symbol`,
  );
  return rows.map((row) => ({ ...row, anchor_at: new Date(row.anchor_at) }));
}

/** Reads the walks (through the public cache when given: they change as rarely as the coins). */
export async function priceWalks(q: Queryable, cache?: PublicCache): Promise<Map<string, PriceWalk>> {
  const rows = cache ? await cache.get('coins', 'price_walks', () => loadWalks(q)) : await loadWalks(q);
  return new Map(rows.map((row) => [row.symbol, row]));
}

/** The USD price of `walk` at time `ms` (a decimal string). */
export function priceAt(walk: PriceWalk, ms: number): string {
  const w = walkOf(walk);
  return fromUnits(w.at(w.minuteOf(ms)));
}

/**
 * The current USD price of every coin: its walk's, or the `coins.usd_price` of a coin without a walk.
 * Decimal strings; the same minute gives the same answer.
 */
export async function currentPrices(q: Queryable, cache?: PublicCache, now = Date.now()): Promise<Map<string, string>> {
  const walkRows = await priceWalks(q, cache);
  const coins = cache ? await cache.get('coins', 'static_prices', () => staticPrices(q)) : await staticPrices(q);
  const prices = new Map<string, string>();
  for (const coin of coins) {
    const walk = walkRows.get(coin.symbol);
    prices.set(coin.symbol, walk ? priceAt(walk, now) : new BigNumber(coin.usd_price).toFixed());
  }
  return prices;
}

async function staticPrices(q: Queryable): Promise<{ symbol: string; usd_price: string }[]> {
  return q.query('SELECT symbol, usd_price::text AS usd_price FROM coins WHERE enabled ORDER BY sort, symbol');
}

/** Chart periods: their length and the spacing of their points. */
export const PRICE_PERIODS = {
  '24h': { minutes: 24 * 60, every: 15 },
  '7d': { minutes: 7 * 24 * 60, every: 60 },
  '30d': { minutes: 30 * 24 * 60, every: 240 },
} as const;
export type PricePeriod = keyof typeof PRICE_PERIODS;

/** Points of the chart of `period` ending at the current minute, oldest first: [unix seconds, price]. */
export function priceHistory(
  walk: PriceWalk,
  period: PricePeriod,
  now = Date.now(),
): { time: number; price: string }[] {
  const { minutes, every } = PRICE_PERIODS[period];
  const w = walkOf(walk);
  const last = w.minuteOf(now);
  const points: { time: number; price: string }[] = [];
  for (let minute = last - Math.floor(minutes / every) * every; minute <= last; minute += every) {
    points.push({ time: Math.floor((w.anchorMs + minute * MINUTE_MS) / 1000), price: fromUnits(w.at(minute)) });
  }
  return points;
}
