import { describe, expect, it } from 'vitest';
import { BID_MAX_SECONDS, BID_MIN_SECONDS } from '@/domain/bids';
import {
  acceptableEditions,
  bidCost,
  bidFormProblems,
  DEFAULT_EXPIRY,
  EXPIRY_CHOICES,
  expiryAt,
  hasProblem,
  timeLeft,
} from './bidForm';

const NOW = 1_800_000_000;
const rates = {
  buyer_fee_rate: '0.01',
  seller_fee_rate: '0.025',
  royalty_rate: '0.05',
  decimals: 2,
  price_symbol: 'USDT',
};
const range = { min_price: '0.01', max_price: '1000000', decimals: 2 };

describe('expiryAt', () => {
  it('offers the four presets and a date, 7 days by default', () => {
    expect(EXPIRY_CHOICES).toEqual(['3600', '86400', '604800', '2592000', 'date']);
    expect(expiryAt(DEFAULT_EXPIRY, '', NOW, 8)).toBe(NOW + 7 * 86_400);
    expect(expiryAt('3600', '2030-01-01', NOW, 8)).toBe(NOW + 3600);
  });

  it('ends a picked day at 23:59 in the zone the screen shows (UTC+8: 15:59 UTC)', () => {
    expect(expiryAt('date', '2027-03-05', NOW, 8)).toBe(Date.UTC(2027, 2, 5, 15, 59) / 1000);
    expect(expiryAt('date', '2027-03-05', NOW, 0)).toBe(Date.UTC(2027, 2, 5, 23, 59) / 1000);
  });

  it('has no end without a real day', () => {
    expect(expiryAt('date', '', NOW, 8)).toBeNull();
    expect(expiryAt('date', '2027-02-31', NOW, 8)).toBeNull();
    expect(expiryAt('date', '27-3-5', NOW, 8)).toBeNull();
  });
});

describe('bidFormProblems', () => {
  const draft = { price: '12.5', quantity: '1', maxQuantity: 1, expiresAt: NOW + 86_400 };

  it('accepts a valid bid', () => {
    const problems = bidFormProblems(draft, range, NOW);
    expect(problems).toEqual({ price: null, quantity: null, expiry: null });
    expect(hasProblem(problems)).toBe(false);
  });

  it('checks the price by the market rule, the coin decimals and range included', () => {
    expect(bidFormProblems({ ...draft, price: '' }, range, NOW).price).toBe('empty');
    expect(bidFormProblems({ ...draft, price: '1e3' }, range, NOW).price).toBe('invalid');
    expect(bidFormProblems({ ...draft, price: '0.00' }, range, NOW).price).toBe('zero');
    expect(bidFormProblems({ ...draft, price: '1.005' }, range, NOW).price).toBe('decimals');
    expect(bidFormProblems({ ...draft, price: '2000000' }, range, NOW).price).toBe('high');
  });

  it('asks whole editions, at most the most the bid may ask', () => {
    expect(bidFormProblems({ ...draft, quantity: '0' }, range, NOW).quantity).toBe('invalid');
    expect(bidFormProblems({ ...draft, quantity: '1.5' }, range, NOW).quantity).toBe('invalid');
    expect(bidFormProblems({ ...draft, quantity: '' }, range, NOW).quantity).toBe('invalid');
    expect(bidFormProblems({ ...draft, quantity: '2' }, range, NOW).quantity).toBe('high');
    expect(bidFormProblems({ ...draft, quantity: '5', maxQuantity: 10 }, range, NOW).quantity).toBeNull();
  });

  it('refuses an expiry outside 5 minutes to 180 days, or none', () => {
    expect(bidFormProblems({ ...draft, expiresAt: null }, range, NOW).expiry).toBe('empty');
    expect(bidFormProblems({ ...draft, expiresAt: NOW + BID_MIN_SECONDS - 1 }, range, NOW).expiry).toBe('too_soon');
    expect(bidFormProblems({ ...draft, expiresAt: NOW - 86_400 }, range, NOW).expiry).toBe('too_soon');
    expect(bidFormProblems({ ...draft, expiresAt: NOW + BID_MAX_SECONDS + 1 }, range, NOW).expiry).toBe('too_late');
    expect(bidFormProblems({ ...draft, expiresAt: NOW + BID_MAX_SECONDS }, range, NOW).expiry).toBeNull();
  });
});

describe('bidCost', () => {
  it('is price × editions plus the buyer fee, rounded as a purchase', () => {
    const cost = bidCost('10.05', 3, rates, { available: '100', open_total: '20' });
    // 30.15 + 1% = 0.3015 → 0.30 (half-up to 2 places)
    expect(cost).toMatchObject({ amount: '30.15', buyerFee: '0.3', total: '30.45', openWithThis: '50.45' });
    expect(cost?.short).toBeNull();
    expect(cost?.coversAll).toBe(true);
  });

  it('says how much the balance lacks, and whether it backs every open bid', () => {
    const cost = bidCost('50', 1, rates, { available: '40', open_total: '0' });
    expect(cost?.total).toBe('50.5');
    expect(cost?.short).toBe('10.5');
    expect(cost?.coversAll).toBe(false);
    const shared = bidCost('10', 1, rates, { available: '40', open_total: '35' });
    expect(shared?.short).toBeNull();
    expect(shared?.coversAll).toBe(false);
  });

  it('has nothing to say before a valid price and editions', () => {
    expect(bidCost('', 1, rates, { available: '1', open_total: '0' })).toBeNull();
    expect(bidCost('1', 0, rates, { available: '1', open_total: '0' })).toBeNull();
  });
});

describe('timeLeft', () => {
  it('says the largest whole unit left, at least a minute, and when it ended', () => {
    expect(timeLeft(NOW + 3 * 86_400 + 5, NOW)).toEqual({ unit: 'days', count: 3 });
    expect(timeLeft(NOW + 86_399, NOW)).toEqual({ unit: 'hours', count: 23 });
    expect(timeLeft(NOW + 30, NOW)).toEqual({ unit: 'minutes', count: 1 });
    expect(timeLeft(NOW, NOW)).toBe('ended');
  });
});

describe('acceptableEditions', () => {
  it('sells what the offer still asks, at most what the owner holds', () => {
    expect(acceptableEditions(5, 2)).toBe(2);
    expect(acceptableEditions(1, 3)).toBe(1);
    expect(acceptableEditions(4, 0)).toBe(0);
  });
});
