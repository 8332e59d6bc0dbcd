import type { FastifyInstance } from 'fastify';
import { devFeaturesOn } from '../../config';
import { registerDevWaits } from './waits';
import { registerDevPrice } from './price';
import { registerTelegramSimulator } from './telegram';
import { registerDevContent } from './content';

/** A repeated `email` (an array) or a NUL in it is refused with 10003, as every hostile input is, never a 500. */
const MAILBOX_ROUTE = {
  schema: { querystring: { type: 'object', properties: { email: { type: 'string', maxLength: 254 } } } },
};

/**
 * Development helpers, not registered in production (there they are 404s):
 * - GET /dev/mailbox?email=ADDRESS -> newest first `[{email, code, scene, created_at}]` (no mail server);
 * - GET /dev/telegram: the app inside a simulated Telegram client (telegram.ts);
 * - POST /dev/price/move {symbol, factor}: moves a coin's price (price.ts);
 * - POST /dev/user/end_hold {email}: ends the 24-hour withdrawal hold of a security change (hold.ts);
 * - POST /dev/user/end_code_wait and /dev/user/end_sign_in_wait {email}: past the wait before the address's next code,
 *   or its next sign-in guess (cooldown.ts);
 * - POST /dev/content/article, /dev/content/collection, /dev/content/banner: hostile content for the sanitiser's
 *   browser tests (content.ts).
 * Elsewhere, beside what they serve: /dev/chain/* (the simulated chains), /dev/fiat/checkout, POST
 * /dev/live/drop {topic}, which ends this server's live market connections of a topic (market/stream.ts), and POST
 * /dev/market/expire_bid {order_no}, which expires a bid at once (market/bids/write.ts).
 */
export default function devModule(app: FastifyInstance): void {
  if (!devFeaturesOn(app.config)) return;
  app.get<{ Querystring: { email?: string } }>('/dev/mailbox', MAILBOX_ROUTE, async (request) => {
    const email = (request.query.email ?? '').trim().toLowerCase();
    return app.db.query(
      `SELECT email, code, scene, extract(epoch from created_at)::bigint AS created_at
         FROM dev_mailbox WHERE email = $1 ORDER BY id DESC LIMIT 50`,
      [email],
    );
  });
  registerTelegramSimulator(app);
  registerDevPrice(app);
  registerDevWaits(app);
  registerDevContent(app);
}
