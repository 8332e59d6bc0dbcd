import { describe, expect, it } from 'vitest';
import { CoinAmount } from './coinAmount';

const USDT = { symbol: 'USDT', decimals: 6 };
const BTC = { symbol: 'BTC', decimals: 8 };

describe('CoinAmount', () => {
  it('carries its coin: a share is rounded half-up to the coin’s places, whatever the coin', () => {
    expect(CoinAmount.of('1.234567', USDT).share('0.025').toFixed()).toBe('0.030864');
    expect(CoinAmount.of('1.234567', BTC).share('0.025').toFixed()).toBe('0.03086418');
    expect(CoinAmount.of('0.00002', USDT).share('0.025').toFixed()).toBe('0.000001');
  });
  it('is immutable and exact: no float ever', () => {
    const price = CoinAmount.of('0.1', USDT);
    const sum = price.plus(CoinAmount.of('0.2', USDT));
    expect(sum.toFixed()).toBe('0.3');
    expect(price.toFixed()).toBe('0.1');
    expect(price.times(3).minus(sum).toFixed()).toBe('0');
  });
  it('says whether it fits the coin, and reads by the display policy capped at the coin’s places', () => {
    expect(CoinAmount.of('1.0000001', USDT).fitsCoin()).toBe(false);
    expect(CoinAmount.of('1.000001', USDT).fitsCoin()).toBe(true);
    expect(CoinAmount.of('1234567.891234', USDT).text()).toBe('1,234,567.89');
    expect(CoinAmount.of('0.0308641899', { symbol: 'X', decimals: 6 }).text('balance')).toBe('0.030864');
  });
  it('never adds amounts of two coins, and refuses what is not an amount', () => {
    expect(() => CoinAmount.of('1', USDT).plus(CoinAmount.of('1', BTC))).toThrow(RangeError);
    expect(() => CoinAmount.of('abc', USDT)).toThrow(RangeError);
    expect(() => CoinAmount.of(Infinity, USDT)).toThrow(RangeError);
  });
});
