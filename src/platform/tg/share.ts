import type { SharePrepareReq } from '@/contract/share/types';
import { inlineShareQuery } from '@/domain/inlineShare';
import { answerOf, canPost, post } from './bridge';

/**
 * Telegram's sharing methods, loaded lazily by the share button. Each `can…` is false outside Telegram or on a
 * client too old for the method, and the caller falls back.
 */

/** How long the client may take to say whether the prepared message went out (the user picks a chat meanwhile). */
const SEND_TIMEOUT_MS = 10 * 60_000;

/** shareMessage (Bot API 8.0): the prepared card is sent to a chat the user picks. */
export const canShareMessage = () => canPost('web_app_send_prepared_message');
/** shareURL: Telegram's own share sheet for a link and a line of text. */
export const canShareUrl = () => canPost('web_app_open_tg_link');
/** shareToStory (Bot API 7.8): a picture posted as the user's story, with a link on it. */
export const canShareStory = () => canPost('web_app_share_to_story');

/**
 * Sends the prepared message `id`: true once Telegram says it was sent, false when it failed or the user closed the
 * chat picker.
 */
export async function shareMessage(id: string): Promise<boolean> {
  const answer = await answerOf(
    ['prepared_message_sent', 'prepared_message_failed'],
    () => post('web_app_send_prepared_message', { id }),
    SEND_TIMEOUT_MS,
  );
  return answer?.event === 'prepared_message_sent';
}

/** Telegram's share sheet (`t.me/share/url`), opened inside the client. */
export function shareUrl(url: string, text: string): void {
  const query = new URLSearchParams({ url, text }).toString().replace(/\+/g, '%20');
  post('web_app_open_tg_link', { path_full: `/share/url?${query}` });
}

/** Opens the story editor with the picture at `mediaUrl` (absolute https), `text`, and a link on it. */
export function shareStory(mediaUrl: string, text: string, link: { url: string; name: string }): void {
  post('web_app_share_to_story', { media_url: mediaUrl, text, widget_link: link });
}

/**
 * The inline query "Send to a chat" types after the bot's name for `target` (the bot answers it with the card), or
 * null when the client cannot switch to inline mode (Bot API 6.7) or the thing has no query.
 */
export function chatQuery(target: Omit<SharePrepareReq, 'inline'>): string | null {
  return canPost('web_app_switch_inline_query') ? inlineShareQuery(target) : null;
}

/** Telegram's chat picker, then that chat's message field with `@bot <query>` typed: the user sends the bot's card. */
export function sendToChat(query: string): void {
  post('web_app_switch_inline_query', { query, chat_types: ['users', 'groups'] });
}
