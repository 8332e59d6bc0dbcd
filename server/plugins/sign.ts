import { createHash, timingSafeEqual } from 'node:crypto';
import { canonicalText } from '@/contract/sign';
import { ApiError, Codes } from '../errors';
import { invalidField } from './validation';

/** Largest distance between the body's `time` and the server clock: a signed body replays for 300 s at most. */
export const MAX_CLOCK_SKEW_SECONDS = 300;

/**
 * The body's signature as the client computes it (`signPayload` in the contract), hashed with node:crypto:
 * the JavaScript SHA-256 the browser bundle uses spends about a second on a 1 MB body, native code a few ms.
 */
export function serverSign(body: Record<string, unknown>, secret: string): string {
  return createHash('sha256')
    .update(canonicalText(body) + secret, 'utf8')
    .digest('hex');
}

/**
 * Throws 10001 for a missing or wrong `sign`, 10002 for a missing or stale `time`, 10003 for a `time` that
 * is not an integer number ("1700000000", " 1700000000", "0x…", [1700000000] and 1.5 all sign alike, so
 * the signature alone cannot tell them apart).
 */
export function checkSignedBody(body: unknown, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(Codes.BAD_SIGN, 'bad_sign');
  const record = body as Record<string, unknown>;
  const given = record.sign;
  if (typeof given !== 'string') throw new ApiError(Codes.BAD_SIGN, 'bad_sign');
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(serverSign(record, secret));
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new ApiError(Codes.BAD_SIGN, 'bad_sign');
  const time = record.time;
  if (time === undefined || time === null) throw new ApiError(Codes.STALE_TIME, 'stale_time');
  if (typeof time !== 'number' || !Number.isSafeInteger(time)) throw invalidField('/time', 'type');
  if (Math.abs(nowSeconds - time) > MAX_CLOCK_SKEW_SECONDS) throw new ApiError(Codes.STALE_TIME, 'stale_time');
}
