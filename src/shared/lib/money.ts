import { BigNumber } from 'bignumber.js';

/**
 * Money and amounts (spec section 9: 15 decimals, compact K/M/B/T). Never JS floats: every helper
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
const DECIMALS = 15;
export const INVALID_AMOUNT = '--';

const BN = BigNumber.clone({
  DECIMAL_PLACES: DECIMALS,
  ROUNDING_MODE: BigNumber.ROUND_DOWN,
  EXPONENTIAL_AT: 1e9,
});

export type Amount = string | number | BigNumber | null | undefined;

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Parses an amount; invalid text gives a NaN BigNumber (check with `.isNaN()`). */
export function toBig(value: Amount): BigNumber {
  if (value === null || value === undefined) return new BN(0);
  if (BigNumber.isBigNumber(value)) return new BN(value);
  if (typeof value === 'number') return Number.isFinite(value) ? new BN(value) : new BN(NaN);
  const text = String(value).trim();
  if (text === '') return new BN(0);
  return DECIMAL.test(text) ? new BN(text) : new BN(NaN);
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

/** Rounds down to `decimals` places and trims trailing zeros: plain text, no exponent, no grouping. */
export function formatAmount(value: Amount, decimals = DECIMALS, options: { grouping?: boolean } = {}): string {
  const big = toBig(value);
  if (!big.isFinite()) return INVALID_AMOUNT;
  const rounded = big.decimalPlaces(Math.max(0, Math.floor(decimals)), BigNumber.ROUND_DOWN);
  if (rounded.isZero()) return '0'; // also turns -0 and -0.0000001 into '0'
  return options.grouping
    ? rounded.toFormat({ decimalSeparator: '.', groupSeparator: ',', groupSize: 3 })
    : rounded.toFixed();
}

const COMPACT: readonly [BigNumber, string][] = [
  [new BN('1e12'), 'T'],
  [new BN('1e9'), 'B'],
  [new BN('1e6'), 'M'],
  [new BN('1e3'), 'K'],
];

/**
 * Compact display: K at a thousand, M at a million, B at a billion, T at a trillion (beyond that it
 * stays T: 1500T). Rounded down to `decimals` places (default 2), trailing zeros trimmed, sign kept.
 * 999999 gives 999.99K, never 1000K.
 */
export function formatCompact(value: Amount, decimals = 2): string {
  const big = toBig(value);
  if (!big.isFinite()) return INVALID_AMOUNT;
  const abs = big.abs();
  for (const [unit, suffix] of COMPACT) {
    if (abs.isGreaterThanOrEqualTo(unit)) return `${formatAmount(big.div(unit), decimals)}${suffix}`;
  }
  return formatAmount(big, decimals);
}
