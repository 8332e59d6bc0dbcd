import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db';
import { hashToken } from '../../lib/hash';

/**
 * Biometric tokens: what a device inside Telegram keeps behind its fingerprint or face (BiometricManager) and sends
 * as a payment's `password`. `bio1.<id>.<secret>`: the dots and the prefix make it never a payment password (64 hex
 * digits), so one field carries either. Only the sha256 of the secret is stored.
 *
 * A token confirms payments only from the session that turned it on: a token copied to another device, or kept after
 * its session ended, is refused like a wrong password (the caller's rate limit slot included, see
 * `verifyCapitalPassword`).
 */
export const BIOMETRIC_PREFIX = 'bio1.';
const TOKEN_PATTERN = /^bio1\.([0-9]{1,16})\.([A-Za-z0-9_-]{43})$/;

export const isBiometricToken = (secret: string): boolean => secret.startsWith(BIOMETRIC_PREFIX);

/** A new token for a session: the row is written by the caller with `secretHash`; `token` is answered once. */
export function newBiometricSecret(): { secret: string; secretHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, secretHash: hashToken(secret) };
}

export const biometricToken = (id: number, secret: string): string => `${BIOMETRIC_PREFIX}${id}.${secret}`;

/**
 * Whether `token` is a live token of this user issued to this session. Marks it used when it is. Any malformed,
 * unknown, revoked or foreign token is simply false: the caller counts it as a wrong guess.
 */
export async function checkBiometricToken(
  q: Queryable,
  who: { userId: number; sessionId: number },
  token: string,
): Promise<boolean> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return false;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id)) return false;
  const [row] = await q.query<{ secret_hash: string }>(
    `SELECT b.secret_hash FROM biometric_tokens b JOIN sessions s ON s.id = b.session_id
      WHERE b.id = $1 AND b.user_id = $2 AND b.session_id = $3 AND b.revoked_at IS NULL
        AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [id, who.userId, who.sessionId],
  );
  const given = Buffer.from(hashToken(match[2] ?? ''));
  // hashed either way, so an unknown id takes as long as a wrong secret
  const expected = Buffer.from(row?.secret_hash ?? hashToken(''));
  if (!timingSafeEqual(given, expected) || !row) return false;
  await q.query('UPDATE biometric_tokens SET last_used_at = now() WHERE id = $1', [id]);
  return true;
}

/**
 * Revokes every live biometric token of the user, this device's too. Called on every security change of the
 * account (`tellSecurityChange`): a token was granted under the old password and settings, so turning biometrics on
 * again takes the payment password as it is now. Tokens of sessions a change signs out die with those sessions.
 */
export async function revokeBiometricTokens(q: Queryable, userId: number): Promise<number> {
  const rows = await q.query(
    'UPDATE biometric_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id',
    [userId],
  );
  return rows.length;
}
