import type { FastifyInstance } from 'fastify';
import { devFeaturesOn } from '../../config';
import { registerTelegramSimulator } from './telegram';

/**
 * Development helpers, not registered in production (there they are 404s):
 * - GET /dev/mailbox?email=ADDRESS -> newest first `[{email, code, scene, created_at}]` (no mail server);
 * - GET /dev/telegram: the app inside a simulated Telegram client (telegram.ts).
 */
export default function devModule(app: FastifyInstance): void {
  if (!devFeaturesOn(app.config)) return;
  app.get<{ Querystring: { email?: unknown } }>('/dev/mailbox', async (request) => {
    const given = request.query.email;
    const email = typeof given === 'string' ? given.trim().toLowerCase() : '';
    return app.db.query(
      `SELECT email, code, scene, extract(epoch from created_at)::bigint AS created_at
         FROM dev_mailbox WHERE email = $1 ORDER BY id DESC LIMIT 50`,
      [email],
    );
  });
  registerTelegramSimulator(app);
}
