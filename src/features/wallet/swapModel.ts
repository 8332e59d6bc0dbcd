import type { AccountName, BalanceEntry, SwapKind, SwapPair } from '@/contract/wallet/types';
import { gt, isPositive, lt, toBig } from '@/shared/lib/money';

/** Slippage presets (percent), shown as 60x32 chips; the server's default is 0.5. */
export const SLIPPAGE_PRESETS = ['0.1', '0.5', '1'] as const;
export const DEFAULT_SLIPPAGE = '0.5';
/** The server refuses more than 50 %. */
export const MAX_SLIPPAGE = '50';
/** A quote is asked for again this often while the screen is open (quotes live `quote_seconds`, 15 s). */
export const QUOTE_REFRESH_MS = 10_000;
/** The amount settles this long before a quote is asked for (no call per keystroke). */
export const QUOTE_DEBOUNCE_MS = 400;
/** The server's code for "the price moved beyond your slippage" (nothing moved). */
export const PRICE_MOVED_CODE = 32005;
/** The server's code for an expired, used or foreign quote. */
export const QUOTE_EXPIRED_CODE = 32004;

/** The standard swap works on the spot account, the Seraph swap on the game account. */
export const swapAccount = (kind: SwapKind): AccountName => (kind === 'seraph' ? 'game' : 'spot');
export const swapBase = (kind: SwapKind) => (kind === 'seraph' ? '/asset/swap/seraph' : '/asset/swap');

/** The coins one can swap from (the pairs' from coins, in the pairs' order, once each). */
export function fromCoins(pairs: readonly SwapPair[]): string[] {
  return [...new Set(pairs.map((p) => p.from_symbol))];
}
/** The coins `from` can be swapped to. */
export function toCoins(pairs: readonly SwapPair[], from: string): string[] {
  return [...new Set(pairs.filter((p) => p.from_symbol === from).map((p) => p.to_symbol))];
}
export const findPair = (pairs: readonly SwapPair[], from: string, to: string): SwapPair | undefined =>
  pairs.find((p) => p.from_symbol === from && p.to_symbol === to);

/**
 * A configured pair for what was asked: the asked pair when configured; else the asked from coin with its first
 * to coin; else the first pair. Null when there is no pair at all.
 */
export function choosePair(pairs: readonly SwapPair[], from: string, to: string): { from: string; to: string } | null {
  const exact = findPair(pairs, from, to);
  if (exact) return { from, to };
  const firstTo = toCoins(pairs, from)[0];
  if (firstTo) return { from, to: firstTo };
  const first = pairs[0];
  return first ? { from: first.from_symbol, to: first.to_symbol } : null;
}
/** The flipped pair when it is configured too, else null (the flip button is then disabled). */
export function flipPair(pairs: readonly SwapPair[], from: string, to: string): { from: string; to: string } | null {
  return findPair(pairs, to, from) ? { from: to, to: from } : null;
}

export type AmountProblem = 'invalid' | 'belowMin' | 'aboveMax' | 'insufficient';
/** Why an amount cannot be swapped (null: it can; an empty amount is no problem yet, just nothing to quote). */
export function amountProblem(amount: string, pair: SwapPair | undefined, available: string): AmountProblem | null {
  if (amount === '') return null;
  if (!/^(\d+\.?\d*|\.\d+)$/.test(amount) || !isPositive(amount)) return 'invalid';
  if (pair && lt(amount, pair.min_amount)) return 'belowMin';
  if (pair && isPositive(pair.max_amount) && gt(amount, pair.max_amount)) return 'aboveMax';
  if (gt(amount, available)) return 'insufficient';
  return null;
}

export type SlippageProblem = 'invalid' | 'tooLow' | 'tooHigh';
/** A custom slippage (percent): a positive number of at most 2 places, at most 50. */
export function slippageProblem(text: string): SlippageProblem | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'invalid';
  if (!isPositive(text)) return 'tooLow';
  if (gt(text, MAX_SLIPPAGE)) return 'tooHigh';
  return null;
}
/** High slippage (above 5 %) gets a warning: the user may receive much less than quoted. */
export const slippageIsHigh = (text: string) => slippageProblem(text) === null && gt(text, '5');
/** Price impact above 3 % gets a warning. */
export const impactIsHigh = (percent: string) => gt(percent, '3');

/** The account's available balance of a coin for the swap's kind. */
export function swapAvailable(balances: readonly BalanceEntry[], kind: SwapKind, symbol: string): string {
  const account = swapAccount(kind);
  return balances.find((b) => b.account === account && b.symbol === symbol)?.available ?? '0';
}
/** The most one may swap: the available balance, capped by the pair's maximum. */
export function maxAmount(available: string, pair: SwapPair | undefined): string {
  if (pair && isPositive(pair.max_amount) && gt(available, pair.max_amount)) return toBig(pair.max_amount).toFixed();
  return toBig(available).toFixed();
}

/** Whole seconds until a quote expires (never negative). `expiresAt` in unix seconds. */
export const secondsLeft = (expiresAt: number, nowMs: number): number =>
  Math.max(0, Math.ceil(expiresAt - nowMs / 1000));

/** Parses the address's kind and coins: `?from=USDT&to=BTC`. */
export function parseSwapSearch(search: string): { from: string; to: string } {
  const query = new URLSearchParams(search);
  const upper = (v: string | null) => (v ?? '').trim().toUpperCase();
  return { from: upper(query.get('from') ?? query.get('symbol')), to: upper(query.get('to')) };
}
