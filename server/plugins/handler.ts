import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '@/contract/define';
import type { EmptyBody, ServerLang } from '@/contract/types';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { sessionInvalid } from '../errors';
import { translate } from '../i18n';
import { bearerToken, deviceFromRequest, findSession, type DeviceInfo, type SessionInfo } from './auth';
import { checkSignedBody } from './sign';

/** A JSON schema for the body's own fields (`time` and `sign` are checked by the sign step). */
export interface BodySchema {
  type: 'object';
  properties?: Record<string, object>;
  required?: string[];
  additionalProperties?: boolean;
}

export interface HandlerContext<Body, S extends SessionInfo | null> {
  body: Body;
  /** The caller's device session: always present with `auth: true`, null for visitors otherwise. */
  session: S;
  lang: ServerLang;
  device: DeviceInfo;
  db: Db;
  config: ServerConfig;
  request: FastifyRequest;
  reply: FastifyReply;
}

interface SpecBase {
  /** Body schema; omit for calls with an empty payload. */
  body?: BodySchema;
  /** Largest body this call accepts, in bytes (413 / 10004 beyond it); default: the server's BODY_LIMIT. */
  bodyLimit?: number;
}
/** `auth: true`: 4001 without a live session. */
export interface SignedInSpec<Body, Res> extends SpecBase {
  auth: true;
  handler: (ctx: HandlerContext<Body, SessionInfo>) => Promise<Res>;
}
/** `auth: false` or `'optional'` (a session when the token is good, else a visitor; never 4001). */
export interface OpenSpec<Body, Res> extends SpecBase {
  auth: false | 'optional';
  handler: (ctx: HandlerContext<Body, SessionInfo | null>) => Promise<Res>;
}

const EMPTY_BODY: BodySchema = { type: 'object' };

/**
 * Registers one signed POST call: sign/time check, then the session, then schema validation, then the
 * handler, whose return value becomes `data` of a `{code: 0, msg, data}` envelope. Throw `ApiError` for
 * business errors. Every module registers its calls through this one function.
 */
export function defineHandler<Body = EmptyBody, Res = unknown>(
  app: FastifyInstance,
  path: string,
  spec: SignedInSpec<Body, Res>,
): void;
export function defineHandler<Body = EmptyBody, Res = unknown>(
  app: FastifyInstance,
  path: string,
  spec: OpenSpec<Body, Res>,
): void;
export function defineHandler<Body, Res>(
  app: FastifyInstance,
  path: string,
  spec: SignedInSpec<Body, Res> | OpenSpec<Body, Res>,
): void {
  if (app.servedPaths.has(path)) throw new Error(`${path} is defined twice`);
  app.servedPaths.add(path);
  app.post(path, {
    schema: { body: spec.body ?? EMPTY_BODY },
    ...(spec.bodyLimit === undefined ? {} : { bodyLimit: spec.bodyLimit }),
    preValidation: async (request) => {
      checkSignedBody(request.body, app.config.signSecret);
      const token = bearerToken(request);
      const session = token ? await findSession(app.db, token) : null;
      if (spec.auth === true && !session) throw sessionInvalid();
      request.session = session;
    },
    handler: async (request, reply): Promise<Envelope<Res>> => {
      const handler = spec.handler as (ctx: HandlerContext<Body, SessionInfo | null>) => Promise<Res>;
      const data = await handler({
        body: request.body as Body,
        session: request.session,
        lang: request.lang,
        device: deviceFromRequest(request),
        db: app.db,
        config: app.config,
        request,
        reply,
      });
      return { code: 0, msg: translate(request.lang, 'ok'), data };
    },
  });
}
