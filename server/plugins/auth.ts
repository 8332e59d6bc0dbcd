import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db';

/** Sliding lifetime of a device session: each use (at most once a minute) pushes the expiry out again. */
export const SESSION_TTL_DAYS = 30;
/** However often it is used, a session ends this long after its sign-in: then the user signs in again. */
export const SESSION_MAX_DAYS = 90;

export interface SessionInfo {
  sessionId: number;
  userId: number;
  uid: string;
  /** The user's columns a call asked for with its session (`HandlerSpec.sessionColumns`), read in the same statement. */
  user?: Record<string, unknown>;
}

/** What the request headers say about the device (X-Dname, X-Dtoken, X-Platform, ip, user agent). */
export interface DeviceInfo {
  name: string;
  token: string;
  platform: number;
  ip: string;
  userAgent: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A request header as one string (the first when repeated), cut to `maxLength`; '' when absent. */
export function headerText(request: FastifyRequest, name: string, maxLength = 200): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.slice(0, maxLength) ?? '';
}

export function deviceFromRequest(request: FastifyRequest): DeviceInfo {
  const header = (name: string) => headerText(request, name);
  const platform = Number(header('x-platform'));
  return {
    name: header('x-dname'),
    token: header('x-dtoken'),
    platform: Number.isInteger(platform) ? platform : 0,
    ip: request.ip,
    userAgent: header('user-agent'),
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return match?.[1];
}

/** Opens a device session and returns its access token (32 random bytes; only the sha256 is stored). */
export async function createSession(q: Queryable, userId: number, device: DeviceInfo): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO sessions (user_id, token_hash, device_name, device_token, platform, ip, user_agent, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(days => $8))`,
    [
      userId,
      hashToken(token),
      device.name,
      device.token,
      device.platform,
      device.ip,
      device.userAgent,
      SESSION_TTL_DAYS,
    ],
  );
  return token;
}

/**
 * The live session of a token, or null when it is unknown, expired or revoked, with the `userColumns` of its
 * user (SQL over `u`, the users row) when the call needs them: `profile` is one query. A second statement
 * pushes the sliding expiry, at most once a minute per session (a plain SELECT plans and runs faster on
 * PGlite than one that carries a data-modifying CTE on every request).
 */
export async function findSession(db: Db, token: string, userColumns = ''): Promise<SessionInfo | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT s.id AS session_id, s.user_id AS session_user_id, u.uid AS session_uid,
            s.last_seen_at < now() - interval '60 seconds' AS session_stale${userColumns ? `, ${userColumns}` : ''}
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.created_at > now() - make_interval(days => $2)`,
    [hashToken(token), SESSION_MAX_DAYS],
  );
  if (!row) return null;
  const { session_id, session_user_id, session_uid, session_stale, ...user } = row;
  if (session_stale) {
    await db.query(
      `UPDATE sessions SET last_seen_at = now(),
              expires_at = LEAST(now() + make_interval(days => $2), created_at + make_interval(days => $3))
        WHERE id = $1`,
      [session_id as number, SESSION_TTL_DAYS, SESSION_MAX_DAYS],
    );
  }
  const session: SessionInfo = {
    sessionId: Number(session_id),
    userId: Number(session_user_id),
    uid: String(session_uid),
  };
  return userColumns ? { ...session, user } : session;
}

/**
 * Ends every session of the user but `keepSessionId` (the device that made the change); null ends them all.
 * After a change of password, payment password, email or authenticator (issue 9): whoever knew the old
 * secret may hold a session.
 */
export async function endOtherSessions(q: Queryable, userId: number, keepSessionId: number | null): Promise<number> {
  const rows = await q.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::bigint IS NULL OR id <> $2::bigint) RETURNING id`,
    [userId, keepSessionId],
  );
  return rows.length;
}

export async function revokeSession(q: Queryable, sessionId: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id`,
    [sessionId],
  );
  return rows.length > 0;
}
