import { describe, expect, it } from 'vitest';
import { isValidPrice, priceProblem } from './price';

const usdt = { min_price: '0.01', max_price: '1000000', decimals: 6 };

describe('priceProblem', () => {
  it('says what is wrong with a price, in the order a user fixes it', () => {
    expect(priceProblem('', usdt)).toBe('empty');
    for (const text of ['012', '1.', '.5', '-1', '+1', '1e3', ' 1', '1,5', 'NaN'])
      expect(priceProblem(text, usdt)).toBe('invalid');
    for (const text of ['0', '0.0', '0.000000']) expect(priceProblem(text, usdt)).toBe('zero');
    expect(priceProblem('1.0000001', usdt)).toBe('decimals');
    expect(priceProblem('0.001', usdt)).toBe('low');
    expect(priceProblem('1000000.5', usdt)).toBe('high');
    expect(priceProblem('12.5', usdt)).toBeNull();
    expect(priceProblem('1.234567', usdt)).toBeNull();
  });

  it('checks only the form until the range is known', () => {
    expect(priceProblem('0.001')).toBeNull();
    expect(priceProblem('0')).toBe('zero');
  });

  it('isValidPrice: a positive decimal without leading zeros', () => {
    expect(isValidPrice('0.5')).toBe(true);
    expect(isValidPrice('0')).toBe(false);
    expect(isValidPrice('01')).toBe(false);
  });
});
