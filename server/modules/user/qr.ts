import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AppLoginConfigRes,
  AppLoginMethod,
  EmptyBody,
  LoginQrCheckRes,
  LoginQrConfirmReq,
  LoginQrConfirmRes,
  LoginQrGenRes,
  LoginQrIdReq,
  LoginQrScanRes,
  LoginQrStatus,
  ScanAppInfoRes,
  ScanCodeLoginReq,
} from '@/contract/types';
import type { Db } from '../../db';
import { ApiError, SecurityCodes } from '../../errors';
import { createSession, hashToken } from '../../plugins/auth';
import { defineHandler } from '../../plugins/handler';
import { hitLimit } from '../../plugins/rateLimit';

const P = '/user-api/api/user/';
/** A login QR code lives 2 minutes; a confirmed one must be collected by the desktop within 2 more. */
export const QR_TTL_SECONDS = 120;
export const QR_POLL_SECONDS = 2;
export const QR_CONFIRM_PATH = '/other/loginconfirm';

const qrIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' } as const;
const qrIdBody = { type: 'object' as const, required: ['qr_id'], properties: { qr_id: qrIdSchema } };
const qrConfirmBody = {
  type: 'object' as const,
  required: ['qr_id', 'confirm'],
  properties: { qr_id: qrIdSchema, confirm: { type: 'boolean' } },
};

type StoredStatus = 'waiting' | 'scanned' | 'confirmed' | 'cancelled';
interface QrRow {
  id: number;
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
    `SELECT id, status, device_name, ip, extract(epoch from created_at)::bigint AS created_at,
            extract(epoch from expires_at)::bigint AS expire_at, expires_at <= now() AS expired, scanned_by
       FROM login_qr_codes WHERE qr_hash = $1`,
    [hashToken(qrId)],
  );
  return row ? { ...row, scanned_by: row.scanned_by === null ? null : Number(row.scanned_by) } : null;
}

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
  defineHandler<EmptyBody, LoginQrGenRes>(app, `${P}login_gen_qr_code`, {
    auth: false,
    handler: async ({ db, config, device, request }) => {
      await hitLimit(db, `qr:ip:${device.ip}`, 600, config.limits.loginAttemptsPerIpPer10Min);
      const qrId = randomBytes(32).toString('base64url');
      const [row] = await db.query<{ expire_at: number }>(
        `INSERT INTO login_qr_codes (qr_hash, device_name, ip, user_agent, platform, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
         RETURNING extract(epoch from expires_at)::bigint AS expire_at`,
        [hashToken(qrId), device.name, device.ip, device.userAgent, device.platform, QR_TTL_SECONDS],
      );
      const qrUrl = `${publicOrigin(request)}${QR_CONFIRM_PATH}?qr_id=${qrId}`;
      return { qr_id: qrId, qr_url: qrUrl, expire_at: Number(row?.expire_at) };
    },
  });

  // Polled by the desktop. The session is created for the polling device, and handed out only once.
  defineHandler<LoginQrIdReq, LoginQrCheckRes>(app, `${P}login_check_qr_code`, {
    auth: false,
    body: qrIdBody,
    handler: async ({ db, body, device }) => {
      const row = await findQr(db, body.qr_id);
      if (!row) return { status: 'expired' };
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

  defineHandler<LoginQrIdReq, LoginQrScanRes>(app, `${P}login_scan_qr_code`, {
    auth: true,
    body: qrIdBody,
    handler: async ({ db, session, body }) => {
      const status = await answerQr(db, body.qr_id, session.userId, ['waiting', 'scanned'], 'scanned');
      const row = await findQr(db, body.qr_id);
      return {
        status,
        device_name: row?.device_name ?? '',
        ip: row?.ip ?? '',
        created_at: Number(row?.created_at ?? 0),
      };
    },
  });

  defineHandler<LoginQrConfirmReq, LoginQrConfirmRes>(app, `${P}login_qr_code`, {
    auth: true,
    body: qrConfirmBody,
    handler: async ({ db, session, body }) => ({
      status: await answerQr(db, body.qr_id, session.userId, ['scanned'], body.confirm ? 'confirmed' : 'cancelled'),
    }),
  });

  // ---- the app's variants ----
  defineHandler<EmptyBody, AppLoginConfigRes>(app, `${P}get_app_login_config`, {
    auth: false,
    handler: async ({ config }) => {
      const methods: AppLoginMethod[] = ['email_code', 'password', 'passkey', 'qr'];
      if (config.botToken) methods.push('telegram');
      return { methods, qr_ttl: QR_TTL_SECONDS, qr_poll_interval: QR_POLL_SECONDS };
    },
  });

  defineHandler<LoginQrIdReq, ScanAppInfoRes>(app, `${P}scan_app_info`, {
    auth: true,
    body: qrIdBody,
    handler: async ({ db, session, body }) => {
      const row = await findQr(db, body.qr_id);
      if (!row || visibleStatus(row) === 'expired') throw new ApiError(SecurityCodes.QR_INVALID, 'qr_invalid');
      if (row.scanned_by !== null && row.scanned_by !== session.userId)
        throw new ApiError(SecurityCodes.QR_STATE, 'qr_state');
      return {
        status: visibleStatus(row),
        device_name: row.device_name,
        ip: row.ip,
        created_at: Number(row.created_at),
        expire_at: Number(row.expire_at),
      };
    },
  });

  defineHandler<ScanCodeLoginReq, LoginQrConfirmRes>(app, `${P}scan_code_login`, {
    auth: true,
    body: qrConfirmBody,
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
