import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import type { DeviceListRes } from '@/contract';
import { ApiError, Codes } from '../../errors';
import { defineHandler } from '../../plugins/handler';

/** My devices: every live session of the account, logging one out, and the "signed in elsewhere" poll. */
export default function registerDeviceCalls(app: FastifyInstance): void {
  defineHandler(app, contract.user.userDeviceList, {
    doc: { section: 'devices', notes: 'live sessions, `is_self` first' },
    handler: async ({ db, session }) => {
      const list = await db.query<DeviceListRes['list'][number]>(
        `SELECT id, id = $2 AS is_self, device_name, platform, ip, user_agent,
                extract(epoch from created_at)::bigint AS created_at,
                extract(epoch from last_seen_at)::bigint AS last_seen_at
           FROM sessions
          WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
          ORDER BY id = $2 DESC, last_seen_at DESC, id DESC`,
        [session.userId, session.sessionId],
      );
      return { list };
    },
  });

  // Logging out the current device is allowed too (the client then goes to /login).
  defineHandler(app, contract.user.userDeviceLogout, {
    doc: { section: 'devices', notes: 'revokes that session, the current one too (20006)' },
    handler: async ({ db, session, body }) => {
      const rows = await db.query(
        `UPDATE sessions SET revoked_at = now()
          WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now() RETURNING id`,
        [body.id, session.userId],
      );
      if (rows.length === 0) throw new ApiError(Codes.DEVICE_NOT_FOUND, 'device_not_found');
      return null;
    },
  });

  // true once for each sign-in of the same account on another device made after this session began.
  defineHandler(app, contract.user.userDeviceOtherLogin, {
    doc: {
      section: 'devices',
      notes: 'true once per newer sign-in of the account on another device',
    },
    handler: async ({ db, session }) => {
      const [row] = await db.query<{ newest: number | null }>(
        `UPDATE sessions me SET other_login_reported_id = newer.newest
           FROM (SELECT max(id) AS newest FROM sessions
                  WHERE user_id = $1 AND id > $2
                    AND id > (SELECT other_login_reported_id FROM sessions WHERE id = $2)) newer
          WHERE me.id = $2 AND newer.newest IS NOT NULL
          RETURNING newer.newest`,
        [session.userId, session.sessionId],
      );
      return { login: Boolean(row?.newest) };
    },
  });
}
