import { describe, expect, it } from 'vitest';
import type { BestBid } from '@/contract/nftMarket/types';
import { tradeSplit } from '@/domain/tradeSplit';
import { bidChanged, sellNowEditions, sellNowFigures, sellNowQuantity, sellNowTarget } from './sellNow';

const rates = { seller_fee_rate: '0.025', royalty_rate: '0.05', decimals: 6, price_symbol: 'USDT' };
const bid: BestBid = {
  order_no: 'B1',
  kind: 'quote',
  scope: 'trait',
  trait_type: 'Background',
  trait_value: 'Gold',
  price: '12.345679',
  price_symbol: 'USDT',
  proceeds: '11.419753',
  remaining: 3,
  bidder: { nickname: 'bob', pay_id: 'P1' },
};

describe('sell now', () => {
  it('names the bid by its scope', () => {
    expect(sellNowTarget({ scope: 'token' })).toBe('offer');
    expect(sellNowTarget({ scope: 'trait' })).toBe('trait');
    expect(sellNowTarget({ scope: 'collection' })).toBe('collection');
  });

  it('sells free and listed editions, up to what the bid still buys', () => {
    expect(sellNowEditions({ listable: 1, listed: 0 }, { remaining: 5 })).toBe(1);
    expect(sellNowEditions({ listable: 2, listed: 3 }, { remaining: 4 })).toBe(4);
    expect(sellNowEditions({ listable: 2, listed: 1 }, { remaining: 9 })).toBe(3);
    expect(sellNowEditions({ listable: 0, listed: 0 }, { remaining: 9 })).toBe(0);
  });

  it('takes a whole edition count from 1 to the most', () => {
    expect(sellNowQuantity('2', 3)).toBe(2);
    expect(sellNowQuantity('3', 3)).toBe(3);
    expect(sellNowQuantity('4', 3)).toBeNull();
    expect(sellNowQuantity('0', 3)).toBeNull();
    expect(sellNowQuantity('', 3)).toBeNull();
    expect(sellNowQuantity('1.5', 3)).toBeNull();
  });

  it('pays the seller the amount less the seller fee and the royalty, each rounded half-up to the coin', () => {
    // 12.345679 × 1: fee 0.308641975 → 0.308642, royalty 0.61728395 → 0.617284
    expect(sellNowFigures(bid, 1, rates)).toEqual({
      amount: '12.345679',
      sellerFee: '0.308642',
      royalty: '0.617284',
      receive: '11.419753',
    });
    const three = sellNowFigures(bid, 3, rates);
    expect(three).toEqual({ amount: '37.037037', sellerFee: '0.925926', royalty: '1.851852', receive: '34.259259' });
    // the market's one split, the one the server settles with
    expect(three.receive).toBe(tradeSplit(bid.price, 3, { buyer_fee_rate: '0.01', ...rates }).sellerGets.toFixed());
  });

  it('rounds the fee of several editions once, on their total, not per edition', () => {
    // a coin of 2 decimals: 0.0075 per edition would round to 0.01 (0.03 for three); 0.0225 on the total is 0.02
    const cents = { ...rates, decimals: 2, royalty_rate: '0' };
    expect(sellNowFigures({ price: '0.3' }, 1, cents)).toMatchObject({ sellerFee: '0.01', receive: '0.29' });
    expect(sellNowFigures({ price: '0.3' }, 3, cents)).toMatchObject({ sellerFee: '0.02', receive: '0.88' });
  });

  it('keeps a sale without royalty to the fee alone', () => {
    expect(sellNowFigures({ price: '0.1' }, 1, { ...rates, royalty_rate: '0' })).toEqual({
      amount: '0.1',
      sellerFee: '0.0025',
      royalty: '0',
      receive: '0.0975',
    });
  });

  it('sees another bid or a new price as a changed bid, and a bid gone too', () => {
    expect(bidChanged(bid, { order_no: 'B1', price: '12.345679' })).toBe(false);
    expect(bidChanged(bid, { order_no: 'B1', price: '12' })).toBe(true);
    expect(bidChanged(bid, { order_no: 'B2', price: '12.345679' })).toBe(true);
    expect(bidChanged(bid, null)).toBe(true);
  });
});
