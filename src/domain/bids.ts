import type { BidScope } from '@/contract/nftMarket/types';

/**
 * Bids (offers on one token, collection and trait bids, entrustment orders): the rules the bid screens show and the
 * server enforces, written once.
 */

/** Expiry choices the bid sheets offer, in seconds from now: 1 hour, 1 day, 7 days, 30 days. */
export const BID_EXPIRY_PRESETS = [3_600, 86_400, 604_800, 2_592_000] as const;
/** A bid lives at least this long (seconds), so that it is not expired before anyone could see it. */
export const BID_MIN_SECONDS = 300;
/** And at most this long: 180 days. */
export const BID_MAX_SECONDS = 180 * 86_400;
/** Open bids one user may hold at once: a guard against flooding the book, far above what a person places. */
export const MAX_OPEN_BIDS = 200;

/** Why an expiry (unix seconds) is refused at `now` (unix seconds), or null when it is fine. */
export function bidExpiryProblem(expiresAt: number, now: number): 'too_soon' | 'too_late' | null {
  if (!Number.isInteger(expiresAt) || expiresAt < now + BID_MIN_SECONDS) return 'too_soon';
  if (expiresAt > now + BID_MAX_SECONDS) return 'too_late';
  return null;
}

/** The scope a bid has from its target: a token id makes an offer; a trait type and value a trait bid. */
export function bidScope(target: { token_id?: string | null; trait_type?: string | null }): BidScope {
  if (target.token_id) return 'token';
  return target.trait_type ? 'trait' : 'collection';
}
