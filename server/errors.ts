import { Codes } from '@/contract/codes';
import type { MessageKey, MessageParams } from './i18n';

/** The code table lives in the contract (`src/contract/codes.ts`), shared with the client. */
export { Codes, SecurityCodes } from '@/contract/codes';

/**
 * Thrown by handlers and plugins; the error plugin turns it into `{code, msg, data}` with a localised msg.
 * `data` is null except where the code table documents a machine-readable detail (20004, 20156: `retry_after`).
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly httpStatus = 200,
    readonly data: object | null = null,
  ) {
    super(`${code} ${messageKey}`);
    this.name = 'ApiError';
  }
}

export const sessionInvalid = () => new ApiError(Codes.SESSION_INVALID, 'session_invalid');
export const tooManyRequests = () => new ApiError(Codes.TOO_MANY_REQUESTS, 'too_many_requests');

/** `value`, or the business error `error()` when there is none (a row the caller may not see is "not found"). */
export function found<T>(value: T | null | undefined, error: () => ApiError): T {
  if (value === null || value === undefined) throw error();
  return value;
}
