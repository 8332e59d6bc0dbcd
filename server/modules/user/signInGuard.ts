import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import type { RateLimits } from '../../config';
import type { Db, Queryable } from '../../db';
import { ApiError, SecurityCodes } from '../../errors';
import { hashToken, type DeviceInfo } from '../../plugins/auth';
import { defineHandler } from '../../plugins/handler';
import { hitLimit, takeGuessSlot, takeSlot, type Slot } from '../../plugins/rateLimit';
import { normaliseEmail } from './accounts';
import { leadingZeroBits } from '@/shared/lib/proofOfWork';

/**
 * The sign-in guard: every guess at an account's password or email code takes its slot before it
 * is checked, and failures from one device cannot lock the owner's devices out.
 *
 * - A device that has signed in to the account before (a session of that account was ever opened with its
 *   X-Dtoken) has its own budget: `wrongCodesPerEmailPerHour` wrong guesses per hour, then 10029 for that
 *   device only. Device tokens are self-declared, so a known one only exempts from the account-wide rule.
 * - Every other device shares the account's budget of `signInFailuresBeforeCheck` wrong guesses per hour.
 *   Past it there is no hour-long block: each further guess waits out a delay that doubles with every
 *   failure (1 s, 2 s, 4 s … at most 300 s after the last one) and needs a solved human check
 *   (twice_verify_geetest with the address): 20156 with `{retry_after}` until both are met.
 * - The human check is a proof of work served here (no outside service): sha256(`challenge:nonce`) must
 *   start with `humanCheckBits` zero bits, one more for each failure past the free ones (at most 4 more).
 *   A solved puzzle answers a pass for that address, good for one sign-in guess within 5 minutes.
 */

/** Failures are counted per fixed hour. */
export const SIGN_IN_WINDOW_SECONDS = 3600;
/** The longest wait between two guesses from unrecognised devices. */
export const MAX_SIGN_IN_DELAY_SECONDS = 300;
/** Zero bits a human check can add to `humanCheckBits` as failures grow. */
export const HUMAN_CHECK_EXTRA_BITS = 4;
/** How long a puzzle may take to solve, and how long its pass stays good. */
export const HUMAN_CHECK_TTL_SECONDS = 300;
/** The scene of sign-in human checks (twice_verify_geetest `scene`). */
export const SIGN_IN_SCENE = 'login';

const WINDOW_START = 'to_timestamp(floor(extract(epoch from now()) / $2) * $2)';
const accountKey = (email: string) => `signin:${email}`;
const deviceKey = (email: string, token: string) => `signin:${email}:device:${hashToken(token)}`;

/** Seconds a guess from an unrecognised device waits after the account's `failures`-th failure: 0, then 1, 2, 4 … 300. */
export function signInDelay(failures: number, limits: RateLimits): number {
  const past = failures - limits.signInFailuresBeforeCheck;
  return past < 0 ? 0 : Math.min(2 ** Math.min(past, 30), MAX_SIGN_IN_DELAY_SECONDS);
}

/** Leading zero bits of the human check for an account with `failures` failures this hour. */
export function humanCheckDifficulty(failures: number, limits: RateLimits): number {
  const past = Math.max(0, failures - limits.signInFailuresBeforeCheck);
  return limits.humanCheckBits + Math.min(past, HUMAN_CHECK_EXTRA_BITS);
}

/** The digest the client's proof of work searches (`leadingZeroBits` from the same shared module counts its zeros). */
export const humanCheckDigest = (challenge: string, nonce: string) =>
  createHash('sha256').update(`${challenge}:${nonce}`).digest();

const humanCheckRequired = (retryAfter: number) =>
  new ApiError(SecurityCodes.HUMAN_CHECK_REQUIRED, 'human_check_required', {}, 200, { retry_after: retryAfter });

/** Wrong guesses for `email` from unrecognised devices in this hour, and seconds since the last one. */
async function accountFailures(q: Queryable, email: string): Promise<{ failures: number; idle: number }> {
  const [row] = await q.query<{ count: number; idle: number }>(
    `SELECT count, extract(epoch from now() - updated_at)::float8 AS idle
       FROM rate_counters WHERE key = $1 AND window_start = ${WINDOW_START}`,
    [accountKey(email), SIGN_IN_WINDOW_SECONDS],
  );
  return { failures: Number(row?.count ?? 0), idle: Number(row?.idle ?? 0) };
}

/** Whether `device` has ever signed in to `userId` (any session of that account, live or not, with its token). */
async function knownDevice(q: Queryable, userId: number | null, device: DeviceInfo): Promise<boolean> {
  if (userId === null || !device.token) return false;
  const rows = await q.query('SELECT 1 FROM sessions WHERE user_id = $1 AND device_token = $2 LIMIT 1', [
    userId,
    device.token,
  ]);
  return rows.length > 0;
}

/** Takes the pass of a solved human check for `email` (single use, 5 minutes); false when there is none. */
async function spendHumanPass(q: Queryable, pass: string, email: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE human_checks SET spent_at = now()
      WHERE pass_hash = $1 AND email = $2 AND scene = $3 AND spent_at IS NULL
        AND used_at > now() - make_interval(secs => $4)
      RETURNING id`,
    [hashToken(pass), email, SIGN_IN_SCENE, HUMAN_CHECK_TTL_SECONDS],
  );
  return rows.length > 0;
}

export interface SignInGuess {
  /** The normalised address the guess is for. */
  email: string;
  /** Its open account, or null (an unknown address is guarded the same way). */
  userId: number | null;
  device: DeviceInfo;
  /** The pass of a solved human check (`human_token`), when the client has one. */
  humanPass: string | undefined;
}

/**
 * The slot of one sign-in guess, taken before the guess is checked (see the module comment): 10029 when a
 * known device has spent its own budget, 20156 when an unrecognised one must wait or pass a human check.
 * Keep the slot for a wrong guess; release it for a right one or one that checked nothing.
 */
export async function takeSignInSlot(db: Db, limits: RateLimits, guess: SignInGuess): Promise<Slot> {
  if (await knownDevice(db, guess.userId, guess.device)) {
    const key = deviceKey(guess.email, guess.device.token);
    return takeGuessSlot(db, { key, windowSeconds: SIGN_IN_WINDOW_SECONDS, max: limits.wrongCodesPerEmailPerHour });
  }
  const key = accountKey(guess.email);
  const slot = await db.tx(async (q) => {
    // one decision at a time per address: the count, the delay and the pass are read and taken together
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
    const { failures, idle } = await accountFailures(q, guess.email);
    if (failures >= limits.signInFailuresBeforeCheck) {
      const wait = Math.ceil(signInDelay(failures, limits) - idle);
      if (wait > 0) throw humanCheckRequired(wait);
      if (!guess.humanPass || !(await spendHumanPass(q, guess.humanPass, guess.email))) throw humanCheckRequired(0);
    }
    return takeSlot(q, { key, windowSeconds: SIGN_IN_WINDOW_SECONDS, max: Number.MAX_SAFE_INTEGER });
  });
  // the transaction is over: give the slot back through the database itself
  return { ...slot, release: () => slot.releaseWith(db) };
}

/** twice_verify_geetest: the human check, a proof of work served by this server. */
export default function registerHumanCheckCalls(app: FastifyInstance): void {
  // fullResponse: the client reads the whole envelope
  defineHandler(app, contract.user.twiceVerifyGeetest, {
    doc: {
      section: 'authenticator',
      notes:
        'proof of work instead of a captcha: without `challenge` answers `{passed: false, challenge, difficulty}` (harder after more failed sign-ins for `email`; 10029 per IP); then `nonce` such that sha256(`challenge:nonce`) starts with `difficulty` zero bits answers `{passed: true, token}` (20155), `token` being the `human_token` of one sign-in guess for `email` within 5 min (20156). Client: fullResponse',
    },
    handler: async ({ db, config, body, device }) => {
      if (!body.challenge || body.nonce === undefined) {
        await hitLimit(db, `human:ip:${device.ip}`, 600, config.limits.loginAttemptsPerIpPer10Min);
        const email = body.email ? normaliseEmail(body.email) : '';
        const { failures } = email ? await accountFailures(db, email) : { failures: 0 };
        const difficulty = humanCheckDifficulty(failures, config.limits);
        const challenge = randomBytes(16).toString('hex');
        await db.query(
          `INSERT INTO human_checks (challenge, scene, email, difficulty, expires_at)
           VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
          [challenge, body.scene, email, difficulty, HUMAN_CHECK_TTL_SECONDS],
        );
        return { passed: false, challenge, difficulty };
      }
      const [row] = await db.query<{ id: number; difficulty: number }>(
        `UPDATE human_checks SET used_at = now()
          WHERE challenge = $1 AND scene = $2 AND used_at IS NULL AND expires_at > now() RETURNING id, difficulty`,
        [body.challenge, body.scene],
      );
      if (!row || leadingZeroBits(humanCheckDigest(body.challenge, body.nonce)) < row.difficulty) {
        throw new ApiError(SecurityCodes.HUMAN_CHECK_FAILED, 'human_check_failed');
      }
      const token = randomBytes(32).toString('base64url');
      await db.query('UPDATE human_checks SET pass_hash = $2 WHERE id = $1', [row.id, hashToken(token)]);
      return { passed: true, token };
    },
  });
}
