import type { FastifyInstance } from 'fastify';
import { TICKET_IMAGE_MAX_BYTES, workorder, workorderExtra } from '@/contract/workorder';
import type { CategoryInfoRes, TicketCategory } from '@/contract/workorder';
import { ApiError, Codes } from '../../errors';
import type { Queryable } from '../../db';
import { defineHandler } from '../../plugins/handler';
import { storeUpload } from '../user/profileEdit';
import { registerSupportAgentRoutes } from './agent';
import { cleanText, closeTicket, createTicket, ticketDetail, ticketPage, userReply } from './tickets';
import { textInLang } from '../../i18n';

/** Tickets a page holds when the request names no size. */
const DEFAULT_PAGE_SIZE = 15;
/** A 5 MB picture is about 6.7 MB of base64: upload_image accepts bodies up to 7.2 MB (the schema's bound). */
export const TICKET_UPLOAD_BODY_LIMIT = 7_300_000;

const CATEGORY_COLUMNS = `id, ${textInLang('name')} AS name, ${textInLang('description')} AS description`;

const categoryOut = (row: TicketCategory): TicketCategory => ({ ...row, id: Number(row.id) });

async function categories(q: Queryable, lang: string, parentId: number | null): Promise<TicketCategory[]> {
  const rows = await q.query<TicketCategory>(
    `SELECT ${CATEGORY_COLUMNS} FROM ticket_categories
      WHERE enabled AND parent_id IS NOT DISTINCT FROM $2::bigint ORDER BY sort, id`,
    [lang, parentId],
  );
  return rows.map(categoryOut);
}

/** /workorder-api/workorder/user/*: a user's support tickets (their own only: another's is never found, 34010). */
export default function supportModule(app: FastifyInstance): void {
  defineHandler(app, workorder.getCategoryList, {
    doc: { section: 'support', notes: 'top-level categories that are enabled, in the request’s language' },
    handler: async ({ db, lang }) => ({ list: await categories(db, lang, null) }),
  });

  defineHandler(app, workorder.getCategoryInfo, {
    doc: { section: 'support', notes: 'a top-level category and its sub-categories (`children`, may be empty); 34012' },
    handler: async ({ db, lang, body }): Promise<CategoryInfoRes> => {
      const [row] = await db.query<TicketCategory>(
        `SELECT ${CATEGORY_COLUMNS} FROM ticket_categories WHERE id = $2 AND parent_id IS NULL AND enabled`,
        [lang, body.id],
      );
      if (!row) throw new ApiError(Codes.TICKET_CATEGORY_INVALID, 'ticket_category_invalid');
      return { ...categoryOut(row), children: await categories(db, lang, Number(row.id)) };
    },
  });

  defineHandler(app, workorder.createWorkOrder, {
    doc: {
      section: 'support',
      notes:
        'idempotent. `category_id` top-level, `sub_category_id` its child, required when it has children (34012); title and description trimmed, not blank (10003); `images` the caller’s upload_image URLs (34013); at most 10 tickets not closed (34014); the description is the first reply',
    },
    handler: async ({ db, session, lang, body }) =>
      db.tx(async (q) => {
        const id = await createTicket(q, {
          userId: session.userId,
          categoryId: body.category_id,
          subCategoryId: body.sub_category_id,
          title: cleanText(body.title, 'title', lang),
          description: cleanText(body.description, 'description', lang),
          images: body.images ?? [],
        });
        return ticketDetail(q, lang, id, session.userId);
      }),
  });

  defineHandler(app, workorder.getMyWorkOrderList, {
    doc: {
      section: 'support',
      notes: 'the caller’s, latest activity first; `status` filters; page_size 15 by default',
    },
    handler: async ({ db, session, lang, body }) => {
      const [page, pageSize] = [body.page ?? 1, body.page_size ?? DEFAULT_PAGE_SIZE];
      const { list, count } = await ticketPage(db, lang, {
        userId: session.userId,
        status: body.status,
        page,
        pageSize,
      });
      return { list: list.map(({ user_id: _owner, ...ticket }) => ticket), count, page, page_size: pageSize };
    },
  });

  defineHandler(app, workorder.getWorkOrderInfo, {
    doc: {
      section: 'support',
      notes: 'the conversation oldest first; support’s entries are HTML (`author` = agent); 34010',
    },
    handler: async ({ db, session, lang, body }) => ticketDetail(db, lang, body.id, session.userId),
  });

  defineHandler(app, workorder.uploadImage, {
    doc: {
      section: 'support',
      notes:
        '`image`: data URL; PNG/JPEG/WebP by content that decodes in full as that type (20161), ≤ 5 MB decoded (20162); 30 per hour (with avatars); served at `GET /uploads/<id>` (a 128-bit random id: the URL is the capability)',
    },
    bodyLimit: TICKET_UPLOAD_BODY_LIMIT,
    handler: async ({ db, session, body }) => ({
      url: await storeUpload(db, session.userId, body.image, { maxBytes: TICKET_IMAGE_MAX_BYTES, purpose: 'ticket' }),
    }),
  });

  defineHandler(app, workorderExtra.replyWorkOrder, {
    doc: {
      section: 'support',
      notes: 'idempotent. The caller’s ticket, not closed (34010, 34011); it waits for support again (`open`)',
    },
    handler: async ({ db, session, lang, body }) =>
      db.tx(async (q) => {
        await userReply(q, {
          userId: session.userId,
          ticketId: body.id,
          content: cleanText(body.content, 'content', lang),
          images: body.images ?? [],
        });
        return ticketDetail(q, lang, body.id, session.userId);
      }),
  });

  defineHandler(app, workorderExtra.closeWorkOrder, {
    doc: { section: 'support', notes: '34010; 34011 when closed already' },
    handler: async ({ db, session, lang, body }) =>
      db.tx(async (q) => {
        await closeTicket(q, body.id, session.userId);
        return ticketDetail(q, lang, body.id, session.userId);
      }),
  });

  registerSupportAgentRoutes(app);
}
