import BigNumber from 'bignumber.js';
import { describe, expect, it } from 'vitest';
import { tradeSplit } from './tradeSplit';

const usdt = {
  buyer_fee_rate: '0.025',
  seller_fee_rate: '0.025',
  royalty_rate: '0.05',
  decimals: 6,
  price_symbol: 'USDT',
};

describe('tradeSplit', () => {
  it("rounds every fee to the coin's decimals: 1.234567 USDT at 2.5 % is a fee of 0.030864", () => {
    const money = tradeSplit('1.234567', 1, usdt);
    expect(money.buyerFee.toFixed()).toBe('0.030864');
    expect(money.buyerPays.toFixed()).toBe('1.265431');
    expect(money.sellerFee.toFixed()).toBe('0.030864');
    expect(money.royalty.toFixed()).toBe('0.061728');
    expect(money.sellerGets.toFixed()).toBe('1.141975');
  });

  it('rounds half up', () => {
    // 0.00002 × 0.025 = 0.0000005: half of the last place goes up
    expect(tradeSplit('0.00002', 1, usdt).buyerFee.toFixed()).toBe('0.000001');
    expect(tradeSplit('0.00001', 1, usdt).buyerFee.toFixed()).toBe('0');
  });

  it('the seller receives the rest: the parts sum exactly to the amount, whatever the price and editions', () => {
    for (const price of ['1.234567', '0.000001', '999999.999999', '25', '0.333333'])
      for (const quantity of [1, 3, 7]) {
        const money = tradeSplit(price, quantity, usdt);
        expect(money.amount.toFixed()).toBe(new BigNumber(price).times(quantity).toFixed());
        expect(money.sellerGets.plus(money.sellerFee).plus(money.royalty).toFixed()).toBe(money.amount.toFixed());
        for (const part of [money.buyerFee, money.sellerFee, money.royalty, money.sellerGets]) {
          expect(part.fitsCoin()).toBe(true);
          expect(part.symbol).toBe('USDT');
        }
      }
  });

  it("follows the coin's decimals", () => {
    expect(tradeSplit('1.234567', 1, { ...usdt, decimals: 2 }).buyerFee.toFixed()).toBe('0.03');
    expect(tradeSplit('1.234567', 1, { ...usdt, decimals: 8 }).buyerFee.toFixed()).toBe('0.03086418');
  });
});
