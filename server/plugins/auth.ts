import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db';
import type { PublicCache } from '../lib/publicCache';
import { isNewDevice, tellNewDevice } from '../modules/message/events';
import { hashToken } from '../lib/hash';

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

// Sessions are kept by the hash of their token; the one hash lives where token-keeping modules reach it.
export { hashToken };

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
  // every way of signing in ends here: a device the account has not used before is told to the user
  const newDevice = await isNewDevice(q, userId, device);
  const [session] = await q.query<{ id: number }>(
    `INSERT INTO sessions (user_id, token_hash, device_name, device_token, platform, ip, user_agent, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(days => $8)) RETURNING id`,
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
  if (newDevice) await tellNewDevice(q, userId, Number(session!.id), device);
  return token;
}

/** A session row as read (and kept in memory): the ids, the limits of its life and the user columns asked for. */
interface SessionRow {
  session_id: number;
  session_user_id: number;
  session_uid: string;
  /** Epoch ms: the sliding expiry and the hard end (sign-in + SESSION_MAX_DAYS), whichever comes first. */
  session_ends_at: number;
  /** Epoch ms of the last push of the sliding expiry (by this server or another). */
  session_seen_at: number;
  user: Record<string, unknown>;
}

const SLIDE_EVERY_MS = 60_000;

async function readSession(db: Db, tokenHash: string, userColumns: string): Promise<SessionRow | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT s.id AS session_id, s.user_id AS session_user_id, u.uid AS session_uid,
            (extract(epoch FROM LEAST(s.expires_at, s.created_at + make_interval(days => $2))) * 1000)::bigint
              AS session_ends_at,
            (extract(epoch FROM s.last_seen_at) * 1000)::bigint AS session_seen_at${userColumns ? `, ${userColumns}` : ''}
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.created_at > now() - make_interval(days => $2)`,
    [tokenHash, SESSION_MAX_DAYS],
  );
  if (!row) return null;
  const { session_id, session_user_id, session_uid, session_ends_at, session_seen_at, ...user } = row;
  return {
    session_id: Number(session_id),
    session_user_id: Number(session_user_id),
    session_uid: String(session_uid),
    session_ends_at: Number(session_ends_at),
    session_seen_at: Number(session_seen_at),
    user,
  };
}

/**
 * The live session of a token, or null when it is unknown, expired or revoked, with the `userColumns` of its
 * user (SQL over `u`, the users row) when the call needs them: `profile` is one query, and with `cache` (the
 * server's, group 'sessions') none while nothing changed (a revocation, any change of the user: migration 060
 * bumps the group; this server sees its own writes at once, others within a second). A second statement pushes
 * the sliding expiry, at most once a minute per session.
 */
export async function findSession(
  db: Db,
  token: string,
  userColumns = '',
  cache?: PublicCache,
): Promise<SessionInfo | null> {
  const tokenHash = hashToken(token);
  const key = `${tokenHash}\u0000${userColumns}`;
  const read = () => readSession(db, tokenHash, userColumns);
  let row = cache ? await cache.get('sessions', key, read, (found) => found !== null) : await read();
  if (row && row.session_ends_at <= Date.now()) {
    // Past what this copy knows: the row may have slid on since (another server pushed it); the database decides.
    cache?.drop('sessions', key);
    row = await read();
    if (row && row.session_ends_at <= Date.now()) row = null;
  }
  if (!row) return null;
  if (Date.now() - row.session_seen_at >= SLIDE_EVERY_MS) {
    // Kept rows are shared: mark the push first, so that concurrent requests do not repeat it.
    row.session_seen_at = Date.now();
    const [slid] = await db.query<{ ends_at: number }>(
      `UPDATE sessions SET last_seen_at = now(),
              expires_at = LEAST(now() + make_interval(days => $2), created_at + make_interval(days => $3))
        WHERE id = $1
        RETURNING (extract(epoch FROM expires_at) * 1000)::bigint AS ends_at`,
      [row.session_id, SESSION_TTL_DAYS, SESSION_MAX_DAYS],
    );
    if (slid) row.session_ends_at = Number(slid.ends_at);
  }
  const session: SessionInfo = { sessionId: row.session_id, userId: row.session_user_id, uid: row.session_uid };
  return userColumns ? { ...session, user: row.user } : session;
}

/**
 * Ends every session of the user but `keepSessionId` (the device that made the change); null ends them all.
 * After a change of password, payment password, email or authenticator: whoever knew the old
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
