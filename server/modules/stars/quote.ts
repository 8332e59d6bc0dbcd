import BigNumber from 'bignumber.js';
import type { StarsQuote } from '@/contract/stars/types';
import type { ServerConfig } from '../../config';
import { trimDecimal } from '../../lib/decimal';

/** The configuration a quote reads (server/config.ts: STARS_USDT_RATE, STARS_MIN, STARS_MAX). */
export type StarsSettings = Pick<ServerConfig, 'starsRate' | 'starsMin' | 'starsMax' | 'starsSymbol'>;

/**
 * What `stars` buy: stars x the configured rate, rounded DOWN to the coin's decimals (the user is never credited a
 * fraction the ledger cannot hold, and the house never gives more than the rate says). Outside the limits the quote
 * is not ok and buys nothing.
 */
export function starsQuote(stars: number, settings: StarsSettings, decimals: number): StarsQuote {
  const reason: StarsQuote['reason'] =
    stars < settings.starsMin ? 'below_min' : stars > settings.starsMax ? 'above_max' : '';
  const amount = new BigNumber(settings.starsRate).times(stars).decimalPlaces(decimals, BigNumber.ROUND_DOWN);
  const ok = reason === '' && amount.gt(0);
  return {
    stars,
    symbol: settings.starsSymbol,
    rate: trimDecimal(new BigNumber(settings.starsRate).toFixed()),
    coin_amount: ok ? trimDecimal(amount.toFixed()) : '0',
    min_stars: settings.starsMin,
    max_stars: settings.starsMax,
    ok,
    reason,
  };
}
