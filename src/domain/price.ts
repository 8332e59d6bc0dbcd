import BigNumber from 'bignumber.js';
import type { TradeFeeRes } from '@/contract/nftMarket/types';

/**
 * A price as a user types it and as the market accepts it: one rule for the listing screens and the server's
 * `on`, `change` and their batches.
 */

/**
 * A positive decimal without leading zeros or signs.
 * Valid: 0.5, 12, 1.25, 1.50. Invalid: '', ' 1', '0', '0.00', '012', '00.5', '-1', '+1', '1.', '.5',
 * '1e5', '1,5', 'NaN', 'Infinity', full-width digits.
 */
export function isValidPrice(text: string): boolean {
  if (typeof text !== 'string' || !/^(0|[1-9]\d*)(\.\d+)?$/.test(text)) return false;
  return /[1-9]/.test(text);
}

/** What a price is checked against: the coin's range and decimals (a `trade_fee` answer fits). */
export type PriceRange = Pick<TradeFeeRes, 'min_price' | 'max_price' | 'decimals'>;

/**
 * Why a price cannot be used, or null: nothing typed, not a number as section 5 writes one, zero, more decimals than
 * the coin has, below its lowest or above its highest price. Without a range only the form is checked.
 */
export type PriceProblem = 'empty' | 'invalid' | 'zero' | 'decimals' | 'low' | 'high';

export function priceProblem(text: string, range?: PriceRange): PriceProblem | null {
  if (text === '') return 'empty';
  if (!/^(0|[1-9]\d*)(\.\d+)?$/.test(text)) return 'invalid';
  if (!isValidPrice(text)) return 'zero';
  const price = new BigNumber(text);
  if (!range) return null;
  if ((price.decimalPlaces() ?? 0) > range.decimals) return 'decimals';
  if (price.isLessThan(range.min_price)) return 'low';
  if (price.isGreaterThan(range.max_price)) return 'high';
  return null;
}
