import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError, Codes } from '../../errors';
import { translate } from '../../i18n';
import { limitWrongGuesses } from '../../plugins/rateLimit';
import { dispatchTelegramUpdate, parseTelegramUpdate } from './updates';

/** Where Telegram posts the bot's updates (setWebhook's url is PUBLIC_URL + this; `npm run bot:apply`). */
export const TELEGRAM_WEBHOOK_PATH = '/telegram/webhook';
/** The header carrying setWebhook's `secret_token` on every delivery. */
export const WEBHOOK_SECRET_HEADER = 'x-telegram-bot-api-secret-token';
/** Wrong secrets one IP may try per 10 minutes: the secret is all that stands between the internet and the bot. */
export const WEBHOOK_WRONG_SECRETS_PER_IP = 20;
/** Telegram's updates stay small; a larger body is not one of its updates. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the header holds the secret, compared in constant time (hashes of equal length, whatever was sent). */
function secretMatches(header: string | string[] | undefined, secret: string): boolean {
  return timingSafeEqual(digest(typeof header === 'string' ? header : ''), digest(secret));
}

/**
 * POST /telegram/webhook: the bot's updates from Telegram. Absent without BOT_WEBHOOK_SECRET. Every call spends a slot
 * of its IP's wrong-secret budget before the secret is compared (a right secret gives it back): 401 without the
 * secret or with a wrong one. An update of a handled kind goes to the handlers registered with onTelegramUpdate; a
 * body that is not an update is 400, an update of another kind or shape is answered 200 and dropped (Telegram would
 * deliver it again and again otherwise). A handler's failure answers 500, so that Telegram delivers it again.
 */
export function registerTelegramWebhook(app: FastifyInstance): void {
  const secret = app.config.botWebhookSecret;
  if (!secret) return;

  app.post(TELEGRAM_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    await limitWrongGuesses(
      app.db,
      { key: `telegram-webhook:${request.ip}`, windowSeconds: 600, max: WEBHOOK_WRONG_SECRETS_PER_IP },
      async () => (secretMatches(request.headers[WEBHOOK_SECRET_HEADER], secret) ? true : null),
      () => new ApiError(Codes.SESSION_INVALID, 'session_invalid', {}, 401),
    );
    const body = request.body as { update_id?: unknown } | null;
    const updateId = body?.update_id;
    if (typeof updateId !== 'number' || !Number.isSafeInteger(updateId) || updateId < 0) {
      throw new ApiError(
        Codes.INVALID_PARAM,
        'invalid_param',
        {
          field: 'update_id',
          reason: translate(request.lang, 'reason_required'),
        },
        400,
      );
    }
    const parsed = parseTelegramUpdate(body);
    if (!parsed) {
      request.log.info({ updateId }, 'telegram update of no handled kind, dropped');
      return reply.send({ ok: true });
    }
    try {
      await dispatchTelegramUpdate(app, parsed.kind, parsed.update, request.log);
    } catch (error) {
      // a refusal of the update's content: delivering it again would be refused again
      if (error instanceof ApiError) {
        request.log.warn({ updateId, code: error.code }, 'telegram update refused by its handler');
        return reply.send({ ok: true });
      }
      throw error;
    }
    return reply.send({ ok: true });
  });
}
