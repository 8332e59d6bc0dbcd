import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { verify as verifyTotp } from 'otplib';
import { PASSWORD_SCENE } from '@/contract/fields';
import type { ServerLang } from '@/contract';

export { CODE_SCENES, PASSWORD_SCENE } from '@/contract/fields';
import type { ServerConfig } from '../../config';
import type { Db, Queryable } from '../../db';
import { ApiError, Codes, SecurityCodes, sessionInvalid } from '../../errors';
import { translate } from '../../i18n';
import { hashToken, type SessionInfo } from '../../plugins/auth';
import { limitWrongGuesses } from '../../plugins/rateLimit';
import { tellSecurityChange } from '../message/events';
import { normaliseEmail } from './accounts';
import { consumeCode, spendCode, type OnRightCode } from './otp';

/**
 * Shared pieces of the security calls: password hashing, authenticator checks, multi-step tickets, the
 * 24-hour withdrawal hold and the recipients of security verification codes.
 */

// ---- passwords (login and payment): scrypt with a per-user salt over the client's SHA-256 ----
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 } as const;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashSecret(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifySecret(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

// ---- account facts ----
export interface UserSecurity {
  id: number;
  email: string | null;
  backup_email: string;
  ga_enabled: boolean;
  closed: boolean;
}

export async function userSecurity(q: Queryable, userId: number): Promise<UserSecurity> {
  const [row] = await q.query<UserSecurity>(
    `SELECT id, email, backup_email, ga_enabled, closed_at IS NOT NULL AS closed FROM users WHERE id = $1`,
    [userId],
  );
  if (!row || row.closed) throw sessionInvalid();
  return row;
}

/** The account's email, or 20142 when none is bound (Telegram-created accounts). */
export function requireEmail(user: UserSecurity): string {
  if (!user.email) throw new ApiError(SecurityCodes.EMAIL_REQUIRED, 'email_required');
  return user.email;
}

/** 20141 when another (open) account uses the address. */
export async function assertEmailFree(q: Queryable, email: string, exceptUserId: number | null): Promise<void> {
  const rows = await q.query('SELECT 1 FROM users WHERE email = $1 AND id IS DISTINCT FROM $2', [email, exceptUserId]);
  if (rows.length > 0) throw new ApiError(SecurityCodes.EMAIL_TAKEN, 'email_taken');
}

// ---- withdrawal hold ----
export const WITHDRAW_HOLD_HOURS = 24;
export const RISK_TYPE_HOLD = 1;

/**
 * After a CHANGE of a security factor (email, login or payment password, turning the authenticator off or resetting
 * it): withdrawals wait 24 hours (user_risk {type: 1, until}), so whoever took the account over cannot swap a factor
 * and empty it at once. Setting a factor for the first time (a first payment or login password, binding an email to
 * an account without one, turning the authenticator on) replaces nothing and starts no hold, as exchanges do.
 */
export async function startWithdrawalHold(q: Queryable, userId: number): Promise<void> {
  await q.query(`UPDATE users SET risk_type = $2, risk_until = now() + make_interval(hours => $3) WHERE id = $1`, [
    userId,
    RISK_TYPE_HOLD,
    WITHDRAW_HOLD_HOURS,
  ]);
}

// ---- authenticator (TOTP, otplib v13) ----
/** Wrong authenticator codes one account may send per 10 minutes (6 digits, 3 valid codes at a time). */
export const GA_WRONG_PER_10_MIN = 10;

/** Whether `code` is a current TOTP of `secret` (one step of clock drift either way). */
export async function checkTotp(secret: string, code: string, afterTimeStep = 0): Promise<number | null> {
  const result = await verifyTotp({ secret, token: code.trim(), epochTolerance: 30, afterTimeStep });
  if (!result.valid) return null;
  return 'timeStep' in result ? result.timeStep : Math.floor(Date.now() / 30_000);
}

/** A guess at an authenticator code of `userId`: wrong ones are counted (10029 past the limit) and answer 20103. */
export function limitGaGuesses<T>(q: Queryable, userId: number, attempt: () => Promise<T | null>): Promise<T> {
  return limitWrongGuesses(
    q,
    { key: `wrong-ga:${userId}`, windowSeconds: 600, max: GA_WRONG_PER_10_MIN },
    attempt,
    () => new ApiError(SecurityCodes.GA_CODE_WRONG, 'ga_code_wrong'),
  );
}

/** Records `step` as the account's last accepted authenticator step; false when it (or a later one) was taken. */
async function takeGaStep(q: Queryable, userId: number, step: number): Promise<boolean> {
  const accepted = await q.query(
    'UPDATE users SET ga_last_step = $2 WHERE id = $1 AND ga_last_step < $2 RETURNING id',
    [userId, step],
  );
  return accepted.length > 0;
}

/**
 * Checks an authenticator code of the account: 20103 when wrong (counted; 10029 past the limit), and a
 * code accepted once is never accepted again (the last time step is kept). `onRight: 'keep'` checks a right
 * code without taking its step (`spendOwnerProof` takes it later); answers the step.
 */
export async function verifyGa(
  db: Db,
  userId: number,
  code: string | undefined,
  onRight: OnRightCode = 'spend',
): Promise<number> {
  if (!code) throw new ApiError(SecurityCodes.GA_REQUIRED, 'ga_required');
  return limitGaGuesses(db, userId, async () => {
    const [row] = await db.query<{ ga_secret: string | null; ga_enabled: boolean; ga_last_step: number }>(
      'SELECT ga_secret, ga_enabled, ga_last_step FROM users WHERE id = $1',
      [userId],
    );
    if (!row?.ga_enabled || !row.ga_secret) throw new ApiError(SecurityCodes.GA_NOT_ENABLED, 'ga_not_enabled');
    const step = await checkTotp(row.ga_secret, code, Number(row.ga_last_step));
    if (step === null) return null;
    if (onRight === 'keep') return step;
    return (await takeGaStep(db, userId, step)) ? step : null;
  });
}

/**
 * The proof most security changes ask for: the account has an email (20142), the authenticator code when
 * the authenticator is on, then the email code of `scene` sent to the account's own address.
 */
export async function proveOwner(
  db: Db,
  config: ServerConfig,
  userId: number,
  proof: { scene: string; emailCode: string; gaCode: string | undefined },
): Promise<UserSecurity> {
  const user = await userSecurity(db, userId);
  const email = requireEmail(user);
  if (user.ga_enabled) await verifyGa(db, user.id, proof.gaCode);
  await consumeCode(db, config, email, proof.scene, proof.emailCode);
  return user;
}

/** The proof a security step asks: the email code of `scene`, and the authenticator code when it is on. */
export interface OwnerProofInput {
  scene: string;
  emailCode: string;
  gaCode: string | undefined;
}

/**
 * `proveOwner`'s checks without spending anything: wrong guesses are counted as there, right codes stay usable.
 * A call that may still be refused after the checks (a withdrawal, whose balance and limits are checked again
 * under its lock) spends them with `spendOwnerProof` in the transaction that does its work, so a refusal leaves
 * the user's email and authenticator codes good for the corrected request.
 */
export async function checkOwner(db: Db, config: ServerConfig, userId: number, proof: OwnerProofInput): Promise<void> {
  const user = await userSecurity(db, userId);
  const email = requireEmail(user);
  if (user.ga_enabled) await verifyGa(db, user.id, proof.gaCode, 'keep');
  await consumeCode(db, config, email, proof.scene, proof.emailCode, undefined, 'keep');
}

/**
 * Spends what `checkOwner` accepted, in the caller's transaction (a refusal after it rolls the spending back): the
 * authenticator code's time step (20103 when it was used meanwhile: a code counts once) and the email code (20002
 * when a parallel request spent it first). Nothing here counts as a guess: `checkOwner` counted them.
 */
export async function spendOwnerProof(
  q: Queryable,
  config: ServerConfig,
  userId: number,
  proof: OwnerProofInput,
): Promise<void> {
  const [row] = await q.query<{
    email: string | null;
    ga_enabled: boolean;
    ga_secret: string | null;
    ga_last_step: number;
  }>('SELECT email, ga_enabled, ga_secret, ga_last_step FROM users WHERE id = $1', [userId]);
  if (!row?.email) throw new ApiError(SecurityCodes.EMAIL_REQUIRED, 'email_required');
  if (row.ga_enabled) {
    const step =
      row.ga_secret && proof.gaCode ? await checkTotp(row.ga_secret, proof.gaCode, Number(row.ga_last_step)) : null;
    if (step === null || !(await takeGaStep(q, userId, step)))
      throw new ApiError(SecurityCodes.GA_CODE_WRONG, 'ga_code_wrong');
  }
  await spendCode(q, config, row.email, proof.scene, proof.emailCode);
}

/** Sets the login or payment password (scrypt of the client's hash); replacing one starts the withdrawal hold. */
export async function setSecret(
  db: Db,
  userId: number,
  column: 'password_hash' | 'capital_password_hash',
  password: string,
): Promise<void> {
  const hash = await hashSecret(password);
  await db.tx(async (q) => {
    // the row locked first, so the old value read is the one replaced, whoever saves at the same time
    const [row] = await q.query<{ had: boolean }>(
      `SELECT ${column} IS NOT NULL AS had FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    await q.query(`UPDATE users SET ${column} = $2 WHERE id = $1`, [userId, hash]);
    if (row?.had) await startWithdrawalHold(q, userId);
    const secret = column === 'password_hash' ? 'login_password' : 'payment_password';
    await tellSecurityChange(q, userId, `${secret}_${row?.had ? 'changed' : 'set'}`);
  });
}

// ---- tickets of multi-step flows ----
export const TICKET_TTL_SECONDS = 600;
/** Wrong answers a ticket survives (login_verify_x). */
export const TICKET_MAX_ATTEMPTS = 5;

export interface Ticket<D> {
  id: number;
  user_id: number;
  data: D;
  attempts: number;
}

export async function issueTicket(
  q: Queryable,
  userId: number,
  purpose: string,
  data: object = {},
  ttlSeconds = TICKET_TTL_SECONDS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO security_tickets (token_hash, user_id, purpose, data, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashToken(token), userId, purpose, JSON.stringify(data), ttlSeconds],
  );
  return token;
}

const ticketWhere = `token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() AND attempts < ${TICKET_MAX_ATTEMPTS}`;

/** A live ticket (not consumed): 20144 when unknown, used, expired, out of tries or another user's. */
export async function peekTicket<D = Record<string, unknown>>(
  q: Queryable,
  token: string,
  purpose: string,
  userId: number | null,
): Promise<Ticket<D>> {
  const [row] = await q.query<Ticket<D>>(
    `SELECT id, user_id, data, attempts FROM security_tickets WHERE ${ticketWhere}`,
    [hashToken(token), purpose],
  );
  if (!row || (userId !== null && Number(row.user_id) !== userId)) {
    throw new ApiError(SecurityCodes.TICKET_INVALID, 'ticket_invalid');
  }
  return { ...row, user_id: Number(row.user_id) };
}

/** Consumes a ticket exactly once (concurrent takers: one wins, the others get 20144). */
export async function takeTicket<D = Record<string, unknown>>(
  q: Queryable,
  token: string,
  purpose: string,
  userId: number | null,
): Promise<Ticket<D>> {
  const [row] = await q.query<Ticket<D>>(
    `UPDATE security_tickets SET used_at = now()
      WHERE ${ticketWhere} AND ($3::bigint IS NULL OR user_id = $3)
      RETURNING id, user_id, data, attempts`,
    [hashToken(token), purpose, userId],
  );
  if (!row) throw new ApiError(SecurityCodes.TICKET_INVALID, 'ticket_invalid');
  return { ...row, user_id: Number(row.user_id) };
}

/**
 * One answer to a ticket's step (login_verify_x), counted before it is checked so that parallel answers
 * cannot use more than the ticket's tries: 20144 when none is left (or the ticket is unknown, used,
 * expired or another user's). `release()` gives the try back: a right answer, or one that checked nothing.
 */
export async function takeTicketAttempt<D = Record<string, unknown>>(
  q: Queryable,
  token: string,
  purpose: string,
  userId: number | null,
): Promise<Ticket<D> & { release(): Promise<void> }> {
  const [row] = await q.query<Ticket<D>>(
    `UPDATE security_tickets SET attempts = attempts + 1
      WHERE ${ticketWhere} AND ($3::bigint IS NULL OR user_id = $3)
      RETURNING id, user_id, data, attempts`,
    [hashToken(token), purpose, userId],
  );
  if (!row) throw new ApiError(SecurityCodes.TICKET_INVALID, 'ticket_invalid');
  const release = async () => {
    await q.query('UPDATE security_tickets SET attempts = attempts - 1 WHERE id = $1 AND attempts > 0', [row.id]);
  };
  return { ...row, user_id: Number(row.user_id), release };
}

// ---- verification codes of the security scenes (send_verify_code_v2) ----
/** Scenes of set_password (this module's addition to the contract's SecurityScene). */

/** Scenes whose code always goes to the signed-in account's own address (a given email is ignored). */
const OWN_ADDRESS_SCENES = new Set<string>([
  'email_modify_old',
  'close_ga',
  'passkey_unbind',
  'set_capital_password',
  'withdraw',
  'user_close',
  PASSWORD_SCENE,
]);
/** Scenes that send to a new address given in `email`, for the signed-in account. */
const NEW_ADDRESS_SCENES = new Set<string>(['email_modify_new', 'bind_email']);

/**
 * Where a code of `scene` goes (send_verify_code_v2): `login`, `reset_ga` and `reset_email` to the given
 * address (signed out is fine); the own-address scenes to the account's email; `email_modify_new` and
 * `bind_email` to a new address no other account uses; `backup_email` to the given (backup) address or,
 * without one, to the account's email.
 */
export async function codeRecipient(
  db: Db,
  session: SessionInfo | null,
  lang: ServerLang,
  scene: string,
  email: string | undefined,
): Promise<string> {
  const given = email ? normaliseEmail(email) : undefined;
  const missing = () =>
    new ApiError(Codes.INVALID_PARAM, 'invalid_param', { field: 'email', reason: translate(lang, 'reason_required') });
  if (scene === 'login' || scene === 'reset_ga' || scene === 'reset_email') {
    if (!given) throw missing();
    return given;
  }
  if (!session) throw sessionInvalid();
  const user = await userSecurity(db, session.userId);
  if (OWN_ADDRESS_SCENES.has(scene)) return requireEmail(user);
  if (NEW_ADDRESS_SCENES.has(scene)) {
    if (!given) throw missing();
    if (scene === 'bind_email' && user.email)
      throw new ApiError(SecurityCodes.EMAIL_ALREADY_BOUND, 'email_already_bound');
    if (given === user.email) throw new ApiError(SecurityCodes.EMAIL_SAME, 'email_same');
    await assertEmailFree(db, given, user.id);
    return given;
  }
  // backup_email
  const primary = requireEmail(user);
  if (!given) return primary;
  if (given === primary) throw new ApiError(SecurityCodes.EMAIL_SAME, 'email_same');
  return given;
}
