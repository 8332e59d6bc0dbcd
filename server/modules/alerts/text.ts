import type { ServerConfig } from '../../config';
import { escapeHtml } from '../../lib/html';
import { encodeStartParam, startAppLink } from '@/domain/startapp';
import { summaryOf } from '../message/summary';

/** Telegram allows 4096 characters in a message; the title, the body and their escapes stay well within. */
const BODY_MAX = 3500;
const TITLE_MAX = 200;

/**
 * A message row's title (text) and body (HTML) as a chat message in Telegram's HTML mode: the body becomes plain
 * text (tags dropped, entities decoded, as the messages list shows it) and both are escaped again, so the only markup
 * Telegram reads is the bold title this writes.
 */
export function alertText(title: string, bodyHtml: string): string {
  const heading = escapeHtml(summaryOf(title, TITLE_MAX));
  const body = escapeHtml(summaryOf(bodyHtml, BODY_MAX));
  return body ? `<b>${heading}</b>\n\n${body}` : `<b>${heading}</b>`;
}

/**
 * The link of the alert's button: the mini app (`t.me/<bot>/<app>`) opened at the message's in-app path through
 * `startapp`; at the app's start when the message has no link or its path does not fit a start param. Null when the
 * server knows no bot username.
 */
export function alertAppLink(config: Pick<ServerConfig, 'botUsername' | 'miniAppName'>, link: string): string | null {
  if (!config.botUsername) return null;
  return startAppLink(config.botUsername, config.miniAppName, link ? encodeStartParam(link) : null);
}
