import type { FastifyInstance } from 'fastify';

/** A repeated `email` (an array) or a NUL in it is refused with 10003 (issue 9). */
const MAILBOX_ROUTE = {
  schema: { querystring: { type: 'object', properties: { email: { type: 'string', maxLength: 254 } } } },
};

/**
 * Development mailbox (no mail server): GET /dev/mailbox?email=ADDRESS -> newest first
 * `[{email, code, scene, created_at}]`. Not registered in production, so there it is a 404.
 */
export default function devModule(app: FastifyInstance): void {
  if (app.config.nodeEnv === 'production') return;
  app.get<{ Querystring: { email?: string } }>('/dev/mailbox', MAILBOX_ROUTE, async (request) => {
    const email = (request.query.email ?? '').trim().toLowerCase();
    return app.db.query(
      `SELECT email, code, scene, extract(epoch from created_at)::bigint AS created_at
         FROM dev_mailbox WHERE email = $1 ORDER BY id DESC LIMIT 50`,
      [email],
    );
  });
}
