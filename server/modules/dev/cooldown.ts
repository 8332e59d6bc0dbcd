import type { FastifyInstance } from 'fastify';
import { RESEND_COOLDOWN_SECONDS } from '../user/otp';

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
 * POST /dev/user/end_code_wait {email} (development only): moves the codes already sent to `email` back past the
 * resend wait (RESEND_COOLDOWN_SECONDS), so that a test may ask for the address's next code at once instead of
 * sleeping through the wait -> `{code: 0, data: {moved}}` (codes moved). The codes keep their own expiry, and the
 * hourly limits still count them: only the wait between two sends is skipped.
 */
export function registerDevCodeWait(app: FastifyInstance): void {
  app.post<{ Body: { email: string } }>('/dev/user/end_code_wait', ROUTE, async (request) => {
    const rows = await app.db.query(
      `UPDATE verify_codes SET created_at = created_at - make_interval(secs => $2)
        WHERE email = lower(trim($1)) AND created_at > now() - make_interval(secs => $2) RETURNING id`,
      [request.body.email, RESEND_COOLDOWN_SECONDS],
    );
    return { code: 0, msg: 'ok', data: { moved: rows.length } };
  });
}
