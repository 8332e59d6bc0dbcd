import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerLang } from '@/contract/types';
import type { Db, Queryable } from '../db';
import { ApiError, Codes } from '../errors';
import { translate } from '../i18n';

/** The header an `idempotent` call carries (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const badKey = (lang: ServerLang, reason: 'reason_idempotency_key' | 'reason_idempotency_reused') =>
  new ApiError(Codes.INVALID_PARAM, 'invalid_param', { field: 'Idempotency-Key', reason: translate(lang, reason) });

/** The request's key, or 10003 when it is missing or malformed. */
export function idempotencyKey(request: FastifyRequest, lang: ServerLang): string {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw badKey(lang, 'reason_idempotency_key');
  return key;
}

/** What identifies "the same request": the body without its `time` and `sign`. */
function requestHash(body: unknown): string {
  const { time: _time, sign: _sign, ...rest } = (body ?? {}) as Record<string, unknown>;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

/** Refusals whose writes must stay although the call failed (see `keepWrites`). */
const keptRefusals = new WeakSet<object>();

/**
 * Marks a refusal thrown inside an idempotent call as one whose database writes must commit: a counted wrong
 * guess at a secret (payment password, code), which a rollback would otherwise forget. runOnce commits what
 * the call wrote so far, frees the key (the call did nothing else: throw it before moving money), and throws
 * the refusal. Outside runOnce it is an ordinary ApiError. Returns `error` for `throw keepWrites(error)`.
 */
export function keepWrites(error: unknown): unknown {
  if (error instanceof ApiError) keptRefusals.add(error);
  return error;
}

/** A `Db` whose every statement, and every nested `tx`, runs in the caller's transaction `q`. */
export function dbInTransaction(db: Db, q: Queryable): Db {
  return {
    driver: db.driver,
    query: (sql, params) => q.query(sql, params),
    tx: (fn) => fn(q),
    exec: () => Promise.reject(new Error('exec inside a transaction')),
    close: () => Promise.reject(new Error('close inside a transaction')),
  };
}

/**
 * Runs `work` once per (user, key): the key is claimed in the same transaction as the work, so a failure
 * releases it (nothing moved) and a success stores the answer, which a repeat of the same request gets back
 * without running anything. A concurrent repeat waits for the first to commit (PostgreSQL's unique index), then
 * reads its answer. The same key with another body or call is refused.
 */
export async function runOnce<T>(
  db: Db,
  scope: { userId: number; key: string; path: string; body: unknown; lang: ServerLang },
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const hash = requestHash(scope.body);
  const outcome = await db.tx<{ data: T } | { refused: unknown }>(async (q) => {
    const claimed = await q.query(
      `INSERT INTO idempotency_keys (user_id, key, path, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      [scope.userId, scope.key, scope.path, hash],
    );
    if (claimed.length === 0) {
      const [stored] = await q.query<{ path: string; request_hash: string; response: { data: T } | null }>(
        'SELECT path, request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [scope.userId, scope.key],
      );
      if (!stored || stored.path !== scope.path || stored.request_hash !== hash || !stored.response)
        throw badKey(scope.lang, 'reason_idempotency_reused');
      return { data: stored.response.data };
    }
    let data: T;
    try {
      data = await work(dbInTransaction(db, q));
    } catch (error) {
      if (!(error instanceof ApiError) || !keptRefusals.has(error)) throw error;
      await q.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2', [scope.userId, scope.key]);
      return { refused: error };
    }
    await q.query('UPDATE idempotency_keys SET response = $3 WHERE user_id = $1 AND key = $2', [
      scope.userId,
      scope.key,
      JSON.stringify({ data: data ?? null }),
    ]);
    return { data };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.data;
}
