import BigNumber from 'bignumber.js';
import { BID_EXPIRY_PRESETS, bidExpiryProblem } from '@/domain/bids';
import { priceProblem, type PriceProblem, type PriceRange } from '@/domain/price';
import { tradeSplit, type TradeRates } from '@/domain/tradeSplit';

/**
 * The rules of the bid form (an offer on one token, a collection or trait bid, an entrustment order): its expiry
 * choice, what it is checked against before it is sent, and what it will cost. The server checks the same
 * (`@/domain/bids`, `@/domain/price`, `@/domain/tradeSplit`).
 */

/** One of the presets (seconds from now, as text: a Segmented's value) or a day the user picks. */
export type ExpiryChoice = `${(typeof BID_EXPIRY_PRESETS)[number]}` | 'date';
export const EXPIRY_CHOICES: readonly ExpiryChoice[] = [...BID_EXPIRY_PRESETS.map((s) => `${s}` as const), 'date'];
/** A bid lasts 7 days unless the user says otherwise: long enough to be seen, short enough not to be forgotten. */
export const DEFAULT_EXPIRY: ExpiryChoice = '604800';

/**
 * When the bid ends (unix seconds), or null when a date is asked for and none (or no real one) is typed. A picked day
 * ends at 23:59 of that day in the zone the screens show times in (`offsetHours` east of UTC), so the last day is
 * the one the user read on the screen.
 */
export function expiryAt(choice: ExpiryChoice, day: string, nowSeconds: number, offsetHours: number): number | null {
  if (choice !== 'date') return nowSeconds + Number(choice);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date, 23, 59, 0);
  const check = new Date(utc);
  // 2026-02-31 is not a day (Date would roll it into March)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return Math.floor(utc / 1000 - offsetHours * 3600);
}

/** Why the form cannot be sent, field by field (null: fine). */
export interface BidFormProblems {
  price: PriceProblem | null;
  quantity: 'invalid' | 'high' | null;
  expiry: 'empty' | 'too_soon' | 'too_late' | null;
}

export interface BidDraft {
  price: string;
  /** As typed (editions). */
  quantity: string;
  /** The most editions the bid may ask; 1 for a single token. */
  maxQuantity: number;
  expiresAt: number | null;
}

export function bidFormProblems(draft: BidDraft, range: PriceRange | undefined, nowSeconds: number): BidFormProblems {
  const editions = Number(draft.quantity);
  const quantity = !/^[1-9]\d*$/.test(draft.quantity) ? 'invalid' : editions > draft.maxQuantity ? 'high' : null;
  const expiry = draft.expiresAt === null ? 'empty' : bidExpiryProblem(draft.expiresAt, nowSeconds);
  return { price: priceProblem(draft.price, range), quantity, expiry };
}

export const hasProblem = (problems: BidFormProblems) =>
  problems.price !== null || problems.quantity !== null || problems.expiry !== null;

/** What the bid will cost when every edition fills, beside what the caller has and has already bid. */
export interface BidCost {
  /** price × editions */
  amount: string;
  buyerFee: string;
  /** What the bidder pays when it fills: amount + buyer fee. */
  total: string;
  /** The caller's open bids with this one. */
  openWithThis: string;
  /** How much the available balance lacks to pay this bid now, or null. Bids are not frozen: only a warning. */
  short: string | null;
  /** Whether the balance would pay every open bid, this one included, if all filled at once. */
  coversAll: boolean;
}

/** Null while the price or the editions are not a valid bid. */
export function bidCost(
  price: string,
  quantity: number,
  rates: TradeRates,
  balance: { available: string; open_total: string },
): BidCost | null {
  if (priceProblem(price) !== null || !Number.isInteger(quantity) || quantity < 1) return null;
  const split = tradeSplit(price, quantity, rates);
  const total = split.buyerPays.value;
  const available = new BigNumber(balance.available);
  const openWithThis = total.plus(balance.open_total);
  return {
    amount: split.amount.toFixed(),
    buyerFee: split.buyerFee.toFixed(),
    total: split.buyerPays.toFixed(),
    openWithThis: openWithThis.toFixed(),
    short: total.isGreaterThan(available) ? total.minus(available).toFixed() : null,
    coversAll: !openWithThis.isGreaterThan(available),
  };
}

/** How long a bid has left, in the largest whole unit (a ladder's "ends in 3 d"); 'ended' once past. */
export function timeLeft(
  expiresAt: number,
  nowSeconds: number,
): { unit: 'minutes' | 'hours' | 'days'; count: number } | 'ended' {
  const left = expiresAt - nowSeconds;
  if (left <= 0) return 'ended';
  if (left >= 86_400) return { unit: 'days', count: Math.floor(left / 86_400) };
  if (left >= 3_600) return { unit: 'hours', count: Math.floor(left / 3_600) };
  return { unit: 'minutes', count: Math.max(1, Math.floor(left / 60)) };
}

/** The editions an owner sells to an offer: what it still asks, at most what they hold. */
export const acceptableEditions = (remaining: number, held: number) => Math.max(0, Math.min(remaining, held));
