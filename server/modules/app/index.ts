import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import { defineHandler } from '../../plugins/handler';
import { authorizeApp } from '../user/third';

/** /app-api/api/user/*: an allow-listed app asks, with the user's consent, for the user's uuid. */
export default function appModule(app: FastifyInstance): void {
  defineHandler(app, contract.game.thirdAuthorizeUuid, {
    doc: {
      section: 'third',
      notes: 'records consent; uuid stable per user and app; keeps the `source` header',
    },
    handler: async ({ db, session, body, request }) => ({
      uuid: await authorizeApp(db, session.userId, body.app_id, request),
    }),
  });
}
