import type { FastifyInstance } from 'fastify';
import type { AppayOrder } from '@/contract/appay/types';
import { contract } from '@/contract';
import { ApiError, Codes } from '../../errors';
import { defineHandler } from '../../plugins/handler';

const PAGE_SIZE = 15;
const COLUMNS = `order_no, merchant_name, merchant_order_no, coalesce(subject ->> $1, subject ->> 'en') AS subject, symbol,
  trim_scale(amount)::text AS amount, trim_scale(fee)::text AS fee, status,
  extract(epoch from created_at)::bigint AS created_at, extract(epoch from paid_at)::bigint AS paid_at,
  extract(epoch from refunded_at)::bigint AS refunded_at`;

/** /appay-api/api/appay/*: what the user paid merchants with their balance (records; see seed/custody.ts). */
export default function appayModule(app: FastifyInstance): void {
  defineHandler(app, contract.appay.appayOrderList, {
    doc: {
      section: 'paymentOrders',
      notes: 'newest first, 15 a page; filter `status` (pending, paid, refunded, closed)',
    },
    handler: async ({ db, lang, session, body }) => {
      const [page, size] = [body.page ?? 1, body.page_size ?? PAGE_SIZE];
      const list = await db.query<AppayOrder>(
        `SELECT ${COLUMNS} FROM appay_orders WHERE user_id = $2 AND ($3::text IS NULL OR status = $3)
          ORDER BY id DESC LIMIT $4 OFFSET $5`,
        [lang, session.userId, body.status ?? null, size, (page - 1) * size],
      );
      const [total] = await db.query<{ count: number }>(
        'SELECT count(*) AS count FROM appay_orders WHERE user_id = $1 AND ($2::text IS NULL OR status = $2)',
        [session.userId, body.status ?? null],
      );
      return { list, count: total?.count ?? 0, page, page_size: size };
    },
  });

  defineHandler(app, contract.appay.appayOrderDetail, {
    doc: { section: 'paymentOrders', notes: "33010 for an unknown order or another user's" },
    handler: async ({ db, lang, session, body }) => {
      const [row] = await db.query<AppayOrder>(
        `SELECT ${COLUMNS} FROM appay_orders WHERE user_id = $2 AND order_no = $3`,
        [lang, session.userId, body.order_no],
      );
      if (!row) throw new ApiError(Codes.PAY_ORDER_NOT_FOUND, 'pay_order_not_found');
      return row;
    },
  });
}
