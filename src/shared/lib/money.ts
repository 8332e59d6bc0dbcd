import { BigNumber } from 'bignumber.js';
import { DECIMALS, DECIMAL_TEXT, type Amount } from './amountFormat';

/**
 * Money and amounts (15 decimals at most, compact K/M/B/T; docs/amounts-and-times.md). Never JS floats: every helper
 * takes strings (numbers are accepted but should only be small integers) and returns strings.
 *
 * Decisions:
 * - Input strings are trimmed and must be plain decimals (optional sign and exponent). Hex, 'NaN',
 *   'Infinity', '1,000' and other text become NaN. null, undefined and '' count as 0 (servers omit
 *   empty amounts).
 * - Rounding is ROUND_DOWN (toward zero) everywhere: a displayed balance never exceeds the real one.
 * - Arithmetic results are plain decimal strings (no exponent), 'NaN' when an input is invalid.
 * - Formatting an invalid value gives INVALID_AMOUNT ('--').
 */

// Display lives in amountFormat.ts (no bignumber.js, so the screens that only show amounts load less).
export { formatAmount, formatCompact, INVALID_AMOUNT, type Amount } from './amountFormat';

const BN = BigNumber.clone({
  DECIMAL_PLACES: DECIMALS,
  ROUNDING_MODE: BigNumber.ROUND_DOWN,
  EXPONENTIAL_AT: 1e9,
});

/** Parses an amount; invalid text gives a NaN BigNumber (check with `.isNaN()`). */
export function toBig(value: Amount): BigNumber {
  if (value === null || value === undefined) return new BN(0);
  if (BigNumber.isBigNumber(value)) return new BN(value);
  if (typeof value === 'number') return Number.isFinite(value) ? new BN(value) : new BN(NaN);
  const text = String(value).trim();
  if (text === '') return new BN(0);
  return DECIMAL_TEXT.test(text) ? new BN(text) : new BN(NaN);
}

/** True when the value parses as a finite decimal. */
export const isValidAmount = (value: Amount): boolean => toBig(value).isFinite();

const plain = (big: BigNumber): string => (big.isFinite() ? big.toFixed() : 'NaN');

export const add = (a: Amount, b: Amount): string => plain(toBig(a).plus(toBig(b)));
export const sub = (a: Amount, b: Amount): string => plain(toBig(a).minus(toBig(b)));
export const mul = (a: Amount, b: Amount): string => plain(toBig(a).times(toBig(b)));
/** Division to `decimals` places, rounded down; dividing by zero gives 'NaN'. */
export function div(a: Amount, b: Amount, decimals = DECIMALS): string {
  const divisor = toBig(b);
  if (divisor.isZero()) return 'NaN';
  return plain(toBig(a).div(divisor).decimalPlaces(decimals, BigNumber.ROUND_DOWN));
}

/** -1, 0 or 1; null when either side is invalid. */
export function compare(a: Amount, b: Amount): -1 | 0 | 1 | null {
  const result = toBig(a).comparedTo(toBig(b));
  return result === null || result === undefined ? null : (result as -1 | 0 | 1);
}
export const gt = (a: Amount, b: Amount) => compare(a, b) === 1;
export const gte = (a: Amount, b: Amount) => compare(a, b) === 1 || compare(a, b) === 0;
export const lt = (a: Amount, b: Amount) => compare(a, b) === -1;
export const lte = (a: Amount, b: Amount) => compare(a, b) === -1 || compare(a, b) === 0;
export const eq = (a: Amount, b: Amount) => compare(a, b) === 0;
export const isPositive = (value: Amount): boolean => {
  const big = toBig(value);
  return big.isFinite() && big.isGreaterThan(0);
};
export const isZero = (value: Amount): boolean => toBig(value).isZero();
