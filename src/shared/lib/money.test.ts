import { describe, expect, it } from 'vitest';
import { BigNumber } from 'bignumber.js';
import {
  add,
  compare,
  div,
  eq,
  formatAmount,
  formatCompact,
  gt,
  gte,
  INVALID_AMOUNT,
  isPositive,
  isValidAmount,
  isZero,
  lt,
  lte,
  mul,
  sub,
  toBig,
} from './money';

describe('toBig', () => {
  it('parses decimals exactly, trims, treats empty as zero', () => {
    expect(toBig('0.1').plus('0.2').toFixed()).toBe('0.3');
    expect(toBig(' 12.5 ').toFixed()).toBe('12.5');
    expect(toBig('').toFixed()).toBe('0');
    expect(toBig(null).toFixed()).toBe('0');
    expect(toBig(undefined).toFixed()).toBe('0');
    expect(toBig('007').toFixed()).toBe('7');
    expect(toBig('1e-7').toFixed()).toBe('0.0000001');
    expect(toBig(new BigNumber('3')).toFixed()).toBe('3');
    expect(toBig('123456789012345678901234567890.123456789').toFixed()).toBe(
      '123456789012345678901234567890.123456789',
    );
  });
  it.each(['abc', 'NaN', 'Infinity', '-Infinity', '0x10', '1,000', '1.2.3', '--1', '１２', '.', 'e5'])(
    '%j is NaN',
    (v) => {
      expect(toBig(v).isNaN()).toBe(true);
      expect(isValidAmount(v)).toBe(false);
    },
  );
  it('non-finite numbers are NaN', () => {
    expect(toBig(Number.NaN).isNaN()).toBe(true);
    expect(toBig(Infinity).isNaN()).toBe(true);
  });
});

describe('arithmetic from strings', () => {
  it('adds, subtracts, multiplies without float errors', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(sub('1', '0.9')).toBe('0.1');
    expect(mul('1.1', '1.1')).toBe('1.21');
    expect(add('99999999999999999999', '1')).toBe('100000000000000000000');
    expect(sub('0', '5')).toBe('-5');
    expect(add('', '2')).toBe('2');
  });
  it('divides to 15 places rounding down; by zero is NaN', () => {
    expect(div('1', '3')).toBe('0.333333333333333');
    expect(div('2', '3', 2)).toBe('0.66');
    expect(div('-2', '3', 2)).toBe('-0.66');
    expect(div('1', '0')).toBe('NaN');
  });
  it('propagates invalid input as NaN', () => {
    expect(add('x', '1')).toBe('NaN');
    expect(mul('1', 'NaN')).toBe('NaN');
  });
  it('compares', () => {
    expect(compare('2', '10')).toBe(-1);
    expect(compare('10', '2')).toBe(1);
    expect(compare('1.0', '1')).toBe(0);
    expect(compare('x', '1')).toBeNull();
    expect(gt('0.0000000000000000002', '0.0000000000000000001')).toBe(true);
    expect(gte('1', '1')).toBe(true);
    expect(lt('-1', '0')).toBe(true);
    expect(lte('1', '0.9')).toBe(false);
    expect(eq('0010', '10')).toBe(true);
    expect(gt('x', '0')).toBe(false);
    expect(lte('x', '0')).toBe(false);
  });
  it('isPositive and isZero', () => {
    expect(isPositive('0.000000000000000001')).toBe(true);
    expect(isPositive('0')).toBe(false);
    expect(isPositive('-1')).toBe(false);
    expect(isPositive('abc')).toBe(false);
    expect(isPositive('')).toBe(false);
    expect(isZero('0.000')).toBe(true);
    expect(isZero('-0')).toBe(true);
    expect(isZero('0.1')).toBe(false);
  });
});

describe('formatAmount', () => {
  it('rounds down to 15 decimals by default and trims trailing zeros', () => {
    expect(formatAmount('1.500000')).toBe('1.5');
    expect(formatAmount('1.1234567890123456789')).toBe('1.123456789012345');
    expect(formatAmount('2.00')).toBe('2');
    expect(formatAmount('1e-16')).toBe('0');
    expect(formatAmount('1e21')).toBe('1000000000000000000000');
  });
  it('honours decimals and rounds toward zero, keeping the sign', () => {
    expect(formatAmount('1.999', 2)).toBe('1.99');
    expect(formatAmount('-1.999', 2)).toBe('-1.99');
    expect(formatAmount('-0.001', 2)).toBe('0');
    expect(formatAmount('12.5', 0)).toBe('12');
  });
  it('groups thousands on request', () => {
    expect(formatAmount('1234567.891', 2, { grouping: true })).toBe('1,234,567.89');
  });
  it('invalid input shows --', () => {
    expect(formatAmount('abc')).toBe(INVALID_AMOUNT);
    expect(formatAmount('')).toBe('0');
  });
});

describe('formatCompact', () => {
  it.each([
    ['0', '0'],
    ['999.999', '999.99'],
    ['1000', '1K'],
    ['1234', '1.23K'],
    ['999999', '999.99K'],
    ['1000000', '1M'],
    ['1999999', '1.99M'],
    ['1000000000', '1B'],
    ['2500000000', '2.5B'],
    ['1000000000000', '1T'],
    ['1500000000000000', '1500T'],
    ['-1500', '-1.5K'],
    ['-999', '-999'],
    ['-2000000', '-2M'],
    ['0.001', '0'],
  ])('%s -> %s', (input, output) => expect(formatCompact(input)).toBe(output));
  it('invalid input shows --', () => expect(formatCompact('1e')).toBe(INVALID_AMOUNT));
});
