import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db';
import { encodeStartParam, startAppLink } from '@/domain/startapp';
import { langFromHeader, translate, type MessageKey } from '../../i18n';
import { BotApiError, callBot } from '../../lib/botApi';
import type { TelegramUpdate } from './updates';
import { setWriteAccess } from './accounts';

/** A deep-link payload the bot passes on to the mini app: Telegram's own limits for `startapp`. */
export const START_PAYLOAD = /^[A-Za-z0-9_-]{1,512}$/;
const COMMAND = /^\/([a-z]{1,32})(?:@[A-Za-z0-9_]{1,64})?(?:\s+(\S+))?\s*$/;

/**
 * The bot's commands (bot-config/commands.json lists them for the chat's menu): what each says and which screen its
 * button opens. /start's button opens the deep link's payload, or the home screen.
 */
const COMMANDS: Record<string, { text: MessageKey; button: MessageKey; path: string | null }> = {
  start: { text: 'bot_welcome', button: 'bot_open_app', path: null },
  help: { text: 'bot_help', button: 'bot_open_app', path: null },
  wallet: { text: 'bot_wallet', button: 'bot_open_wallet', path: '/asset' },
  market: { text: 'bot_market', button: 'bot_open_market', path: '/nft/search' },
};

/**
 * The command of a message (`/start`, `/start PAYLOAD`, `/wallet@Bot`) and its payload (null when absent or not
 * one Telegram would carry in `startapp`); null when the text is no command of the bot.
 */
export function botCommand(text: string | undefined): { command: string; payload: string | null } | null {
  const match = COMMAND.exec(text ?? '');
  if (!match || !Object.hasOwn(COMMANDS, match[1]!)) return null;
  const payload = match[2];
  return { command: match[1]!, payload: payload && START_PAYLOAD.test(payload) ? payload : null };
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
  if (config.botUsername) return { text, url: startAppLink(config.botUsername, config.miniAppName, payload) };
  if (config.publicOrigin) return { text, web_app: { url: `${config.publicOrigin}/` } };
  return null;
}

/**
 * A command in the private chat: `/start` answers a welcome in the user's language with a button opening the mini app
 * (the deep link's payload passed on when valid, dropped otherwise); /wallet, /market and /help answer with a button
 * to their screen. The user wrote to the bot, so it may write to them from now on. Telegram delivers an update again
 * only when the webhook did not answer 200; a failed answer is logged, not retried (the user can send it again).
 */
export async function answerCommand(
  update: TelegramUpdate<'message'>,
  { db, config, log }: { db: Queryable; config: ServerConfig; log: FastifyBaseLogger },
): Promise<void> {
  const { message } = update;
  const command = botCommand(message.text);
  if (!command || message.chat.type !== 'private' || !message.from) return;
  await setWriteAccess(db, message.from.id, true);

  const lang = langFromHeader(message.from.language_code);
  const answer = COMMANDS[command.command]!;
  const payload = answer.path ? encodeStartParam(answer.path) : command.command === 'start' ? command.payload : null;
  const button = openAppButton(config, translate(lang, answer.button), payload);
  try {
    await callBot(config, 'sendMessage', {
      chat_id: message.chat.id,
      text: translate(lang, answer.text),
      ...(button ? { reply_markup: { inline_keyboard: [[button]] } } : {}),
    });
  } catch (error) {
    if (!(error instanceof BotApiError)) throw error;
    // 403: the user blocked the bot between the /start and the answer
    if (error.errorCode === 403) await setWriteAccess(db, message.from.id, false);
    log.warn({ errorCode: error.errorCode, description: error.description }, 'bot answer not sent');
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
