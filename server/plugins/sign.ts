import { timingSafeEqual } from 'node:crypto';
import { signPayload } from '@/contract/sign';
import { ApiError, Codes } from '../errors';

/** Largest distance between the body's `time` and the server clock (design.md section 3). */
export const MAX_CLOCK_SKEW_SECONDS = 300;

/** Throws 10001 for a missing or wrong `sign`, 10002 for a missing or stale `time`. */
export function checkSignedBody(body: unknown, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(Codes.BAD_SIGN, 'bad_sign');
  const record = body as Record<string, unknown>;
  const given = record.sign;
  if (typeof given !== 'string') throw new ApiError(Codes.BAD_SIGN, 'bad_sign');
  const expected = signPayload(record, secret);
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new ApiError(Codes.BAD_SIGN, 'bad_sign');
  const time = Number(record.time);
  if (!Number.isFinite(time) || Math.abs(nowSeconds - time) > MAX_CLOCK_SKEW_SECONDS) {
    throw new ApiError(Codes.STALE_TIME, 'stale_time');
  }
}
