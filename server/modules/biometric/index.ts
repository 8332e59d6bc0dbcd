import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import type { BiometricDevice } from '@/contract';
import { ApiError, Codes } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { verifyCapitalPassword } from '../user/payment';
import { biometricToken, newBiometricSecret } from './tokens';

/** Paying with biometrics inside Telegram: turning it on for this session, the list of devices, revoking one. */
export default function biometricModule(app: FastifyInstance): void {
  defineHandler(app, contract.biometric.enable, {
    doc: {
      section: 'payment',
      notes:
        'the payment password (20166 not set, 20165 wrong; 10 wrong per hour, the same count as payments); answers a new token for this session once, replacing its previous one',
    },
    handler: async ({ db, session, body }) => {
      // the schema takes a password only here: a biometric token never turns on another one
      await verifyCapitalPassword(db, session, body.password);
      const { secret, secretHash } = newBiometricSecret();
      const id = await db.tx(async (q) => {
        await q.query('UPDATE biometric_tokens SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL', [
          session.sessionId,
        ]);
        const [row] = await q.query<{ id: number }>(
          `INSERT INTO biometric_tokens (user_id, session_id, secret_hash, biometric_type, device_label)
           SELECT $1, s.id, $3, $4, COALESCE(NULLIF($5, ''), NULLIF(s.device_name, ''), '')
             FROM sessions s WHERE s.id = $2
           RETURNING id`,
          [session.userId, session.sessionId, secretHash, body.biometric_type ?? '', (body.device_label ?? '').trim()],
        );
        return Number(row?.id);
      });
      return { id, token: biometricToken(id, secret) };
    },
  });

  defineHandler(app, contract.biometric.list, {
    doc: { section: 'payment', notes: 'live tokens of live sessions, this device first' },
    handler: async ({ db, session }) => {
      const list = await db.query<BiometricDevice>(
        `SELECT b.id::int AS id, b.session_id = $2 AS is_self, b.biometric_type, b.device_label,
                extract(epoch from b.created_at)::bigint AS created_at,
                extract(epoch from b.last_used_at)::bigint AS last_used_at
           FROM biometric_tokens b JOIN sessions s ON s.id = b.session_id
          WHERE b.user_id = $1 AND b.revoked_at IS NULL AND s.revoked_at IS NULL AND s.expires_at > now()
          ORDER BY b.session_id = $2 DESC, b.id DESC`,
        [session.userId, session.sessionId],
      );
      return {
        list: list.map((row) => ({
          ...row,
          created_at: Number(row.created_at),
          last_used_at: row.last_used_at === null ? null : Number(row.last_used_at),
        })),
      };
    },
  });

  defineHandler(app, contract.biometric.revoke, {
    doc: { section: 'payment', notes: "one of the caller's live tokens (35030 otherwise)" },
    handler: async ({ db, session, body }) => {
      const rows = await db.query(
        'UPDATE biometric_tokens SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id',
        [body.id, session.userId],
      );
      if (rows.length === 0) throw new ApiError(Codes.BIOMETRIC_NOT_FOUND, 'biometric_not_found');
      return null;
    },
  });
}
