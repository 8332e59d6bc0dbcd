import type { MessageKey, MessageParams } from './i18n';

/**
 * Envelope codes (documented in the README's API reference). Business errors answer HTTP 200 with a non-zero
 * code, as the client reads `code`; protocol errors keep their HTTP status (404, 413, 500).
 */
export const Codes = {
  OK: 0,
  SESSION_INVALID: 4001,
  SERVER_BUSY: 10000,
  BAD_SIGN: 10001,
  STALE_TIME: 10002,
  INVALID_PARAM: 10003,
  PAYLOAD_TOO_LARGE: 10004,
  TOO_MANY_REQUESTS: 10029,
  NOT_FOUND: 10404,
  WRONG_CODE: 20001,
  CODE_EXPIRED: 20002,
  CODE_ATTEMPTS: 20003,
  CODE_COOLDOWN: 20004,
  LOGIN_TOKEN_INVALID: 20005,
  DEVICE_NOT_FOUND: 20006,
  INSUFFICIENT_BALANCE: 30001,
  UNKNOWN_COIN: 30002,
} as const;

/** Thrown by handlers and plugins; the error plugin turns it into `{code, msg, data: null}` with a localised msg. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly httpStatus = 200,
  ) {
    super(`${code} ${messageKey}`);
    this.name = 'ApiError';
  }
}

export const sessionInvalid = () => new ApiError(Codes.SESSION_INVALID, 'session_invalid');
export const tooManyRequests = () => new ApiError(Codes.TOO_MANY_REQUESTS, 'too_many_requests');

/** Business codes of accounts and the security centre (issue 4); `USER_CLOSE_REFUSED` is the contract's 20501. */
export const SecurityCodes = {
  PASSWORD_WRONG: 20101,
  GA_CODE_WRONG: 20103,
  GA_REQUIRED: 20104,
  QR_INVALID: 20111,
  QR_STATE: 20112,
  PASSKEY_CHALLENGE_INVALID: 20121,
  PASSKEY_VERIFY_FAILED: 20122,
  PASSKEY_NOT_FOUND: 20123,
  PASSKEY_ORIGIN: 20124,
  PASSKEY_LIMIT: 20125,
  PASSKEY_NAME_INVALID: 20126,
  TELEGRAM_INVALID: 20131,
  TELEGRAM_EXPIRED: 20132,
  TELEGRAM_UNAVAILABLE: 20133,
  THIRD_TAKEN: 20134,
  THIRD_NOT_BOUND: 20135,
  THIRD_LAST_METHOD: 20136,
  THIRD_ALREADY_BOUND: 20137,
  APP_UNKNOWN: 20138,
  APP_NOT_AUTHORIZED: 20139,
  EMAIL_TAKEN: 20141,
  EMAIL_REQUIRED: 20142,
  EMAIL_ALREADY_BOUND: 20143,
  TICKET_INVALID: 20144,
  EMAIL_SAME: 20145,
  BACKUP_EMAIL_NONE: 20146,
  GA_NOT_ENABLED: 20151,
  GA_ALREADY_ENABLED: 20152,
  GA_SECRET_MISMATCH: 20153,
  HUMAN_CHECK_FAILED: 20155,
  IMAGE_INVALID: 20161,
  IMAGE_TOO_LARGE: 20162,
  NICKNAME_INVALID: 20163,
  PAY_ID_NOT_FOUND: 20164,
  CAPITAL_PASSWORD_WRONG: 20165,
  CAPITAL_PASSWORD_NOT_SET: 20166,
  USER_CLOSE_REFUSED: 20501,
} as const;
