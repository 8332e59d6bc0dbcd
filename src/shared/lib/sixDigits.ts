/**
 * Six-digit secrets: the one-time codes (email and authenticator) and the payment password. A module of its own so
 * that a payment screen takes this rule without the rest of the form checks (validate.ts re-exports it).
 */

/** One-time codes and the payment password are six digits. */
export const CODE_LENGTH = 6;

/** Keeps digits only (pasted codes often carry spaces or dashes) and caps the length: "123 456" → "123456". */
export function normaliseCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** Exactly six digits. */
export const isSixDigitCode = (code: string): boolean => /^\d{6}$/.test(code);
