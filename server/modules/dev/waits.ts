import type { FastifyInstance } from 'fastify';
import { RESEND_COOLDOWN_SECONDS } from '../user/otp';
import { MAX_SIGN_IN_DELAY_SECONDS } from '../user/signInGuard';

const ROUTE = {
  schema: {
    body: {
      type: 'object',
      required: ['email'],
      properties: { email: { type: 'string', minLength: 3, maxLength: 254 } },
    },
  },
};

/**
 * Development-only ways past the server's waits, so that a test proves a wait is asked for and then lifted without
 * sleeping through it (and a demo can go on). Only the wait is skipped: codes keep their expiry, and every hourly
 * count stays as it was.
 * - POST /dev/user/end_hold {email}: ends the 24-hour withdrawal hold that a security change starts (user_risk)
 *   -> `{ended}` (accounts changed);
 * - POST /dev/user/end_code_wait {email}: moves the codes sent to `email` back past the resend wait
 *   (RESEND_COOLDOWN_SECONDS), so the address's next code may be asked for at once -> `{moved}` (codes moved);
 * - POST /dev/user/end_sign_in_wait {email}: moves the last wrong sign-in guess for `email` from an unrecognised
 *   device back past the longest delay (signInGuard.ts), so the next guess need not wait -> `{moved}` (0 or 1).
 */
export function registerDevWaits(app: FastifyInstance): void {
  app.post<{ Body: { email: string } }>('/dev/user/end_code_wait', ROUTE, async (request) => {
    const rows = await app.db.query(
      `UPDATE verify_codes SET created_at = created_at - make_interval(secs => $2)
        WHERE email = lower(trim($1)) AND created_at > now() - make_interval(secs => $2) RETURNING id`,
      [request.body.email, RESEND_COOLDOWN_SECONDS],
    );
    return { code: 0, msg: 'ok', data: { moved: rows.length } };
  });

  app.post<{ Body: { email: string } }>('/dev/user/end_sign_in_wait', ROUTE, async (request) => {
    const rows = await app.db.query(
      `UPDATE rate_counters SET updated_at = updated_at - make_interval(secs => $2)
        WHERE key = 'signin:' || lower(trim($1)) AND updated_at > now() - make_interval(secs => $2) RETURNING key`,
      [request.body.email, MAX_SIGN_IN_DELAY_SECONDS],
    );
    return { code: 0, msg: 'ok', data: { moved: rows.length } };
  });

  app.post<{ Body: { email: string } }>('/dev/user/end_hold', ROUTE, async (request) => {
    const rows = await app.db.query(
      `UPDATE users SET risk_type = 0, risk_until = NULL WHERE email = lower(trim($1)) AND risk_type <> 0 RETURNING id`,
      [request.body.email],
    );
    return { code: 0, msg: 'ok', data: { ended: rows.length } };
  });
}
