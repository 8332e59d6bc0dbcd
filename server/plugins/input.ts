import type { FastifyInstance } from 'fastify';
import { ApiError, Codes } from '../errors';
import { translate } from '../i18n';
import { invalidField } from './validation';

/**
 * Input guards in front of every route, so that no hostile body reaches a handler or answers 500: the JSON parser
 * refuses bodies nested deeper than MAX_JSON_DEPTH before parsing them (deep nesting overflowed the stack while
 * signing), keeps Fastify's protection against `__proto__` / `constructor.prototype` keys, and no string of a body,
 * query string or path parameter may hold a NUL or an unpaired UTF-16 surrogate (PostgreSQL refuses the one, the
 * request signature cannot hash the other). Both answer 10003 naming the field, never a 500.
 */

/** Deepest nesting of objects and arrays a JSON body may have (the contract's deepest body has 4 levels). */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of `[` / `{` in JSON text, outside strings; stops counting past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A NUL or a UTF-16 surrogate without its partner. */
export const badCharacters = (text: string): boolean => text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);

/**
 * The path of the first string (or key) in `value` with bad characters, as the validator writes paths
 * (`/passkey/response/id`); '' for the value itself; null when all is well. Depth is bounded by the parser.
 */
export function badStringPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return badCharacters(value) ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (badCharacters(key)) return path;
    const found = badStringPath(inner, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

export function registerInputGuards(app: FastifyInstance): void {
  const secureJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      const reason = translate(request.lang, 'reason_depth', { limit: MAX_JSON_DEPTH });
      done(new ApiError(Codes.INVALID_PARAM, 'invalid_param', { field: 'body', reason }, 400), undefined);
      return;
    }
    secureJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = badStringPath(part);
      if (path !== null) throw invalidField(path, 'characters');
    }
  });
}
