import { BigNumber } from 'bignumber.js';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatCompact } from './amountFormat';

/** The bignumber.js formatting amountFormat.ts replaced: the string implementation must agree with it. */
const BN = BigNumber.clone({ DECIMAL_PLACES: 15, ROUNDING_MODE: BigNumber.ROUND_DOWN, EXPONENTIAL_AT: 1e9 });
function reference(text: string, decimals: number, grouping: boolean): string {
  const rounded = new BN(text).decimalPlaces(decimals, BigNumber.ROUND_DOWN);
  if (rounded.isZero()) return '0';
  return grouping ? rounded.toFormat({ decimalSeparator: '.', groupSeparator: ',', groupSize: 3 }) : rounded.toFixed();
}
function referenceCompact(text: string, decimals: number): string {
  const big = new BN(text);
  for (const [unit, suffix] of [
    ['1e12', 'T'],
    ['1e9', 'B'],
    ['1e6', 'M'],
    ['1e3', 'K'],
  ] as const) {
    if (big.abs().isGreaterThanOrEqualTo(unit)) return reference(big.div(unit).toFixed(), decimals, false) + suffix;
  }
  return reference(text, decimals, false);
}

// Deterministic pseudo-random decimals of every shape: signs, leading/trailing zeros, exponents, long fractions.
function* samples(): Generator<string> {
  let seed = 12345;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const digits = (n: number) => Array.from({ length: n }, () => String(next(10))).join('');
  for (let i = 0; i < 3000; i++) {
    const sign = ['', '-', '+'][next(3)];
    const int = digits(next(20));
    const frac = next(2) ? `.${digits(next(25))}` : '';
    const exponent = next(4) === 0 ? `e${['', '-', '+'][next(3)]}${next(30)}` : '';
    const text = `${sign}${int || (frac.length > 1 ? '' : '0')}${frac}${exponent}`;
    if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) yield text;
  }
}

describe('amountFormat agrees with bignumber.js', () => {
  it('formatAmount, with and without grouping, at several precisions', () => {
    for (const text of samples()) {
      for (const decimals of [0, 2, 8, 15]) {
        expect(formatAmount(text, decimals), text).toBe(reference(text, decimals, false));
        expect(formatAmount(text, decimals, { grouping: true }), text).toBe(reference(text, decimals, true));
      }
    }
  });
  it('formatCompact', () => {
    for (const text of samples()) {
      for (const decimals of [0, 2, 4])
        expect(formatCompact(text, decimals), text).toBe(referenceCompact(text, decimals));
    }
  });
  it('numbers and BigNumber values format like their decimal text', () => {
    expect(formatAmount(1234.5, 2, { grouping: true })).toBe('1,234.5');
    expect(formatAmount(1e21)).toBe('1000000000000000000000');
    expect(formatAmount(new BigNumber('-0.000123'), 4)).toBe('-0.0001');
    expect(formatAmount(Number.NaN)).toBe('--');
    expect(formatCompact(new BigNumber('1234567'))).toBe('1.23M');
  });
});
