import type { BigNumber } from 'bignumber.js';

/**
 * Amounts as text, the rule every screen and the server share for showing one: grouped, a precision chosen by its
 * size, rounded down, trailing zeros trimmed (how one is typed: amountInput.ts). Pure decimal-string work, never JS
 * floats and no bignumber.js: the home screen shows prices and its first load stays small.
 */

/** The most places any amount is written with (beyond them a figure is noise to a reader). */
export const DECIMALS = 15;
export const INVALID_AMOUNT = '--';

export type Amount = string | number | BigNumber | null | undefined;

export const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Sign, integer digits (no leading zeros) and fraction digits of a valid amount; null when invalid. */
interface Parts {
  negative: boolean;
  int: string;
  frac: string;
}

function parse(value: Amount): Parts | null {
  if (value === null || value === undefined) return { negative: false, int: '0', frac: '' };
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'object') {
    if (!value.isFinite()) return null;
    text = value.toFixed();
  } else text = String(value).trim();
  if (text === '') return { negative: false, int: '0', frac: '' };
  if (!DECIMAL_TEXT.test(text)) return null;
  const negative = text.startsWith('-');
  const unsigned = text.replace(/^[+-]/, '');
  const [mantissa, exponentText] = unsigned.toLowerCase().split('e') as [string, string?];
  const [intPart = '', fracPart = ''] = mantissa.split('.');
  let digits = intPart + fracPart;
  let point = intPart.length + Number(exponentText ?? 0);
  // Move the decimal point: pad with zeros on whichever side it falls outside the digits.
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  } else if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const int = digits.slice(0, point).replace(/^0+/, '') || '0';
  return { negative, int, frac: digits.slice(point) };
}

/** Shifts the decimal point `places` to the left (a division by 10^places, exact). */
function shiftLeft({ negative, int, frac }: Parts, places: number): Parts {
  const padded = int.padStart(places + 1, '0');
  const cut = padded.length - places;
  return { negative, int: padded.slice(0, cut).replace(/^0+/, '') || '0', frac: padded.slice(cut) + frac };
}

function render(parts: Parts, decimals: number, grouping: boolean): string {
  const frac = parts.frac.slice(0, Math.max(0, Math.floor(decimals))).replace(/0+$/, '');
  if (parts.int === '0' && frac === '') return '0'; // also turns -0 and -0.0000001 into '0'
  const int = grouping ? parts.int.replace(/\B(?=(\d{3})+$)/g, ',') : parts.int;
  return `${parts.negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** Rounds down to `decimals` places and trims trailing zeros: plain text, no exponent; grouping adds commas. */
export function formatAmount(value: Amount, decimals = DECIMALS, options: { grouping?: boolean } = {}): string {
  const parts = parse(value);
  return parts ? render(parts, decimals, Boolean(options.grouping)) : INVALID_AMOUNT;
}

const COMPACT: readonly [number, string][] = [
  [12, 'T'],
  [9, 'B'],
  [6, 'M'],
  [3, 'K'],
];

function compact(parts: Parts, decimals: number): string {
  for (const [power, suffix] of COMPACT) {
    // |value| >= 10^power exactly when the integer part has more than `power` digits.
    if (parts.int !== '0' && parts.int.length > power)
      return `${render(shiftLeft(parts, power), decimals, false)}${suffix}`;
  }
  return render(parts, decimals, false);
}

/**
 * Compact display: K at a thousand, M at a million, B at a billion, T at a trillion (beyond that it
 * stays T: 1500T). Rounded down to `decimals` places (default 2), trailing zeros trimmed, sign kept.
 * 999999 gives 999.99K, never 1000K.
 */
export function formatCompact(value: Amount, decimals = 2): string {
  const parts = parse(value);
  return parts ? compact(parts, decimals) : INVALID_AMOUNT;
}

// ---- shown: one display rule ----

/**
 * Significant digits an amount is shown with: 1.2345678 ETH, 12,345.678 USDT, 0.00012345 BTC. Enough for any
 * balance a person reads; the record's detail is where the last unit shows, when the coin allows it.
 */
const SIGNIFICANT = 8;
/** Integer digits from which an amount reads compact (1.25B): a billion. Below it, every digit, grouped. */
const COMPACT_DIGITS = 10;

/** displayPlaces of a parsed amount: leading zeros after the point (frac.search) do not count as digits. */
const placesOf = ({ int, frac }: Parts, coinDecimals: number): number =>
  Math.min(int === '0' ? frac.search(/[1-9]|$/) + SIGNIFICANT : Math.max(2, SIGNIFICANT - int.length), coinDecimals);

/**
 * The places an amount is shown with: 8 significant digits (at least 2 places from 1 up; a value below 1 keeps 8
 * digits after its leading zeros), never more than the coin has (`coinDecimals`, a cap).
 */
export function displayPlaces(value: Amount, coinDecimals = DECIMALS): number {
  const parts = parse(value);
  return parts ? placesOf(parts, coinDecimals) : 0;
}

/**
 * An amount as every screen shows it: thousands grouped ("1,250.5"), displayPlaces, rounded down (a balance never
 * shows more than is held), trailing zeros trimmed; from a billion up compact ("1.25B"). `coinDecimals` caps the
 * places (the coin's decimals; 2 for dollars, 4 for a percentage).
 */
export function displayAmount(value: Amount, coinDecimals = DECIMALS): string {
  const parts = parse(value);
  if (!parts) return INVALID_AMOUNT;
  return parts.int.length >= COMPACT_DIGITS ? compact(parts, 2) : render(parts, placesOf(parts, coinDecimals), true);
}

// ---- one policy per kind of money ----

/**
 * What an amount is, which decides how it reads:
 * - `price`: what something costs (a listing, a fee, a total): the display rule above, compact from a billion;
 * - `balance`: what a person holds and may send: grouped, never compact, so every whole unit stays visible;
 * - `fiat`: a dollar value: 2 places (a non-zero value below a cent up to 6, so that it never reads 0), compact
 *   from a billion;
 * - `volume`: a market's turnover on a narrow tile: K/M/B/T from a thousand, 2 places;
 * - `count`: a number of things (owners, items, sales): whole, grouped, never compact.
 */
export type MoneyKind = 'price' | 'balance' | 'fiat' | 'volume' | 'count';

/** Places of a dollar value: 2, and up to 6 for a non-zero value below a cent. */
const FIAT_PLACES = 2;
const FIAT_SMALL_PLACES = 6;

/**
 * An amount as text by the one policy of its kind (see MoneyKind). `coinDecimals` (the coin's) caps the places of a
 * price or a balance; rounded down everywhere, so a balance never shows more than is held. Invalid input gives '--'.
 */
export function moneyText(value: Amount, kind: MoneyKind, coinDecimals = DECIMALS): string {
  const parts = parse(value);
  if (!parts) return INVALID_AMOUNT;
  switch (kind) {
    case 'balance':
      return render(parts, placesOf(parts, coinDecimals), true);
    case 'count':
      return render(parts, 0, true);
    case 'volume':
      return compact(parts, 2);
    case 'fiat': {
      const belowCent = parts.int === '0' && /^00\d*[1-9]/.test(parts.frac);
      return displayAmount(value, belowCent ? FIAT_SMALL_PLACES : FIAT_PLACES);
    }
    default:
      return displayAmount(value, coinDecimals);
  }
}
