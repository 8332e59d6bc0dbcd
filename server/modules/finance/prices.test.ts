import BigNumber from 'bignumber.js';
import { describe, expect, it } from 'vitest';
import { priceAt, priceHistory, type PriceWalk } from './prices';

const HOUR = 3_600_000;
const anchor = new Date('2026-01-01T00:00:00Z');
const walk = (overrides: Partial<PriceWalk> = {}): PriceWalk => ({
  symbol: 'BTC',
  anchor_at: anchor,
  anchor_price: '60000',
  step_ppm: 600,
  seed: 'test-seed',
  ...overrides,
});

describe('price walk', () => {
  it('starts at the anchor price and is the same path for the same row (deterministic)', () => {
    expect(priceAt(walk(), anchor.getTime())).toBe('60000');
    const later = anchor.getTime() + 50 * HOUR + 17 * 60_000;
    expect(priceAt(walk(), later)).toBe(priceAt({ ...walk() }, later));
    // a fresh object with the same values after other walks were computed gives the same price
    priceAt(walk({ seed: 'other' }), later);
    expect(priceAt(walk(), later)).toBe(priceAt(walk(), later));
  });

  it('moves every minute, at most step_ppm per step, and another seed takes another path', () => {
    const start = anchor.getTime() + 10 * HOUR;
    const prices = Array.from({ length: 120 }, (_, i) => new BigNumber(priceAt(walk(), start + i * 60_000)));
    const moves = prices.slice(1).map((price, i) => price.dividedBy(prices[i]!).minus(1).abs());
    expect(moves.filter((move) => !move.isZero()).length).toBeGreaterThan(100);
    for (const move of moves) expect(move.lte('0.0006000001')).toBe(true);
    expect(priceAt(walk({ seed: 'other' }), start)).not.toBe(priceAt(walk(), start));
    // within a minute the price does not change
    expect(priceAt(walk(), start + 59_000)).toBe(priceAt(walk(), start));
  });

  it('keeps a fixed price with step 0 and never reaches zero', () => {
    expect(priceAt(walk({ step_ppm: 0, anchor_price: '1' }), anchor.getTime() + 900 * HOUR)).toBe('1');
    const tiny = walk({ anchor_price: '0.000000000000000001', step_ppm: 100000 });
    expect(new BigNumber(priceAt(tiny, anchor.getTime() + 100 * HOUR)).gt(0)).toBe(true);
  });

  it('draws charts of 24 h, 7 d and 30 d ending now, oldest first, on the same path', () => {
    const now = anchor.getTime() + 40 * 24 * HOUR + 123_456;
    const day = priceHistory(walk(), '24h', now);
    expect(day).toHaveLength(97);
    expect(day[96]!.price).toBe(priceAt(walk(), now));
    expect(day[96]!.time - day[0]!.time).toBe(24 * 3600);
    expect(priceHistory(walk(), '7d', now)).toHaveLength(169);
    const month = priceHistory(walk(), '30d', now);
    expect(month).toHaveLength(181);
    for (const point of month) expect(point.price).toBe(priceAt(walk(), point.time * 1000));
  });
});
