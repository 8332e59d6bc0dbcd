/**
 * Input validation rules that only the screens apply. Wallet addresses are a rule the server
 * applies too: `@/domain/address`.
 */

/** A price typed by the user: the market's rule (`@/domain/price`), kept here beside the other form checks. */
export { isValidPrice } from '@/domain/price';

// ---- email and one-time codes (one rule for every screen) ----

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

/** An email address as the server accepts it (surrounding spaces ignored, at most 254 characters). */
export function isEmail(input: string): boolean {
  const email = input.trim();
  return email.length <= 254 && EMAIL_RE.test(email);
}

/** One-time codes: six digits (the rule the payment password shares). */
export { CODE_LENGTH, isSixDigitCode, normaliseCode } from './sixDigits';
