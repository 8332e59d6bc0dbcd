import { randomUUID } from 'node:crypto';
import { parse, validate } from '@telegram-apps/init-data-node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '@/contract';
import type { ThirdListRes } from '@/contract';
import { NICKNAME_MAX, NICKNAME_MIN, nameLength } from '@/domain/names';
import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db';
import { tellSecurityChange } from '../message/events';
import { ApiError, SecurityCodes } from '../../errors';
import { langFromHeader } from '../../i18n';
import { createSession, hashToken, headerText, revokeSession, type DeviceInfo } from '../../plugins/auth';
import { defineHandler } from '../../plugins/handler';
import { hitLimit } from '../../plugins/rateLimit';
import { recordReferral, referralCodeOfInitData } from '../referral/codes';
import { createUser } from './accounts';
import { userSecurity } from './security';

/**
 * How long init data is good from its `auth_date`: for signing in, `TELEGRAM_INIT_MAX_AGE` (default 300 s:
 * a launch signs in at once); for linking Telegram to a signed-in account (user_third_bind), a day, as the
 * user may open the security centre long after the launch.
 */
export const BIND_INIT_DATA_MAX_AGE_SECONDS = 86_400;
/** How far ahead of this server's clock an `auth_date` may be (Telegram's clock and ours differ a little). */
export const INIT_DATA_CLOCK_SKEW_SECONDS = 60;

export interface TelegramUser {
  id: string;
  displayName: string;
  languageCode: string;
  /** The @username without the @, null when the user has none (or one Telegram would not give). */
  username: string | null;
  /** The profile picture's https address, '' when none. */
  photoUrl: string;
}

/** Telegram usernames: letters, digits and underscores (5–32; 4 for collectible names). */
const TELEGRAM_USERNAME = /^[A-Za-z0-9_]{4,32}$/;

/** An https picture address as Telegram gives it, else '' (the app shows it as an image source). */
function photoUrlFrom(value: unknown): string {
  if (typeof value !== 'string' || value.length > 512) return '';
  try {
    return new URL(value).protocol === 'https:' ? value : '';
  } catch {
    return '';
  }
}

/**
 * Keeps what the bot and paying people by @username need of the account's Telegram profile up to date: the name shown,
 * the username, the picture, the language, and when it was last seen (the newest sign-in wins a username lookup).
 */
async function saveTelegramProfile(q: Queryable, tg: TelegramUser): Promise<void> {
  await q.query(
    `UPDATE third_accounts SET display_name = $2, username = $3, photo_url = $4, language_code = $5, seen_at = now()
      WHERE platform = 'telegram' AND third_id = $1`,
    [tg.id, tg.displayName, tg.username, tg.photoUrl, tg.languageCode.slice(0, 35)],
  );
}

/** What `user_third_list` answers for a user: its one Telegram entry, bound or not (also user/boot.ts's). */
export async function thirdAccountsOf(db: Queryable, userId: number): Promise<ThirdListRes> {
  const [row] = await db.query<{ third_id: string; display_name: string; bound_at: number }>(
    `SELECT third_id, display_name, extract(epoch from created_at)::bigint AS bound_at
       FROM third_accounts WHERE user_id = $1 AND platform = 'telegram'`,
    [userId],
  );
  return {
    list: [
      row
        ? {
            platform: 'telegram',
            bound: true,
            third_id: row.third_id,
            display_name: row.display_name,
            bound_at: Number(row.bound_at),
          }
        : { platform: 'telegram', bound: false, third_id: '', display_name: '', bound_at: null },
    ],
  };
}

/** Init data that passed the checks: its user, and its hash (which names this one launch's init data). */
export interface TelegramInitData {
  user: TelegramUser;
  hash: string;
  authDate: number;
}

/**
 * Checks the RAW init data string with the bot token (never a re-serialised copy: the key order is part of
 * the hash) and returns its user. Older than `maxAgeSeconds`: 20132; forged, tampered, without a user, or
 * dated more than a minute ahead: 20131; no bot token configured: 20133.
 */
export function checkInitData(
  config: Pick<ServerConfig, 'botToken'>,
  raw: string,
  maxAgeSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): TelegramInitData {
  if (!config.botToken) throw new ApiError(SecurityCodes.TELEGRAM_UNAVAILABLE, 'telegram_unavailable');
  const invalid = () => new ApiError(SecurityCodes.TELEGRAM_INVALID, 'telegram_invalid');
  try {
    // The signature only: the dates are checked below, both ways, once the data is known to be Telegram's.
    validate(raw, config.botToken, { expiresIn: 0 });
  } catch {
    throw invalid();
  }
  const params = new URLSearchParams(raw);
  const [authDateText, ...moreDates] = params.getAll('auth_date');
  const [hash, ...moreHashes] = params.getAll('hash');
  if (!authDateText || !/^\d{1,12}$/.test(authDateText) || moreDates.length || !hash || moreHashes.length) {
    throw invalid();
  }
  const authDate = Number(authDateText);
  if (authDate > nowSeconds + INIT_DATA_CLOCK_SKEW_SECONDS) throw invalid();
  if (nowSeconds - authDate > Math.max(1, maxAgeSeconds)) {
    throw new ApiError(SecurityCodes.TELEGRAM_EXPIRED, 'telegram_expired');
  }
  let user:
    | {
        id: number;
        first_name: string;
        last_name?: string;
        username?: string;
        language_code?: string;
        photo_url?: string;
      }
    | undefined;
  try {
    user = parse(raw).user;
  } catch {
    user = undefined;
  }
  if (!user || !Number.isSafeInteger(user.id)) throw invalid();
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return {
    user: {
      id: String(user.id),
      displayName: user.username ? `@${user.username}` : fullName,
      languageCode: user.language_code ?? '',
      username: user.username && TELEGRAM_USERNAME.test(user.username) ? user.username : null,
      photoUrl: photoUrlFrom(user.photo_url),
    },
    hash,
    authDate,
  };
}

/**
 * One launch's init data opens at most one live session, on the device that used it first: the
 * same init data from another device (or without a device token) is refused with 20130, so init data that
 * leaks cannot open a second session; from the same device (a sign-in after a logout, a reload that lost the
 * cookie) the new session replaces the one it opened before. Runs inside the sign-in transaction, under the
 * Telegram user's lock; `recordInitDataUse` then notes the new session.
 */
async function claimInitData(q: Queryable, hash: string, device: DeviceInfo): Promise<void> {
  const [used] = await q.query<{ session_id: number; device_token: string }>(
    `SELECT t.session_id, s.device_token FROM telegram_init_uses t JOIN sessions s ON s.id = t.session_id
      WHERE t.hash = $1`,
    [hash],
  );
  if (!used) return;
  if (!device.token || used.device_token !== device.token) {
    throw new ApiError(SecurityCodes.TELEGRAM_USED, 'telegram_used');
  }
  await revokeSession(q, Number(used.session_id));
}

async function recordInitDataUse(q: Queryable, init: TelegramInitData, accessToken: string, maxAge: number) {
  await q.query(
    `INSERT INTO telegram_init_uses (hash, session_id, expires_at)
     SELECT $1, id, to_timestamp($3) FROM sessions WHERE token_hash = $2
     ON CONFLICT (hash) DO UPDATE SET session_id = EXCLUDED.session_id`,
    [init.hash, hashToken(accessToken), init.authDate + Math.max(1, maxAge)],
  );
}

/** A nickname for a new account from the Telegram profile: 2 to 20 characters, else the default. */
function nicknameFrom(user: TelegramUser): string | undefined {
  const name = [
    ...user.displayName
      .replace(/^@/, '')
      .replace(/\p{Cc}/gu, '')
      .trim(),
  ]
    .slice(0, NICKNAME_MAX)
    .join('');
  return nameLength(name) >= NICKNAME_MIN ? name : undefined;
}

// ---- apps allowed to ask for a user's per-app uuid (also /app-api/api/user/third_authorize_uuid) ----
async function requireApp(q: Queryable, appId: string): Promise<void> {
  const rows = await q.query('SELECT 1 FROM third_apps WHERE app_id = $1 AND enabled', [appId]);
  if (rows.length === 0) throw new ApiError(SecurityCodes.APP_UNKNOWN, 'app_unknown');
}

/** Records the user's consent for `appId` (once) and returns the user's uuid for it, stable per user and app. */
export async function authorizeApp(
  q: Queryable,
  userId: number,
  appId: string,
  request: FastifyRequest,
): Promise<string> {
  await requireApp(q, appId);
  const [row] = await q.query<{ uuid: string }>(
    `INSERT INTO third_app_grants (user_id, app_id, uuid, source) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, app_id) DO UPDATE SET source = CASE WHEN EXCLUDED.source = '' THEN third_app_grants.source ELSE EXCLUDED.source END
     RETURNING uuid`,
    [userId, appId, randomUUID(), headerText(request, 'source', 100)],
  );
  return row!.uuid;
}

/** Telegram sign-in and linking, and the uuid an authorised app may read. */
export default function registerThirdCalls(app: FastifyInstance): void {
  defineHandler(app, contract.user.loginThirdX, {
    doc: {
      section: 'third',
      notes:
        'raw Telegram init data, checked with `BOT_TOKEN`, at most `TELEGRAM_INIT_MAX_AGE` old (300 s), `auth_date` at most 60 s ahead (20131, 20132, 20133); one live session per init data, on the device that used it first: from another device 20130, from the same device the new session replaces the old; first sign-in creates an account',
    },
    handler: async ({ db, config, body, device }) => {
      await hitLimit(db, `login:ip:${device.ip}`, 600, config.limits.loginAttemptsPerIpPer10Min);
      const init = checkInitData(config, body.init_data, config.telegramInitMaxAge);
      const tg = init.user;
      await db.query('DELETE FROM telegram_init_uses WHERE expires_at < now()');
      const accessToken = await db.tx(async (q) => {
        await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`third:telegram:${tg.id}`]);
        await claimInitData(q, init.hash, device);
        const [linked] = await q.query<{ user_id: number }>(
          `SELECT t.user_id FROM third_accounts t JOIN users u ON u.id = t.user_id
            WHERE t.platform = 'telegram' AND t.third_id = $1 AND u.closed_at IS NULL`,
          [tg.id],
        );
        let userId = linked ? Number(linked.user_id) : null;
        if (userId === null) {
          userId = await createUser(q, { email: null, nickname: nicknameFrom(tg) });
          await q.query('UPDATE users SET language = $2 WHERE id = $1', [userId, langFromHeader(tg.languageCode)]);
          await q.query(
            `INSERT INTO third_accounts (user_id, platform, third_id, display_name) VALUES ($1, 'telegram', $2, $3)`,
            [userId, tg.id, tg.displayName],
          );
          // a new account only: the launch's signed start_param may name who shared the link
          await recordReferral(q, userId, referralCodeOfInitData(body.init_data), 'telegram');
        }
        await saveTelegramProfile(q, tg);
        const token = await createSession(q, userId, device);
        await recordInitDataUse(q, init, token, config.telegramInitMaxAge);
        return token;
      });
      return { access_token: accessToken };
    },
  });

  defineHandler(app, contract.user.userThirdList, {
    doc: { section: 'third', notes: 'one `telegram` entry, bound or not' },
    handler: ({ db, session }) => thirdAccountsOf(db, session.userId),
  });

  defineHandler(app, contract.user.userThirdBind, {
    doc: {
      section: 'third',
      notes: 'init data at most 1 day old (20131, 20132); 20134 linked elsewhere, 20137 already linked',
    },
    handler: async ({ db, config, session, body }) => {
      const tg = checkInitData(config, body.init_data, BIND_INIT_DATA_MAX_AGE_SECONDS).user;
      await db.tx(async (q) => {
        await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`third:telegram:${tg.id}`]);
        const [mine] = await q.query<{ third_id: string }>(
          `SELECT third_id FROM third_accounts WHERE user_id = $1 AND platform = 'telegram'`,
          [session.userId],
        );
        if (mine?.third_id === tg.id) return;
        if (mine) throw new ApiError(SecurityCodes.THIRD_ALREADY_BOUND, 'third_already_bound');
        const taken = await q.query(`SELECT 1 FROM third_accounts WHERE platform = 'telegram' AND third_id = $1`, [
          tg.id,
        ]);
        if (taken.length > 0) throw new ApiError(SecurityCodes.THIRD_TAKEN, 'third_taken');
        await q.query(
          `INSERT INTO third_accounts (user_id, platform, third_id, display_name) VALUES ($1, 'telegram', $2, $3)`,
          [session.userId, tg.id, tg.displayName],
        );
        await saveTelegramProfile(q, tg);
        await tellSecurityChange(q, session.userId, 'telegram_bound', { name: tg.displayName });
      });
      return {};
    },
  });

  defineHandler(app, contract.user.userThirdUnbind, {
    doc: { section: 'third', notes: '20135; 20136 when Telegram is the only way to sign in' },
    handler: async ({ db, session }) => {
      const user = await userSecurity(db, session.userId);
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM third_accounts WHERE user_id = $1 AND platform = 'telegram'`,
        [user.id],
      );
      if (rows.length === 0) throw new ApiError(SecurityCodes.THIRD_NOT_BOUND, 'third_not_bound');
      if (!user.email) throw new ApiError(SecurityCodes.THIRD_LAST_METHOD, 'third_last_method');
      await db.tx(async (q) => {
        const gone = await q.query('DELETE FROM third_accounts WHERE id = $1 RETURNING id', [rows[0]!.id]);
        if (gone.length > 0) await tellSecurityChange(q, user.id, 'telegram_unbound');
      });
      return {};
    },
  });

  defineHandler(app, contract.user.getUuidByToken, {
    doc: { section: 'third', notes: '20138 unknown app, 20139 not authorised yet' },
    handler: async ({ db, session, body }) => {
      await requireApp(db, body.app_id);
      const [row] = await db.query<{ uuid: string }>(
        'SELECT uuid FROM third_app_grants WHERE user_id = $1 AND app_id = $2',
        [session.userId, body.app_id],
      );
      if (!row) throw new ApiError(SecurityCodes.APP_NOT_AUTHORIZED, 'app_not_authorized');
      return { uuid: row.uuid };
    },
  });
}
