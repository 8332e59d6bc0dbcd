import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db';
import { langFromHeader, translate } from '../../i18n';
import { BotApiError, callBot } from '../../lib/botApi';
import type { TelegramUpdate } from './updates';

/** A deep-link payload the bot passes on to the mini app: Telegram's own limits for `startapp`. */
export const START_PAYLOAD = /^[A-Za-z0-9_-]{1,512}$/;
const START_COMMAND = /^\/start(?:@[A-Za-z0-9_]{1,64})?(?:\s+(\S+))?\s*$/;

/** The payload of a `/start` message (`/start`, `/start PAYLOAD`, `/start@Bot PAYLOAD`): null when it is not /start. */
export function startCommand(text: string | undefined): { payload: string | null } | null {
  const match = START_COMMAND.exec(text ?? '');
  if (!match) return null;
  const payload = match[1];
  return { payload: payload && START_PAYLOAD.test(payload) ? payload : null };
}

type InlineButton = { text: string; url: string } | { text: string; web_app: { url: string } };

/**
 * The button that opens the mini app: the t.me link of the bot's app (`startapp` carries the payload, which the app
 * reads as its start parameter), or, when the bot's username is unknown, a web_app button on the public origin.
 */
export function openAppButton(
  config: Pick<ServerConfig, 'botUsername' | 'miniAppName' | 'publicOrigin'>,
  text: string,
  payload: string | null,
): InlineButton | null {
  if (config.botUsername) {
    const link = new URL(`https://t.me/${config.botUsername}/${config.miniAppName}`);
    if (payload) link.searchParams.set('startapp', payload);
    return { text, url: link.href };
  }
  if (config.publicOrigin) return { text, web_app: { url: `${config.publicOrigin}/` } };
  return null;
}

/** The user wrote to the bot or blocked it: whether the bot may write to them (alerts go only where it may). */
export async function setWriteAccess(q: Queryable, telegramId: number, allowed: boolean): Promise<void> {
  await q.query(
    `UPDATE third_accounts SET write_access = $2, write_access_at = now()
      WHERE platform = 'telegram' AND third_id = $1 AND write_access <> $2`,
    [String(telegramId), allowed],
  );
}

/**
 * `/start` in the private chat: a welcome in the user's language with a button opening the mini app (the deep link's
 * payload passed on when valid, dropped otherwise), and the bot may write to the user from now on. Telegram delivers
 * an update again only when the webhook did not answer 200; a failed welcome is logged, not retried (the user can
 * send /start again).
 */
export async function answerStart(
  update: TelegramUpdate<'message'>,
  { db, config, log }: { db: Queryable; config: ServerConfig; log: FastifyBaseLogger },
): Promise<void> {
  const { message } = update;
  const start = startCommand(message.text);
  if (!start || message.chat.type !== 'private' || !message.from) return;
  await setWriteAccess(db, message.from.id, true);

  const lang = langFromHeader(message.from.language_code);
  const button = openAppButton(config, translate(lang, 'bot_open_app'), start.payload);
  try {
    await callBot(config, 'sendMessage', {
      chat_id: message.chat.id,
      text: translate(lang, 'bot_welcome'),
      ...(button ? { reply_markup: { inline_keyboard: [[button]] } } : {}),
    });
  } catch (error) {
    if (!(error instanceof BotApiError)) throw error;
    // 403: the user blocked the bot between the /start and the answer
    if (error.errorCode === 403) await setWriteAccess(db, message.from.id, false);
    log.warn({ errorCode: error.errorCode, description: error.description }, 'bot welcome not sent');
  }
}

/** The user blocked the bot (kicked) or started it again (member) in their private chat. */
export async function followChatMember(
  update: TelegramUpdate<'my_chat_member'>,
  { db }: { db: Queryable },
): Promise<void> {
  const { chat, new_chat_member: member } = update.my_chat_member;
  if (chat.type !== 'private') return;
  if (member.status === 'kicked') await setWriteAccess(db, chat.id, false);
  else if (member.status === 'member') await setWriteAccess(db, chat.id, true);
}
