import type { FastifyInstance } from 'fastify';

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
 * POST /dev/user/end_hold {email} (development only): ends the 24-hour withdrawal hold that a security change starts
 * (user_risk), so that a test or a demo can withdraw at once -> `{code: 0, data: {ended}}` (accounts changed).
 */
export function registerDevHold(app: FastifyInstance): void {
  app.post<{ Body: { email: string } }>('/dev/user/end_hold', ROUTE, async (request) => {
    const rows = await app.db.query(
      `UPDATE users SET risk_type = 0, risk_until = NULL WHERE email = lower(trim($1)) AND risk_type <> 0 RETURNING id`,
      [request.body.email],
    );
    return { code: 0, msg: 'ok', data: { ended: rows.length } };
  });
}
