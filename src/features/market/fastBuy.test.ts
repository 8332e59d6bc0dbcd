import { describe, expect, it } from 'vitest';
import type { Listing } from '@/contract/nftMarket/types';
import { buyableEditions, planFastBuy, shortfall } from './fastBuy';

const listing = (order_no: string, price: string, remaining: number, mine = false): Listing => ({
  order_no,
  price,
  remaining,
  mine,
  price_symbol: 'USDT',
  seller: { nickname: 's', pay_id: '1' },
  created_at: 0,
});

describe('planFastBuy', () => {
  const book = [listing('C', '3', 5), listing('A', '1.5', 2), listing('M', '1', 9, true), listing('B', '2', 1)];

  it('takes the cheapest listings first, not the own ones, and splits the last', () => {
    expect(planFastBuy(book, 4)).toEqual({
      lines: [
        { order_no: 'A', quantity: 2, price: '1.5' },
        { order_no: 'B', quantity: 1, price: '2' },
        { order_no: 'C', quantity: 1, price: '3' },
      ],
      amount: '8',
      short: 0,
    });
  });

  it('says how many editions the listings cannot cover', () => {
    expect(planFastBuy(book, 10).short).toBe(2);
    expect(planFastBuy(book, 10).amount).toBe('20');
    expect(planFastBuy([], 1)).toEqual({ lines: [], amount: '0', short: 1 });
  });

  it('buys nothing for zero or a broken quantity', () => {
    expect(planFastBuy(book, 0).lines).toEqual([]);
    expect(planFastBuy(book, Number.NaN).lines).toEqual([]);
  });

  it('counts the editions one can buy', () => {
    expect(buyableEditions(book)).toBe(8);
  });
});

describe('shortfall', () => {
  it('is what the balance lacks, or null', () => {
    expect(shortfall('10', '10.1')).toBe('0.1');
    expect(shortfall('10.1', '10.1')).toBeNull();
    expect(shortfall('0.3', '0.1')).toBeNull();
  });
});
