import { describe, expect, it } from 'vitest';
import type { MarketTrade } from '@/contract/nftMarket/types';
import {
  ACTIVITY_FILTERS,
  activityCounterparty,
  activityKindsOf,
  activityLabel,
  cancelBatches,
  goodsKey,
  oneOf,
  ORDER_FILTERS,
  orderStatusOf,
  priceProblem,
  toggleKey,
  tradeFigures,
  tradeSourceOf,
} from './records';

const alice = { nickname: 'Alice', pay_id: '100001' };
const bob = { nickname: 'Bob', pay_id: '100002' };

describe('filters from the URL', () => {
  it('reads a known value and falls back to the first for anything else', () => {
    expect(oneOf(ORDER_FILTERS, 'filled')).toBe('filled');
    expect(oneOf(ORDER_FILTERS, 'FILLED')).toBe('all');
    expect(oneOf(ORDER_FILTERS, null)).toBe('all');
    expect(oneOf(ACTIVITY_FILTERS, 'sale')).toBe('sale');
  });

  it('turns a filter into the call body', () => {
    expect(orderStatusOf('all')).toEqual({});
    expect(orderStatusOf('open')).toEqual({ status: 'open' });
    expect(activityKindsOf('all')).toEqual({});
    expect(activityKindsOf('delist')).toEqual({ kinds: ['delist'] });
  });

  it('picks the trade list of a tab', () => {
    expect(tradeSourceOf('bought', 'out')).toBe('buy');
    expect(tradeSourceOf('sold', 'in')).toBe('sell');
    expect(tradeSourceOf('transfers', 'in')).toBe('in');
    expect(tradeSourceOf('transfers', 'out')).toBe('out');
  });
});

describe('an activity entry from the caller side', () => {
  const sale = { kind: 'sale' as const, from: alice, to: bob };

  it('names a sale sold or bought, with the other party', () => {
    expect(activityLabel(sale, alice.pay_id)).toBe('sold');
    expect(activityCounterparty(sale, alice.pay_id)).toBe('Bob');
    expect(activityLabel(sale, bob.pay_id)).toBe('bought');
    expect(activityCounterparty(sale, bob.pay_id)).toBe('Alice');
  });

  it('says only "sale" while the caller is unknown, and keeps the other kinds', () => {
    expect(activityLabel(sale, null)).toBe('sale');
    expect(activityCounterparty(sale, null)).toBeNull();
    const listed = { kind: 'list' as const, from: alice, to: null };
    expect(activityLabel(listed, alice.pay_id)).toBe('list');
    expect(activityCounterparty(listed, alice.pay_id)).toBeNull();
  });
});

describe('tradeFigures', () => {
  const trade: MarketTrade = {
    trade_no: 'T000001',
    order_no: 'O000001',
    batch_no: '',
    side: 'buy',
    symbol: 'ASTRO',
    collection_name: 'Astro',
    token_id: '7',
    name: 'Astro #7',
    image: '',
    quantity: 2,
    price: '10',
    price_symbol: 'USDT',
    amount: '20',
    buyer_fee: '0.2',
    seller_fee: '0.4',
    royalty: '1',
    total: '20.2',
    counterparty: alice,
    created_at: 1_700_000_000,
  };

  it('gives the buyer the buyer fee and no royalty', () => {
    expect(tradeFigures(trade)).toEqual({ buying: true, amount: '20', fee: '0.2', royalty: null, total: '20.2' });
  });

  it('gives the seller the seller fee and the royalty', () => {
    expect(tradeFigures({ ...trade, side: 'sell', total: '18.6' })).toEqual({
      buying: false,
      amount: '20',
      fee: '0.4',
      royalty: '1',
      total: '18.6',
    });
  });
});

describe('priceProblem', () => {
  const range = { min_price: '0.01', max_price: '1000000', decimals: 6 };

  it('accepts a new valid price within the range', () => {
    expect(priceProblem('12.5', '10', range)).toBeNull();
    expect(priceProblem('0.01', '10', range)).toBeNull();
  });

  it('refuses a malformed price, the same price (however written), and one out of range', () => {
    for (const text of ['012', '1.', '-1', '1e3', ' 1']) expect(priceProblem(text, '10', range)).toBe('invalid');
    expect(priceProblem('', '10', range)).toBe('empty');
    expect(priceProblem('0', '10', range)).toBe('zero');
    expect(priceProblem('0.000', '10', range)).toBe('zero');
    expect(priceProblem('1.0000001', '10', range)).toBe('decimals');
    expect(priceProblem('10.00', '10', range)).toBe('same');
    expect(priceProblem('0.001', '10', range)).toBe('low');
    expect(priceProblem('1000000.1', '10', range)).toBe('high');
  });

  it('checks only the format and sameness until the range is known', () => {
    expect(priceProblem('0.001', '10')).toBeNull();
  });
});

describe('the favourites selection', () => {
  it('toggles keys without touching the given set', () => {
    const empty = new Set<string>();
    const one = toggleKey(empty, goodsKey({ symbol: 'ASTRO', token_id: '7' }));
    expect([...one]).toEqual(['ASTRO#7']);
    expect(empty.size).toBe(0);
    expect(toggleKey(one, 'ASTRO#7').size).toBe(0);
  });

  it('splits a selection into goods_cancel_batch bodies of at most the limit', () => {
    const keys = Array.from({ length: 5 }, (_, i) => `PEAKS#${i + 1}`);
    const batches = cancelBatches(keys, 2);
    expect(batches.map((batch) => batch.items.length)).toEqual([2, 2, 1]);
    expect(batches[0]!.items[0]).toEqual({ symbol: 'PEAKS', token_id: '1' });
    expect(cancelBatches([])).toEqual([]);
    expect(cancelBatches(Array.from({ length: 101 }, (_, i) => `A#${i}`)).map((b) => b.items.length)).toEqual([100, 1]);
  });
});
