import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '@/contract';
import type { AppLoginMethod, LoginQrStatus } from '@/contract';
import type { Db } from '../../db';
import { ApiError, SecurityCodes } from '../../errors';
import { createSession, hashToken } from '../../plugins/auth';
import { defineHandler } from '../../plugins/handler';
import { hitLimit } from '../../plugins/rateLimit';
import { ipCountry } from '../../lib/ipCountry';

/** A login QR code lives 2 minutes; a confirmed one must be collected by the desktop within 2 more. */
export const QR_TTL_SECONDS = 120;
export const QR_POLL_SECONDS = 2;
export const QR_CONFIRM_PATH = '/other/loginconfirm';
/** The desktop's self-declared name as the phone shows it. */
export const QR_DEVICE_NAME_MAX = 40;

type StoredStatus = 'waiting' | 'scanned' | 'confirmed' | 'cancelled';
interface QrRow {
  id: number;
  poll_secret_hash: string;
  status: StoredStatus;
  device_name: string;
  ip: string;
  created_at: number;
  expire_at: number;
  expired: boolean;
  scanned_by: number | null;
}

async function findQr(db: Db, qrId: string): Promise<QrRow | null> {
  const [row] = await db.query<QrRow>(
    `SELECT id, status, device_name, ip, poll_secret_hash, extract(epoch from created_at)::bigint AS created_at,
            extract(epoch from expires_at)::bigint AS expire_at, expires_at <= now() AS expired, scanned_by
       FROM login_qr_codes WHERE qr_hash = $1`,
    [hashToken(qrId)],
  );
  return row ? { ...row, scanned_by: row.scanned_by === null ? null : Number(row.scanned_by) } : null;
}

const timingSafeEqualText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What the client sees: cancelled and timed-out codes are both `expired`. */
const visibleStatus = (row: QrRow): LoginQrStatus =>
  row.status === 'cancelled' || (row.expired && row.status !== 'confirmed') ? 'expired' : row.status;

/** Where the phone opens the code: the page's origin (Origin header) or this server's own address. */
function publicOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/**
 * Moves a live code of `qrId` from one of `from` to `to` for `userId` (the phone). Unknown or expired
 * codes: 20111; a code another account scanned, or already answered: 20112.
 */
async function answerQr(
  db: Db,
  qrId: string,
  userId: number,
  from: StoredStatus[],
  to: StoredStatus,
): Promise<LoginQrStatus> {
  const [row] = await db.query<{ id: number }>(
    `UPDATE login_qr_codes
        SET status = $4,
            scanned_by = $2,
            scanned_at = coalesce(scanned_at, now()),
            confirmed_at = CASE WHEN $4 = 'confirmed' THEN now() END
      WHERE qr_hash = $1 AND expires_at > now() AND status = ANY($3::text[])
        AND (scanned_by IS NULL OR scanned_by = $2)
      RETURNING id`,
    [hashToken(qrId), userId, from, to],
  );
  if (row) return to === 'cancelled' ? 'expired' : to;
  const current = await findQr(db, qrId);
  if (!current || current.expired || current.status === 'cancelled')
    throw new ApiError(SecurityCodes.QR_INVALID, 'qr_invalid');
  throw new ApiError(SecurityCodes.QR_STATE, 'qr_state');
}

/** Cross-device sign-in by QR code: the desktop asks and polls, a signed-in phone (web or app) answers. */
export default function registerQrCalls(app: FastifyInstance): void {
  defineHandler(app, contract.user.loginGenQrCode, {
    doc: {
      section: 'qr',
      notes:
        'lives 120 s; `qr_url` = page origin + `/other/loginconfirm#qr_id=` (fragment: never in a server log); `poll_secret` stays on the desktop',
    },
    handler: async ({ db, config, device, request }) => {
      await hitLimit(db, `qr:ip:${device.ip}`, 600, config.limits.loginAttemptsPerIpPer10Min);
      const qrId = randomBytes(32).toString('base64url');
      const pollSecret = randomBytes(32).toString('base64url');
      const name = [...device.name.replace(/\p{C}/gu, '').trim()].slice(0, QR_DEVICE_NAME_MAX).join('');
      const [row] = await db.query<{ expire_at: number }>(
        `INSERT INTO login_qr_codes (qr_hash, poll_secret_hash, device_name, ip, user_agent, platform, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))
         RETURNING extract(epoch from expires_at)::bigint AS expire_at`,
        [hashToken(qrId), hashToken(pollSecret), name, device.ip, device.userAgent, device.platform, QR_TTL_SECONDS],
      );
      const qrUrl = `${publicOrigin(request)}${QR_CONFIRM_PATH}#qr_id=${qrId}`;
      return { qr_id: qrId, qr_url: qrUrl, expire_at: Number(row?.expire_at), poll_secret: pollSecret };
    },
  });

  // Polled by the desktop. The session is created for the polling device, and handed out only once.
  defineHandler(app, contract.user.loginCheckQrCode, {
    doc: {
      section: 'qr',
      notes: 'polled by the desktop with its `poll_secret` (a wrong one sees `expired`); `access_token` once',
    },
    handler: async ({ db, body, device }) => {
      const row = await findQr(db, body.qr_id);
      // Whoever saw the QR code knows its id, but only the desktop that asked holds the poll secret.
      if (!row || !timingSafeEqualText(row.poll_secret_hash, hashToken(body.poll_secret))) return { status: 'expired' };
      if (row.status !== 'confirmed') return { status: visibleStatus(row) };
      const accessToken = await db.tx(async (q) => {
        const [claimed] = await q.query<{ scanned_by: number }>(
          `UPDATE login_qr_codes SET claimed_at = now()
            WHERE id = $1 AND status = 'confirmed' AND claimed_at IS NULL
              AND confirmed_at > now() - make_interval(secs => $2)
            RETURNING scanned_by`,
          [row.id, QR_TTL_SECONDS],
        );
        return claimed ? createSession(q, Number(claimed.scanned_by), device) : null;
      });
      return accessToken ? { status: 'confirmed', access_token: accessToken } : { status: 'confirmed' };
    },
  });

  defineHandler(app, contract.user.loginScanQrCode, {
    doc: {
      section: 'qr',
      notes: "the signed-in phone scans (20111 expired, 20112 another account's or answered)",
    },
    handler: async ({ db, session, body }) => {
      const status = await answerQr(db, body.qr_id, session.userId, ['waiting', 'scanned'], 'scanned');
      const row = await findQr(db, body.qr_id);
      return {
        status,
        device_name: row?.device_name ?? '',
        ip: row?.ip ?? '',
        country: ipCountry(row?.ip ?? ''),
        created_at: Number(row?.created_at ?? 0),
      };
    },
  });

  defineHandler(app, contract.user.loginQrCode, {
    doc: { section: 'qr', notes: 'confirm or cancel a scanned code' },
    handler: async ({ db, session, body }) => ({
      status: await answerQr(db, body.qr_id, session.userId, ['scanned'], body.confirm ? 'confirmed' : 'cancelled'),
    }),
  });

  // ---- the app's variants ----
  defineHandler(app, contract.user.getAppLoginConfig, {
    doc: {
      section: 'qr',
      notes: '`telegram` only with `BOT_TOKEN`',
    },
    handler: async ({ config }) => {
      const methods: AppLoginMethod[] = ['email_code', 'password', 'passkey', 'qr'];
      if (config.botToken) methods.push('telegram');
      return { methods, qr_ttl: QR_TTL_SECONDS, qr_poll_interval: QR_POLL_SECONDS };
    },
  });

  defineHandler(app, contract.user.scanAppInfo, {
    doc: {
      section: 'qr',
      notes: "the app's read-only look at a code",
    },
    handler: async ({ db, session, body }) => {
      const row = await findQr(db, body.qr_id);
      if (!row || visibleStatus(row) === 'expired') throw new ApiError(SecurityCodes.QR_INVALID, 'qr_invalid');
      if (row.scanned_by !== null && row.scanned_by !== session.userId)
        throw new ApiError(SecurityCodes.QR_STATE, 'qr_state');
      return {
        status: visibleStatus(row),
        device_name: row.device_name,
        ip: row.ip,
        country: ipCountry(row.ip),
        created_at: Number(row.created_at),
        expire_at: Number(row.expire_at),
      };
    },
  });

  defineHandler(app, contract.user.scanCodeLogin, {
    doc: { section: 'qr', notes: 'the app confirms or cancels without the scan step' },
    handler: async ({ db, session, body }) => ({
      status: await answerQr(
        db,
        body.qr_id,
        session.userId,
        ['waiting', 'scanned'],
        body.confirm ? 'confirmed' : 'cancelled',
      ),
    }),
  });
}
