import type { FastifyInstance } from 'fastify';
import type { ThirdAuthorizeUuidReq, ThirdUuidRes } from '@/contract/types';
import { defineHandler } from '../../plugins/handler';
import { appIdBody, authorizeApp } from '../user/third';

/** /app-api/api/user/*: an allow-listed app asks, with the user's consent, for the user's uuid. */
export default function appModule(app: FastifyInstance): void {
  defineHandler<ThirdAuthorizeUuidReq, ThirdUuidRes>(app, '/app-api/api/user/third_authorize_uuid', {
    auth: true,
    body: appIdBody,
    handler: async ({ db, session, body, request }) => ({
      uuid: await authorizeApp(db, session.userId, body.app_id, request),
    }),
  });
}
