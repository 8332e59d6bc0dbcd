import type { MessageKind, ServerLang } from '@/contract';
import { SERVER_LANGS } from '@/contract/fields';
import type { Queryable } from '../../db';
import { escapeHtml } from '../../lib/html';
import { NOTICES, type NoticeTemplate } from './notices';
import { publishMessage } from '../market/live';
import { queueAlert } from '../alerts/outbox';

/** One event told to one user. */
export interface Notice {
  userId: number;
  kind: MessageKind;
  template: NoticeTemplate;
  params?: Record<string, string | number>;
  /** An in-app path the message leads to ('' or left out: none). */
  link?: string;
  /**
   * Names the event, unique per user (`trade:<no>:sold`): a second write of the same event writes nothing, so a
   * retried job or a repeated delivery never tells the user twice.
   */
  eventKey: string;
}

const fill = (template: string, params: Record<string, string | number>, escape: (text: string) => string) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? escape(String(params[name])) : whole));

/**
 * Writes a notice into the user's messages, in every server language (the list shows the reader's), from inside the
 * transaction of the event it tells of: the message exists exactly when the event does. The row is also the outbox
 * of chat alerts (`template`, `params`). Tells the user's open screens on commit. Returns whether a row was written.
 */
export async function writeMessage(q: Queryable, notice: Notice): Promise<boolean> {
  const params = notice.params ?? {};
  const texts = NOTICES[notice.template];
  const title: Partial<Record<ServerLang, string>> = {};
  const body: Partial<Record<ServerLang, string>> = {};
  for (const lang of SERVER_LANGS) {
    title[lang] = fill(texts.title[lang], params, (text) => text);
    body[lang] = `<p>${fill(escapeHtml(texts.body[lang]), params, escapeHtml)}</p>`;
  }
  return insertMessage(q, {
    userId: notice.userId,
    kind: notice.kind,
    title,
    body,
    link: notice.link ?? '',
    eventKey: notice.eventKey,
    template: notice.template,
    params,
  });
}

/** A message row as stored: texts per server language (the body is HTML). */
export interface MessageRowIn {
  userId: number;
  kind: MessageKind;
  title: Partial<Record<ServerLang, string>>;
  body: Partial<Record<ServerLang, string>>;
  link: string;
  /** null: an operator's broadcast, not an event (never deduplicated). */
  eventKey: string | null;
  template: string | null;
  params: Record<string, string | number>;
}

/**
 * The one insert of a message, for events (`writeMessage`) and an operator's broadcast alike: writes the row unless
 * its event was told already, queues its chat alert (server/modules/alerts/outbox.ts), and tells the user's open
 * screens on commit. Returns whether a row was written.
 */
export async function insertMessage(q: Queryable, row: MessageRowIn): Promise<boolean> {
  const inserted = await q.query<{ id: number }>(
    `INSERT INTO messages (user_id, kind, title, body, link, event_key, template, params)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, event_key) WHERE event_key IS NOT NULL DO NOTHING RETURNING id`,
    [row.userId, row.kind, row.title, row.body, row.link, row.eventKey, row.template, row.params],
  );
  if (inserted.length === 0) return false;
  // the chat alert of this message, if the user gets one, is queued in the same transaction (outbox + job)
  await queueAlert(q, { id: Number(inserted[0]!.id), userId: row.userId, template: row.template });
  await publishMessage(q, row.userId);
  return true;
}
