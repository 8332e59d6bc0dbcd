import { describe, expect, it } from 'vitest';
import { displayAmount, displayPlaces, moneyText } from './amount';

describe('the display rule', () => {
  it('groups thousands everywhere below a billion', () => {
    expect(displayAmount('1250')).toBe('1,250');
    expect(displayAmount('1250.5', 6)).toBe('1,250.5');
    expect(displayAmount('1234567.891', 6)).toBe('1,234,567.89');
    expect(displayAmount('999999999.99')).toBe('999,999,999.99');
    expect(displayAmount('-1250.5')).toBe('-1,250.5');
  });
  it('reads compact from a billion up, rounded down', () => {
    expect(displayAmount('1000000000')).toBe('1B');
    expect(displayAmount('1999999999.99')).toBe('1.99B');
    expect(displayAmount('2300000000000')).toBe('2.3T');
  });
  it('shows 8 significant digits, at least 2 places from 1 up, not 15 places of ETH', () => {
    expect(displayAmount('1.234567890123456789', 18)).toBe('1.2345678');
    expect(displayAmount('3480.551234567891234', 18)).toBe('3,480.5512');
    expect(displayAmount('123456.789', 18)).toBe('123,456.78');
    expect(displayAmount('0.123456789012', 18)).toBe('0.12345678');
    // leading zeros do not count: a tiny balance never reads as 0
    expect(displayAmount('0.000000001234567891', 18)).toBe('0.0000000012345678');
  });
  it('never shows more places than the coin has', () => {
    expect(displayAmount('0.030864', 6)).toBe('0.030864');
    expect(displayAmount('0.0308641899', 6)).toBe('0.030864');
    expect(displayPlaces('0.000123456789', 6)).toBe(6);
    expect(displayPlaces('5', 0)).toBe(0);
  });
  it('rounds down, so a balance never shows more than is held', () => {
    expect(displayAmount('1.999999999999', 18)).toBe('1.9999999');
    expect(displayAmount('999999999.999')).toBe('999,999,999.99');
    expect(displayAmount('0.99999999999', 18)).toBe('0.99999999');
  });
  it('trims trailing zeros and refuses what is not a number', () => {
    expect(displayAmount('1.50000000', 8)).toBe('1.5');
    expect(displayAmount('0')).toBe('0');
    expect(displayAmount('1e3')).toBe('1,000');
    expect(displayAmount('abc')).toBe('--');
    expect(displayAmount('1,000')).toBe('--');
  });
});

describe('one policy per kind of money', () => {
  it('from a million up: grouped in full, except a volume, which is compact', () => {
    expect(moneyText('1500000', 'price', 6)).toBe('1,500,000');
    expect(moneyText('1500000', 'balance', 6)).toBe('1,500,000');
    expect(moneyText('1500000', 'fiat')).toBe('1,500,000');
    expect(moneyText('1500000', 'count')).toBe('1,500,000');
    expect(moneyText('1500000', 'volume')).toBe('1.5M');
    expect(moneyText('2500', 'volume')).toBe('2.5K');
  });
  it('from a billion up: a price and a dollar value read compact, a balance keeps every whole unit', () => {
    expect(moneyText('1234567890.12', 'price', 6)).toBe('1.23B');
    expect(moneyText('1234567890.12', 'fiat')).toBe('1.23B');
    expect(moneyText('1234567890.129', 'balance', 6)).toBe('1,234,567,890.12');
    expect(moneyText('2300000000000', 'balance', 8)).toBe('2,300,000,000,000');
  });
  it('a balance is rounded down to the coin and to 8 significant digits, never shown as more than is held', () => {
    expect(moneyText('1.999999999999', 'balance', 18)).toBe('1.9999999');
    expect(moneyText('0.0308641899', 'balance', 6)).toBe('0.030864');
    expect(moneyText('0.000000001234567891', 'balance', 18)).toBe('0.0000000012345678');
  });
  it('a dollar value has 2 places, and up to 6 below a cent so that it never reads 0', () => {
    expect(moneyText('3480.555', 'fiat')).toBe('3,480.55');
    expect(moneyText('0.004567891', 'fiat')).toBe('0.004567');
    expect(moneyText('0.01', 'fiat')).toBe('0.01');
    expect(moneyText('0', 'fiat')).toBe('0');
  });
  it('a count is whole and grouped; what is not a number reads --', () => {
    expect(moneyText('12345', 'count')).toBe('12,345');
    expect(moneyText('abc', 'price')).toBe('--');
    expect(moneyText('1,000', 'balance')).toBe('--');
  });
});
