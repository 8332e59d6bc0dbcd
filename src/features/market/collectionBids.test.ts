import { describe, expect, it } from 'vitest';
import type { EntrustCheckRes } from '@/contract/quote/types';
import { bidRequest, previewSummary, quantityProblem } from './collectionBids';

const range = { min_price: '0.01', max_price: '1000000', decimals: 2 };
const form = { price: '12.5', quantity: '3', traitType: '', traitValue: '' };

const check = (over: Partial<EntrustCheckRes>): EntrustCheckRes => ({
  price_symbol: 'USDT',
  lines: [],
  fill_now: 0,
  pay_now: '0',
  rest: 3,
  cost_each: '12.625',
  available: '100',
  open_total: '0',
  enough: true,
  ...over,
});

describe('the bid request a collection bid form makes', () => {
  it('is a collection bid, or a trait bid with both its type and value', () => {
    expect(bidRequest(form, 'ROBOT', range)).toEqual({ symbol: 'ROBOT', price: '12.5', quantity: 3 });
    expect(bidRequest({ ...form, traitType: 'Fur', traitValue: 'Gold' }, 'ROBOT', range)).toEqual({
      symbol: 'ROBOT',
      price: '12.5',
      quantity: 3,
      trait_type: 'Fur',
      trait_value: 'Gold',
    });
    // a type without its value is neither: the preview waits
    expect(bidRequest({ ...form, traitType: 'Fur' }, 'ROBOT', range)).toBeNull();
  });

  it('waits for a price and editions the server would take', () => {
    for (const price of ['', '0', '1.', '12.555', '2000000', '1e3'])
      expect(bidRequest({ ...form, price }, 'R', range)).toBeNull();
    for (const quantity of ['', '0', '01', '1.5', '10001'])
      expect(bidRequest({ ...form, quantity }, 'R', range)).toBeNull();
    expect(quantityProblem('10000')).toBeNull();
    expect(quantityProblem('10001')).toBe('high');
    expect(quantityProblem('-1')).toBe('invalid');
  });
});

describe('what the entrustment preview says', () => {
  it('a bid that meets no listing only stands: a quote, with what all of it costs when it fills', () => {
    const summary = previewSummary(check({}));
    expect(summary).toMatchObject({ fillNow: 0, rest: 3, restTotal: '37.875', short: null, call: 'quote' });
    expect(summary.restFunded).toBe(true);
  });

  it('a bid that meets cheaper listings buys them now (an entrustment order) and the rest stands', () => {
    const summary = previewSummary(check({ fill_now: 2, pay_now: '20.2', rest: 1, available: '30' }));
    expect(summary).toMatchObject({ fillNow: 2, payNow: '20.2', rest: 1, restTotal: '12.625', call: 'entrust' });
    // 30 − 20.2 = 9.8 left: not enough for one more at 12.625, so the rest would stand unfunded
    expect(summary.restFunded).toBe(false);
    expect(previewSummary(check({ fill_now: 2, pay_now: '20.2', rest: 1, available: '32.825' })).restFunded).toBe(true);
  });

  it('says exactly how much is missing when the balance cannot pay what fills now (no float error)', () => {
    const summary = previewSummary(
      check({ fill_now: 3, pay_now: '0.3', rest: 0, available: '0.1', enough: false, cost_each: '0.1' }),
    );
    expect(summary.short).toBe('0.2');
    expect(summary.restTotal).toBe('0');
    expect(summary.restFunded).toBe(true);
  });
});
