import { describe, expect, it } from 'vitest';
import type { Goods } from '@/contract/nftMarket/types';
import {
  batchItemOf,
  changeBatchBody,
  editionsOf,
  groupBySymbol,
  lineProblem,
  listBatchBody,
  percentOf,
  percentPrice,
  percentPrices,
  samePrices,
} from './batch';

const goods = (symbol: string, tokenId: string, erc: Goods['erc_type'] = 'ERC721'): Goods => ({
  symbol,
  collection_name: symbol,
  verified: true,
  token_id: tokenId,
  name: `${symbol} #${tokenId}`,
  image: '',
  erc_type: erc,
  price: null,
  price_symbol: null,
  order_no: null,
  listed_quantity: 0,
  rarity_rank: null,
  last_price: null,
  listed_at: null,
});
const range = { min_price: '0.01', max_price: '1000000', decimals: 6 };

describe('a batch line', () => {
  it('checks the price as typed: empty, not a price, under or over the coin range', () => {
    expect(lineProblem('', range)).toBe('empty');
    expect(lineProblem('012', range)).toBe('invalid');
    expect(lineProblem('1e3', range)).toBe('invalid');
    expect(lineProblem('0', range)).toBe('zero');
    expect(lineProblem('0.5000001', range)).toBe('decimals');
    expect(lineProblem('0.001', range)).toBe('low');
    expect(lineProblem('1000000.5', range)).toBe('high');
    expect(lineProblem('12.5', range)).toBeNull();
    // without the range (not loaded yet) only the form is checked
    expect(lineProblem('0.001')).toBeNull();
  });

  it('lists one edition of an ERC721 token and up to the free editions of an ERC1155 one', () => {
    const single = {
      ...batchItemOf({
        item_id: 1,
        goods: goods('A', '1'),
        amount: 1,
        listable: 1,
        listed: 0,
        in_game: 0,
        withdrawing: 0,
        best_bid: null,
      }),
    };
    expect(editionsOf({ ...single, editions: 'x' })).toBe(1);
    const multi = batchItemOf({
      item_id: 2,
      goods: goods('B', '7', 'ERC1155'),
      amount: 9,
      listable: 5,
      listed: 4,
      in_game: 0,
      withdrawing: 0,
      best_bid: null,
    });
    expect(editionsOf({ ...multi, editions: '5' })).toBe(5);
    expect(editionsOf({ ...multi, editions: '6' })).toBeNull();
    expect(editionsOf({ ...multi, editions: '0' })).toBeNull();
    expect(editionsOf({ ...multi, editions: '' })).toBeNull();
    expect(editionsOf({ ...multi, editions: '01' })).toBeNull();
  });

  it('builds the listing body with editions only for ERC1155 lines', () => {
    const items = [
      batchItemOf({
        item_id: 1,
        goods: goods('A', '1'),
        amount: 1,
        listable: 1,
        listed: 0,
        in_game: 0,
        withdrawing: 0,
        best_bid: null,
      }),
      {
        ...batchItemOf({
          item_id: 2,
          goods: goods('B', '7', 'ERC1155'),
          amount: 9,
          listable: 5,
          listed: 0,
          in_game: 0,
          withdrawing: 0,
          best_bid: null,
        }),
        editions: '3',
      },
    ];
    expect(listBatchBody(items, { 1: '12', 2: '0.5' })).toEqual({
      items: [
        { item_id: 1, price: '12' },
        { item_id: 2, price: '0.5', quantity: 3 },
      ],
    });
  });

  it('groups lines by collection in the order they first appear', () => {
    const lines = [{ goods: goods('B', '1') }, { goods: goods('A', '2') }, { goods: goods('B', '3') }];
    expect(groupBySymbol(lines).map(([symbol, group]) => [symbol, group.length])).toEqual([
      ['B', 2],
      ['A', 1],
    ]);
    expect(groupBySymbol([{ symbol: 'C' }, { symbol: 'C' }]).map(([symbol]) => symbol)).toEqual(['C']);
  });

  it('gives the same price to every line', () => {
    expect(samePrices([1, 2], '3')).toEqual({ 1: '3', 2: '3' });
  });
});

describe('a percentage change', () => {
  it('reads a percentage between -100 and 1000, not zero', () => {
    expect(percentOf('-5')?.toFixed()).toBe('-5');
    expect(percentOf('+2.5')?.toFixed()).toBe('2.5');
    expect(percentOf('0')).toBeNull();
    expect(percentOf('-100')).toBeNull();
    expect(percentOf('1001')).toBeNull();
    expect(percentOf('5%')).toBeNull();
    expect(percentOf('')).toBeNull();
  });

  it("changes a price exactly, rounded down to the coin's decimals, never to zero", () => {
    expect(percentPrice('12', '-5', 6)).toBe('11.4');
    expect(percentPrice('0.1', '10', 6)).toBe('0.11');
    expect(percentPrice('0.3', '-3.33', 6)).toBe('0.29001');
    expect(percentPrice('0.333333', '10', 6)).toBe('0.366666');
    expect(percentPrice('1.000001', '-50', 6)).toBe('0.5');
    expect(percentPrice('0.000001', '-50', 6)).toBeNull();
    expect(percentPrice('12', 'x', 6)).toBeNull();
    // a coin with 2 decimals keeps 2
    expect(percentPrice('0.333333', '10', 2)).toBe('0.36');
  });

  it('prices several orders and sends only the changed, valid ones', () => {
    const orders = [
      { order_no: 'L1', price: '10' },
      { order_no: 'L2', price: '4' },
      { order_no: 'L3', price: '7' },
    ];
    const prices = percentPrices(orders, '-10', 6);
    expect(prices).toEqual({ L1: '9', L2: '3.6', L3: '6.3' });
    expect(changeBatchBody(orders, { ...prices, L2: '4.0', L3: '06' })).toEqual({
      orders: [{ order_no: 'L1', price: '9' }],
    });
  });
});
