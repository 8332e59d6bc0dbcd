import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import { defineHandler } from '../../plugins/handler';

/** /user-api/api/message/*: the user's messages (list, read and delete arrive with the message issue). */
export default function messageModule(app: FastifyInstance): void {
  defineHandler(app, contract.message.unreadCount, {
    doc: { section: 'messagesCoins' },
    handler: async ({ db, session }) => {
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*) AS count FROM messages WHERE user_id = $1 AND read_at IS NULL AND deleted_at IS NULL',
        [session.userId],
      );
      return { count: row?.count ?? 0 };
    },
  });
}
