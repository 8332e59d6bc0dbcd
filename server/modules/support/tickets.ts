import type { ServerLang } from '@/contract';
import type { TicketDetail, TicketReply, TicketStatus, TicketSummary } from '@/contract/workorder';
import { OPEN_TICKETS_MAX } from '@/contract/workorder';
import type { Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';
import { textInLang, translate } from '../../i18n';
import { writeMessage } from '../message/write';

/** `column` (jsonb per language) in the language of parameter `lang` ($1 unless told), falling back to English. */

export const ticketNotFound = () => new ApiError(Codes.TICKET_NOT_FOUND, 'ticket_not_found');
export const ticketClosed = () => new ApiError(Codes.TICKET_CLOSED, 'ticket_closed');
const categoryInvalid = () => new ApiError(Codes.TICKET_CATEGORY_INVALID, 'ticket_category_invalid');

/** A ticket's columns as TicketSummary plus its owner; `lang` is the language's parameter. */
const ticketColumns = (lang: string) => `t.id, t.title, t.status, t.user_id, t.category_id, t.sub_category_id,
  concat_ws(' · ', ${textInLang('c.name', lang)}, CASE WHEN s.id IS NOT NULL THEN ${textInLang('s.name', lang)} END) AS category,
  extract(epoch from t.created_at)::bigint AS created_at, extract(epoch from t.last_reply_at)::bigint AS last_reply_at`;
const TICKET_FROM = `tickets t JOIN ticket_categories c ON c.id = t.category_id
  LEFT JOIN ticket_categories s ON s.id = t.sub_category_id`;

interface TicketRow extends TicketSummary {
  user_id: number;
  category_id: number;
  sub_category_id: number | null;
}

const summaryOf = (row: TicketRow): TicketSummary => ({
  id: Number(row.id),
  title: row.title,
  category: row.category,
  status: row.status,
  created_at: Number(row.created_at),
  last_reply_at: Number(row.last_reply_at),
});

/** A ticket with its conversation, oldest first, and its owner; null when there is none (or not `userId`'s). */
export async function ticketWithOwner(
  q: Queryable,
  lang: ServerLang,
  id: number,
  userId: number | null,
): Promise<(TicketDetail & { user_id: number }) | null> {
  const [row] = await q.query<TicketRow>(
    `SELECT ${ticketColumns('$1')} FROM ${TICKET_FROM} WHERE t.id = $2 AND ($3::bigint IS NULL OR t.user_id = $3)`,
    [lang, id, userId],
  );
  if (!row) return null;
  const replies = await q.query<TicketReply>(
    `SELECT id, author AS "from", agent_name AS author, content, images,
            extract(epoch from created_at)::bigint AS created_at
       FROM ticket_replies WHERE ticket_id = $1 ORDER BY id`,
    [id],
  );
  return {
    ...summaryOf(row),
    user_id: Number(row.user_id),
    category_id: Number(row.category_id),
    sub_category_id: row.sub_category_id === null ? null : Number(row.sub_category_id),
    replies: replies.map((reply) => ({
      ...reply,
      id: Number(reply.id),
      images: reply.images ?? [],
      created_at: Number(reply.created_at),
    })),
  };
}

/** The caller's ticket with its conversation (34010 when there is none of theirs). */
export async function ticketDetail(q: Queryable, lang: ServerLang, id: number, userId: number): Promise<TicketDetail> {
  const ticket = await ticketWithOwner(q, lang, id, userId);
  if (!ticket) throw ticketNotFound();
  const { user_id: _owner, ...detail } = ticket;
  return detail;
}

/** A page of tickets, `userId`'s (newest activity first) or everyone's for support (longest waiting first). */
export async function ticketPage(
  q: Queryable,
  lang: ServerLang,
  filter: { userId: number | null; status?: TicketStatus; page: number; pageSize: number },
): Promise<{ list: (TicketSummary & { user_id: number })[]; count: number }> {
  // the filter's parameters come first, so the count (which needs no language) takes the same ones
  const where = `($1::bigint IS NULL OR t.user_id = $1) AND ($2::text IS NULL OR t.status = $2)`;
  const order = filter.userId === null ? 't.last_reply_at ASC, t.id ASC' : 't.last_reply_at DESC, t.id DESC';
  const args = [filter.userId, filter.status ?? null];
  const rows = await q.query<TicketRow>(
    `SELECT ${ticketColumns('$3')} FROM ${TICKET_FROM} WHERE ${where}
      ORDER BY ${order} LIMIT $4 OFFSET $5`,
    [...args, lang, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  const [total] = await q.query<{ count: number }>(`SELECT count(*) AS count FROM tickets t WHERE ${where}`, args);
  return {
    list: rows.map((row) => ({ ...summaryOf(row), user_id: Number(row.user_id) })),
    count: Number(total?.count ?? 0),
  };
}

/**
 * The images a ticket or reply may carry: uploads of the caller's made for tickets (34013 for any other: another
 * user's picture, an avatar, an id that was never uploaded).
 */
async function checkImages(q: Queryable, userId: number, images: readonly string[]): Promise<string[]> {
  if (images.length === 0) return [];
  const ids = images.map((url) => url.slice(url.lastIndexOf('/') + 1));
  const [row] = await q.query<{ count: number }>(
    `SELECT count(*) AS count FROM uploads WHERE id = ANY($1::text[]) AND user_id = $2 AND purpose = 'ticket'`,
    [ids, userId],
  );
  if (Number(row?.count ?? 0) !== new Set(ids).size)
    throw new ApiError(Codes.TICKET_IMAGE_INVALID, 'ticket_image_invalid');
  return [...images];
}

/** Text a ticket keeps: trimmed, and not empty after trimming (10003 naming the field otherwise). */
export function cleanText(value: string, field: string, lang: ServerLang): string {
  const text = value.trim();
  if (!text)
    throw new ApiError(Codes.INVALID_PARAM, 'invalid_param', { field, reason: translate(lang, 'reason_required') });
  return text;
}

export interface NewTicket {
  userId: number;
  categoryId: number;
  subCategoryId: number | undefined;
  title: string;
  description: string;
  images: readonly string[];
}

/**
 * Opens a ticket whose first entry is its description. The user's row is locked first, so the count of their
 * tickets that are not closed and the insert are one step for that user: concurrent creates queue and the
 * OPEN_TICKETS_MAX-th is the last to pass (34014 after).
 */
export async function createTicket(q: Queryable, ticket: NewTicket): Promise<number> {
  const [category] = await q.query<{ children: number }>(
    `SELECT (SELECT count(*) FROM ticket_categories s WHERE s.parent_id = c.id AND s.enabled) AS children
       FROM ticket_categories c WHERE c.id = $1 AND c.parent_id IS NULL AND c.enabled`,
    [ticket.categoryId],
  );
  if (!category) throw categoryInvalid();
  if (ticket.subCategoryId === undefined) {
    if (Number(category.children) > 0) throw categoryInvalid();
  } else {
    const [sub] = await q.query('SELECT id FROM ticket_categories WHERE id = $1 AND parent_id = $2 AND enabled', [
      ticket.subCategoryId,
      ticket.categoryId,
    ]);
    if (!sub) throw categoryInvalid();
  }
  const images = await checkImages(q, ticket.userId, ticket.images);
  await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [ticket.userId]);
  const [open] = await q.query<{ count: number }>(
    "SELECT count(*) AS count FROM tickets WHERE user_id = $1 AND status <> 'closed'",
    [ticket.userId],
  );
  if (Number(open?.count ?? 0) >= OPEN_TICKETS_MAX)
    throw new ApiError(Codes.TICKET_LIMIT, 'ticket_limit', { max: OPEN_TICKETS_MAX });
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO tickets (user_id, category_id, sub_category_id, title) VALUES ($1, $2, $3, $4) RETURNING id`,
    [ticket.userId, ticket.categoryId, ticket.subCategoryId ?? null, ticket.title],
  );
  const id = Number(row!.id);
  await q.query(`INSERT INTO ticket_replies (ticket_id, author, content, images) VALUES ($1, 'user', $2, $3)`, [
    id,
    ticket.description,
    images,
  ]);
  return id;
}

/** Locks a ticket that is not closed (34010 none, or not `userId`'s when given; 34011 closed). */
async function lockOpenTicket(
  q: Queryable,
  id: number,
  userId: number | null,
): Promise<{ user_id: number; title: string }> {
  const [row] = await q.query<{ user_id: number; title: string; status: TicketStatus }>(
    'SELECT user_id, title, status FROM tickets WHERE id = $1 AND ($2::bigint IS NULL OR user_id = $2) FOR UPDATE',
    [id, userId],
  );
  if (!row) throw ticketNotFound();
  if (row.status === 'closed') throw ticketClosed();
  return { user_id: Number(row.user_id), title: row.title };
}

/** The owner writes again: the ticket waits for support ('open'). */
export async function userReply(
  q: Queryable,
  reply: { userId: number; ticketId: number; content: string; images: readonly string[] },
): Promise<void> {
  await lockOpenTicket(q, reply.ticketId, reply.userId);
  const images = await checkImages(q, reply.userId, reply.images);
  await q.query(`INSERT INTO ticket_replies (ticket_id, author, content, images) VALUES ($1, 'user', $2, $3)`, [
    reply.ticketId,
    reply.content,
    images,
  ]);
  await q.query("UPDATE tickets SET status = 'open', last_reply_at = now() WHERE id = $1", [reply.ticketId]);
}

/**
 * Support answers: the ticket becomes 'answered' and its owner is told by a message (written in the same
 * transaction, so there is a message exactly when there is a reply, and its live event reaches open screens).
 */
export async function agentReply(
  q: Queryable,
  reply: { ticketId: number; agent: string; content: string; images: readonly string[] },
): Promise<number> {
  const ticket = await lockOpenTicket(q, reply.ticketId, null);
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO ticket_replies (ticket_id, author, agent_name, content, images)
     VALUES ($1, 'support', $2, $3, $4) RETURNING id`,
    [reply.ticketId, reply.agent, reply.content, reply.images],
  );
  const replyId = Number(row!.id);
  await q.query("UPDATE tickets SET status = 'answered', last_reply_at = now() WHERE id = $1", [reply.ticketId]);
  await writeMessage(q, {
    userId: ticket.user_id,
    kind: 'support',
    template: 'ticket_answered',
    params: { title: ticket.title },
    link: `/wordOrderDetail?id=${reply.ticketId}`,
    eventKey: `ticket:${reply.ticketId}:reply:${replyId}`,
  });
  return replyId;
}

/** Closes a ticket (34010 none or not `userId`'s when given; 34011 closed already). */
export async function closeTicket(q: Queryable, id: number, userId: number | null): Promise<void> {
  await lockOpenTicket(q, id, userId);
  await q.query("UPDATE tickets SET status = 'closed', closed_at = now() WHERE id = $1", [id]);
}
