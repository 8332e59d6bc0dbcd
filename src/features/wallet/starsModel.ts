import type { StarPaymentStatus } from '@/contract/stars/types';

/** Telegram Stars top-up (the Stars channel of /asset/buy): pure rules of its screen. */

/** The amounts offered with one tap (Telegram sells Stars in packs of about these sizes). */
export const STARS_PRESETS = [100, 250, 500, 1000, 2500] as const;
export const DEFAULT_STARS = '250';
/** How often the screen asks for a paid payment's state while the credit has not landed (live events come first). */
export const STARS_PAYMENT_POLL_MS = 2_000;

/** Why a typed amount of Stars cannot be paid, before asking the server: whole Stars only. */
export type StarsInputProblem = 'invalid' | 'below_min' | 'above_max';

/** The typed Stars as a whole number, or null while the text is not one (empty, decimals, letters). */
export function parseStars(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const stars = Number(trimmed);
  return stars > 0 ? stars : null;
}

/** The problem with `text` against the server's limits (known once a quote answered), or null. */
export function starsProblem(text: string, limits: { min: number; max: number } | null): StarsInputProblem | null {
  if (text.trim() === '') return null;
  const stars = parseStars(text);
  if (stars === null) return 'invalid';
  if (limits && stars < limits.min) return 'below_min';
  if (limits && stars > limits.max) return 'above_max';
  return null;
}

/**
 * Where the screen is after the Pay tap: choosing; `paying` while the invoice sheet is open; `confirming` once the sheet
 * said paid (or pending) and the webhook's credit has not shown yet; `credited`; `refunded` (support refunded it).
 */
export type StarsStage = 'choose' | 'paying' | 'confirming' | 'credited' | 'refunded';

export function stageOf(
  sheetOpen: boolean,
  paymentNo: string | null,
  status: StarPaymentStatus | undefined,
): StarsStage {
  if (sheetOpen) return 'paying';
  if (!paymentNo) return 'choose';
  if (status === 'paid') return 'credited';
  if (status === 'refunded') return 'refunded';
  return 'confirming';
}

/** The payment a reload keeps following: `?payment=` of the buy screen's address, when it has a payment's shape. */
export function paymentFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('payment');
  return value && /^SP[A-Z0-9]{8,38}$/.test(value) ? value : null;
}
