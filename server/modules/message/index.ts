import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import type { Message, MessageDetail, MessageKind, ServerLang } from '@/contract';
import type { Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { publishMessage } from '../market/live';
import { registerDevMessage } from './dev';
import { summaryOf } from './summary';
import { textInLang } from '../../i18n';

/** Messages a page holds when the request names no size. */
const DEFAULT_PAGE_SIZE = 15;

/** `column` (jsonb per language) in the asked language, falling back to English. */

interface MessageRow {
  id: number;
  kind: MessageKind;
  title: string;
  body: string;
  link: string;
  read: boolean;
  created_at: number;
}

const MESSAGE_COLUMNS = `id, kind, ${textInLang('title')} AS title, ${textInLang('body')} AS body, link,
  read_at IS NOT NULL AS read, extract(epoch from created_at)::bigint AS created_at`;

const listed = ({ body, ...row }: MessageRow): Message => ({
  ...row,
  read: Boolean(row.read),
  summary: summaryOf(body),
});

/** The caller's unread messages (deleted ones never count). */
export async function unreadCount(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    'SELECT count(*) AS count FROM messages WHERE user_id = $1 AND read_at IS NULL AND deleted_at IS NULL',
    [userId],
  );
  return Number(row?.count ?? 0);
}

export async function messagePage(
  q: Queryable,
  userId: number,
  lang: ServerLang,
  filter: { kind?: MessageKind; unread?: boolean; page: number; pageSize: number },
) {
  // the filter's parameters are $1..$3 of the count, $2..$4 of the page (whose $1 is the language)
  const where = (
    at: number,
  ) => `user_id = $${at} AND deleted_at IS NULL AND ($${at + 1}::text IS NULL OR kind = $${at + 1})
                 AND (NOT $${at + 2}::boolean OR read_at IS NULL)`;
  const args = [userId, filter.kind ?? null, filter.unread === true];
  const rows = await q.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE ${where(2)}
      ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [lang, ...args, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  const [total] = await q.query<{ count: number }>(`SELECT count(*) AS count FROM messages WHERE ${where(1)}`, args);
  return { list: rows.map(listed), count: Number(total?.count ?? 0) };
}

/** /user-api/api/message/*: the user's messages, the caller's own only (another's are never found). */
export default function messageModule(app: FastifyInstance): void {
  registerDevMessage(app);
  defineHandler(app, contract.message.unreadCount, {
    doc: { section: 'messagesCoins' },
    handler: async ({ db, session }) => ({ count: await unreadCount(db, session.userId) }),
  });

  defineHandler(app, contract.message.list, {
    doc: {
      section: 'messagesCoins',
      notes:
        'newest first; defaults page 1, page_size 15; `kind` and `unread` filter; `summary` is the body as plain text (about 140 characters); `unread_count` counts every kind',
    },
    handler: async ({ db, session, lang, body }) => {
      const [page, pageSize] = [body.page ?? 1, body.page_size ?? DEFAULT_PAGE_SIZE];
      const { list, count } = await messagePage(db, session.userId, lang, {
        kind: body.kind,
        unread: body.unread,
        page,
        pageSize,
      });
      return { list, count, page, page_size: pageSize, unread_count: await unreadCount(db, session.userId) };
    },
  });

  defineHandler(app, contract.message.detail, {
    doc: { section: 'messagesCoins', notes: 'marks it read; `body` is HTML; another user’s message is 34001' },
    handler: async ({ db, session, lang, body }) =>
      db.tx(async (q): Promise<MessageDetail> => {
        const [row] = await q.query<MessageRow & { was_unread: boolean }>(
          `WITH old AS (SELECT id, read_at FROM messages
                         WHERE id = $3 AND user_id = $2 AND deleted_at IS NULL FOR UPDATE)
           UPDATE messages m SET read_at = coalesce(m.read_at, now()) FROM old WHERE m.id = old.id
           RETURNING m.id, m.kind, ${textInLang('m.title')} AS title, ${textInLang('m.body')} AS body, m.link, true AS read,
                     extract(epoch from m.created_at)::bigint AS created_at, old.read_at IS NULL AS was_unread`,
          [lang, session.userId, body.id],
        );
        if (!row) throw new ApiError(Codes.MESSAGE_NOT_FOUND, 'message_not_found');
        // the badges of the user's other screens follow
        if (row.was_unread) await publishMessage(q, session.userId);
        const { was_unread: _wasUnread, ...message } = row;
        return { ...listed(message), body: message.body };
      }),
  });

  defineHandler(app, contract.message.allRead, {
    doc: { section: 'messagesCoins', notes: 'every unread message, or those of `kind`' },
    handler: async ({ db, session, body }) =>
      db.tx(async (q) => {
        const changed = await q.query(
          `UPDATE messages SET read_at = now()
            WHERE user_id = $1 AND read_at IS NULL AND deleted_at IS NULL AND ($2::text IS NULL OR kind = $2)
            RETURNING id`,
          [session.userId, body.kind ?? null],
        );
        if (changed.length > 0) await publishMessage(q, session.userId);
        return { changed: changed.length, unread_count: await unreadCount(q, session.userId) };
      }),
  });

  defineHandler(app, contract.message.del, {
    doc: {
      section: 'messagesCoins',
      notes: 'at most 100 ids; ids that are not the caller’s are passed over, not refused',
    },
    handler: async ({ db, session, body }) =>
      db.tx(async (q) => {
        const changed = await q.query(
          `UPDATE messages SET deleted_at = now()
            WHERE user_id = $1 AND id = ANY($2::bigint[]) AND deleted_at IS NULL RETURNING id`,
          [session.userId, body.ids],
        );
        if (changed.length > 0) await publishMessage(q, session.userId);
        return { changed: changed.length, unread_count: await unreadCount(q, session.userId) };
      }),
  });
}
