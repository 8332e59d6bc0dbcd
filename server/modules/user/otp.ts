import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { devFeaturesOn, type ServerConfig } from '../../config';
import type { Db, Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';
import { checkLimit, hitLimit, type Limit } from '../../plugins/rateLimit';

/** One-time email codes: 6 digits, 10 minutes, 60 s between sends, 5 wrong tries. */
export const CODE_TTL_SECONDS = 600;
export const RESEND_COOLDOWN_SECONDS = 60;
export const MAX_WRONG_ATTEMPTS = 5;

const hashCode = (secret: string, email: string, scene: string, code: string) =>
  createHmac('sha256', secret).update(`${email}\n${scene}\n${code}`).digest('hex');

export interface SendCodeInput {
  email: string;
  scene: string;
  ip: string;
}

/**
 * Sends (logs, and outside production files in the dev mailbox) a new code for `email` and `scene`,
 * replacing any earlier one. 20004 inside the resend cooldown; 10029 past the hourly limits.
 */
export async function sendCode(
  db: Db,
  config: ServerConfig,
  log: FastifyBaseLogger,
  input: SendCodeInput,
): Promise<number> {
  const { email, scene, ip } = input;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.tx(async (q) => {
    // one sender per address at a time, so two quick requests cannot both pass the cooldown
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${email}`]);
    const [last] = await q.query<{ age: number }>(
      `SELECT extract(epoch from now() - created_at)::float8 AS age
         FROM verify_codes WHERE email = $1 AND scene = $2 ORDER BY id DESC LIMIT 1`,
      [email, scene],
    );
    if (last && last.age < RESEND_COOLDOWN_SECONDS) {
      const seconds = Math.ceil(RESEND_COOLDOWN_SECONDS - last.age);
      // The seconds also as data, so a client that lost its countdown (a reload) can show it again.
      throw new ApiError(Codes.CODE_COOLDOWN, 'code_cooldown', { seconds }, 200, { retry_after: seconds });
    }
    await hitLimit(q, `code:email:${email}`, 3600, config.limits.codesPerEmailPerHour);
    await hitLimit(q, `code:ip:${ip}`, 3600, config.limits.codesPerIpPerHour);
    await q.query(
      `UPDATE verify_codes SET invalidated_at = now()
        WHERE email = $1 AND scene = $2 AND used_at IS NULL AND invalidated_at IS NULL`,
      [email, scene],
    );
    await q.query(
      `INSERT INTO verify_codes (email, scene, code_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [email, scene, hashCode(config.signSecret, email, scene, code), CODE_TTL_SECONDS],
    );
    if (devFeaturesOn(config)) {
      await q.query('INSERT INTO dev_mailbox (email, code, scene) VALUES ($1, $2, $3)', [email, code, scene]);
    }
  });
  // No mail server: in development the code goes to the log (and the development mailbox above); a real
  // deployment never logs a code.
  if (devFeaturesOn(config)) log.info({ email, scene }, `verification code ${code}`);
  return RESEND_COOLDOWN_SECONDS;
}

type CheckOutcome = 'ok' | 'expired' | 'attempts' | { wrong: number };

/** How `consumeCode` ends on a right code: `spend` marks it used; `keep` leaves it for `spendCode` to take later. */
export type OnRightCode = 'spend' | 'keep';

/**
 * Consumes the newest code for `email` and `scene` when `code` matches; otherwise counts a wrong try
 * (the count is committed before the error is thrown) and invalidates the code at the fifth.
 * `budget`: wrong codes allowed per window across codes (default: `wrongCodesPerEmailPerHour` for the
 * address; null when the caller guards the guesses itself, as login_otp does). It is checked and counted
 * under the address's lock, so parallel guesses cannot all pass it. `onRight: 'keep'` checks a right code
 * without spending it (a withdrawal spends it with `spendCode` once nothing else refuses the request).
 */
export async function consumeCode(
  db: Db,
  config: ServerConfig,
  email: string,
  scene: string,
  code: string,
  budget: Limit | null = {
    key: `wrong-code:${email}`,
    windowSeconds: 3600,
    max: config.limits.wrongCodesPerEmailPerHour,
  },
  onRight: OnRightCode = 'spend',
): Promise<void> {
  const outcome = await db.tx<CheckOutcome>(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${email}`]);
    if (budget) await checkLimit(q, budget.key, budget.windowSeconds, budget.max);
    const [row] = await q.query<{
      id: number;
      code_hash: string;
      attempts: number;
      used: boolean;
      invalidated: boolean;
      expired: boolean;
    }>(
      `SELECT id, code_hash, attempts, used_at IS NOT NULL AS used, invalidated_at IS NOT NULL AS invalidated,
              expires_at <= now() AS expired
         FROM verify_codes WHERE email = $1 AND scene = $2 ORDER BY id DESC LIMIT 1`,
      [email, scene],
    );
    if (!row || row.used) return 'expired';
    if (row.invalidated) return row.attempts >= MAX_WRONG_ATTEMPTS ? 'attempts' : 'expired';
    if (row.expired) return 'expired';
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(hashCode(config.signSecret, email, scene, code.trim()), 'hex');
    if (timingSafeEqual(expected, given)) {
      if (onRight === 'spend') await q.query('UPDATE verify_codes SET used_at = now() WHERE id = $1', [row.id]);
      return 'ok';
    }
    const attempts = row.attempts + 1;
    await q.query(
      `UPDATE verify_codes SET attempts = $2::int, invalidated_at = CASE WHEN $2::int >= $3::int THEN now() END WHERE id = $1`,
      [row.id, attempts, MAX_WRONG_ATTEMPTS],
    );
    if (budget) await hitLimit(q, budget.key, budget.windowSeconds, Number.MAX_SAFE_INTEGER);
    return attempts >= MAX_WRONG_ATTEMPTS ? 'attempts' : { wrong: MAX_WRONG_ATTEMPTS - attempts };
  });
  if (outcome === 'ok') return;
  if (outcome === 'expired') throw new ApiError(Codes.CODE_EXPIRED, 'code_expired');
  if (outcome === 'attempts') throw new ApiError(Codes.CODE_ATTEMPTS, 'code_attempts');
  throw new ApiError(Codes.WRONG_CODE, 'wrong_code', { count: outcome.wrong });
}

/**
 * Spends a code `consumeCode` checked with `keep`, in the caller's transaction (so a refusal after it rolls the
 * spending back): the newest code of `email` and `scene`, when it is still the one given, unused, not invalidated
 * and not expired. Otherwise (a parallel request spent it, or it lapsed meanwhile) 20002, without counting a
 * wrong guess: the guess was checked already.
 */
export async function spendCode(
  q: Queryable,
  config: ServerConfig,
  email: string,
  scene: string,
  code: string,
): Promise<void> {
  const spent = await q.query(
    `UPDATE verify_codes SET used_at = now()
      WHERE id = (SELECT id FROM verify_codes WHERE email = $1 AND scene = $2 ORDER BY id DESC LIMIT 1)
        AND code_hash = $3 AND used_at IS NULL AND invalidated_at IS NULL AND expires_at > now()
      RETURNING id`,
    [email, scene, hashCode(config.signSecret, email, scene, code.trim())],
  );
  if (spent.length === 0) throw new ApiError(Codes.CODE_EXPIRED, 'code_expired');
}
