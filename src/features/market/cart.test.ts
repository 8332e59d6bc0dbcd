import { describe, expect, it } from 'vitest';
import type { CartLine, Goods } from '@/contract/nftMarket/types';
import {
  availableItems,
  balanceAfter,
  cartEntryOf,
  cartRequest,
  cartSum,
  pickAvailable,
  sweepCandidates,
  tokenKey,
} from './cart';

const goods = (
  tokenId: string,
  price: string | null,
  orderNo: string | null = price ? `L${tokenId}` : null,
): Goods => ({
  symbol: 'ASTRO',
  collection_name: 'Astro',
  verified: true,
  token_id: tokenId,
  name: `Astro #${tokenId}`,
  image: '',
  erc_type: 'ERC721',
  price,
  price_symbol: price ? 'USDT' : null,
  order_no: orderNo,
  listed_quantity: price ? 1 : 0,
  rarity_rank: null,
  last_price: null,
  listed_at: null,
});
const line = (orderNo: string, price: string, available: boolean): CartLine => ({
  order_no: orderNo,
  goods: goods(orderNo.slice(1), price),
  quantity: 1,
  price,
  price_symbol: 'USDT',
  available,
  msg: available ? '' : 'Sold',
});

describe('cart entries', () => {
  it('keeps the cheapest listing of a listed token, keyed by the token', () => {
    expect(cartEntryOf(goods('7', '1.5'))).toMatchObject({ key: 'ASTRO#7', order_no: 'L7', price: '1.5' });
    expect(cartEntryOf(goods('8', null))).toBeNull();
    expect(tokenKey({ symbol: 'ASTRO', token_id: '9' })).toBe('ASTRO#9');
  });

  it('sums prices exactly (no floats)', () => {
    expect(cartSum([{ price: '0.1' }, { price: '0.2' }])).toBe('0.3');
    expect(cartSum([{ price: '1234567.000001' }, { price: '0.000009' }])).toBe('1234567.00001');
    expect(cartSum([])).toBe('0');
  });

  it('asks for one edition of each at the price seen, and buys only the available lines', () => {
    expect(cartRequest([{ order_no: 'L1', price: '2' }])).toEqual({
      items: [{ order_no: 'L1', quantity: 1, price: '2' }],
    });
    expect(availableItems([line('L1', '2', true), line('L2', '3', false), line('L3', '4', true)])).toEqual([
      { order_no: 'L1', quantity: 1, price: '2' },
      { order_no: 'L3', quantity: 1, price: '4' },
    ]);
  });

  it('says the balance after and how much is missing', () => {
    expect(balanceAfter({ balance: '10', total: '3.03' })).toEqual({ after: '6.97', short: null });
    expect(balanceAfter({ balance: '1', total: '3.03' })).toEqual({ after: '-2.03', short: '2.03' });
    expect(balanceAfter({ balance: '3.03', total: '3.03' })).toEqual({ after: '0', short: null });
  });
});

describe('the N cheapest under a price', () => {
  const found = [
    goods('1', '1'),
    goods('2', null),
    goods('3', '2'),
    goods('3', '2'),
    goods('4', '2.5'),
    goods('5', '9'),
  ];

  it('takes listed tokens at most the cap, not in the cart already, once each', () => {
    const picked = sweepCandidates(found, '2.5', new Set(['ASTRO#1']));
    expect(picked.map((entry) => entry.key)).toEqual(['ASTRO#3', 'ASTRO#4']);
  });

  it('keeps the first N the check found available (the caller’s own listings are not)', () => {
    const candidates = sweepCandidates(found, '10', new Set());
    const lines = [line('L1', '1', false), line('L3', '2', true), line('L4', '2.5', true), line('L5', '9', true)];
    expect(pickAvailable(candidates, lines, 2).map((entry) => entry.order_no)).toEqual(['L3', 'L4']);
    expect(pickAvailable(candidates, lines, 0)).toEqual([]);
  });
});
