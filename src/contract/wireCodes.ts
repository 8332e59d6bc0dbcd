/**
 * The few envelope values the first load's own code reads (the wire, the Telegram launch): a module apart from the
 * code tables (`codes.ts`, which re-exports these), so that the first load carries these numbers and not the tables,
 * which only lazily loaded screens read.
 */

/** The cookie that carries the session's access token; the page server reads it too (preloads). */
export const ACCESS_TOKEN_COOKIE = 'access_token';
/** Envelope code: the session is no longer valid (the client signs out). */
export const SESSION_INVALID_CODE = 4001;
/** Envelope codes that mean success. */
export const SUCCESS_CODES: readonly number[] = [200, 0, 40103, 40010];
/** A code was asked for again too soon: the notice counts the wait down. */
export const CODE_COOLDOWN_CODE = 20004;
/** A Telegram launch whose init data was used or has expired: the launch signs in again. */
export const TELEGRAM_USED_CODE = 20130;
export const TELEGRAM_EXPIRED_CODE = 20132;
