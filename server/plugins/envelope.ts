import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, Codes } from '../errors';
import { langFromHeader, translate } from '../i18n';
import { validationMessage } from './validation';
import { allEndpoints } from '@/contract/catalogue';

/**
 * Path prefixes of every declared call (the first segment: `/user-api/`, `/finance-api/`, …) and `/dev/`:
 * answered with envelopes, never with the SPA page.
 */
export const API_PREFIXES: readonly string[] = [
  ...new Set(allEndpoints.map((call) => `/${call.path.split('/')[1]}/`)),
  '/dev/',
  '/support-agent/',
];
export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Language of every message, and the error handler: whatever is thrown becomes `{code, msg, data}` (data null but where an ApiError carries some)
 * with a localised msg; unexpected errors are logged and answered 500 / 10000 without details.
 */
export function registerEnvelope(app: FastifyInstance): void {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.lang = langFromHeader(request.headers['x-language']);
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const lang = request.lang ?? 'en';
    if (error instanceof ApiError) {
      return send(reply, error.httpStatus, error.code, translate(lang, error.messageKey, error.params), error.data);
    }
    if (error.validation) {
      return send(reply, 200, Codes.INVALID_PARAM, validationMessage(error.validation, lang));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, 413, Codes.PAYLOAD_TOO_LARGE, translate(lang, 'payload_too_large'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // malformed JSON, wrong content type, empty body ...
      const msg = translate(lang, 'invalid_param', { field: 'body', reason: translate(lang, 'reason_invalid') });
      return send(reply, status, Codes.INVALID_PARAM, msg);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, Codes.SERVER_BUSY, translate(lang, 'server_busy'));
  });
}

function send(reply: FastifyReply, status: number, code: number, msg: string, data: object | null = null) {
  return reply.status(status).send({ code, msg, data });
}

/** 404 for unknown API paths, as an envelope. */
export function notFoundEnvelope(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, Codes.NOT_FOUND, translate(request.lang ?? 'en', 'not_found'));
}
