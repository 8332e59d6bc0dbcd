import type { FakeBotAnswer, FakeBotReply, FakeBotRequest } from '../../../server/testing/fakeBotApi';
import { TELEGRAM_WEBHOOK_PATH, WEBHOOK_SECRET_HEADER } from '../../../server/modules/telegram/webhook';
import { currentFakeBot, E2E_BOT_WEBHOOK_SECRET } from './server';

/**
 * The bot in e2e tests: what this worker's server sent to its fake Bot API (support/server.ts starts one per worker,
 * in the worker's own process), answers scripted for it, and updates posted to the server's webhook as Telegram
 * would post them. One fake serves every test of a worker: filter by chat (`params.chat_id`) or take the count
 * before acting.
 */

export type { FakeBotAnswer, FakeBotRequest };

/** The calls the server made to the Bot API, oldest first; only those of `method` when given. */
export function botRequests(method?: string): FakeBotRequest[] {
  const bot = currentFakeBot();
  return method ? bot.calls(method) : [...bot.requests];
}

/** Waits for a call of `method` that `matches` (any call by default), made from now or already; returns it. */
export async function waitForBotRequest(
  method: string,
  matches: (params: Record<string, unknown>) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<FakeBotRequest> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = currentFakeBot()
      .calls(method)
      .find((call) => matches(call.params));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`the server made no matching ${method} call within ${timeoutMs} ms`);
    await currentFakeBot()
      .waitFor(method, currentFakeBot().calls(method).length + 1, Math.max(1, deadline - Date.now()))
      .catch(() => undefined);
  }
}

/**
 * Answers `method` with `reply` from now on, or for the next call only with `{ once: true }` (a 429 with
 * `parameters.retry_after`, then the default again). `botRespond(method, null)` returns to the default.
 */
export function botRespond(method: string, reply: FakeBotReply | null, options: { once?: boolean } = {}): void {
  const bot = currentFakeBot();
  if (!reply) bot.off(method);
  else if (options.once) bot.once(method, reply);
  else bot.on(method, reply);
}

/**
 * Posts `update` to the server's webhook at `baseURL` as Telegram does (with the e2e secret, or `secret`; null sends
 * no secret header); `update_id` is filled in when missing. The HTTP status.
 */
export async function postTelegramUpdate(
  baseURL: string,
  update: Record<string, unknown>,
  { secret = E2E_BOT_WEBHOOK_SECRET }: { secret?: string | null } = {},
): Promise<number> {
  const response = await fetch(new URL(TELEGRAM_WEBHOOK_PATH, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret === null ? {} : { [WEBHOOK_SECRET_HEADER]: secret }) },
    body: JSON.stringify({ update_id: nextUpdateId(), ...update }),
  });
  await response.arrayBuffer();
  return response.status;
}

let updateCounter = 0;
/** Update ids unique within the worker's run (Telegram's grow; the server does not rely on it). */
const nextUpdateId = () => Date.now() * 1000 + (updateCounter++ % 1000);

/** A private-chat text message from a Telegram user, as an update's `message`. */
export function privateMessage(
  user: { id: number; first_name?: string; username?: string; language_code?: string },
  text: string,
): Record<string, unknown> {
  const from = { is_bot: false, first_name: 'Test', ...user };
  return {
    message: {
      message_id: (updateCounter += 1),
      date: Math.floor(Date.now() / 1000),
      chat: { id: user.id, type: 'private', first_name: from.first_name },
      from,
      text,
    },
  };
}
