import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerLang } from '@/contract';
import { isPaymentRequestKey } from '@/domain/paymentRequest';
import type { Db, Queryable } from '../db';
import { ApiError, Codes, tooManyRequests } from '../errors';
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

/**
 * What identifies "the same request": the body without its `time` and `sign`, and without the payment `password`,
 * which proves who pays rather than saying what is paid: a repeat confirmed with a biometric token in place of the
 * typed password (or typed again after a reload) is the same payment and gets its answer.
 */
function requestHash(body: unknown): string {
  const { time: _time, sign: _sign, password: _password, ...rest } = (body ?? {}) as Record<string, unknown>;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

/** A `Db` whose every statement, and every nested `tx`, runs in the caller's transaction `q`. */
export function dbInTransaction(db: Db, q: Queryable): Db {
  return {
    driver: db.driver,
    query: (sql, params) => q.query(sql, params),
    tx: (fn) => fn(q),
    exec: () => Promise.reject(new Error('exec inside a transaction')),
    close: () => Promise.reject(new Error('close inside a transaction')),
    exclusive: () => Promise.reject(new Error('a database lock inside a transaction')),
  };
}

/** A claim older than this belongs to a run that died: another may take the key over. */
const CLAIM_TAKEOVER_SECONDS = 60;
/** How long a repeat waits for the run holding its key to answer before it is told to try later. */
const WAIT_FOR_CLAIM_MS = 15_000;
const POLL_MS = 25;

/**
 * Runs `work` once per (user, key), the idempotency of money-moving calls:
 * 1. The key is claimed (a committed row naming this run). A repeat of an answered request gets the stored answer
 *    without running anything; a repeat of one still running waits for its answer; the same key with another
 *    body or call is refused.
 * 2. `precheck` runs on its own (guesses at a secret count whatever follows: a rollback must not forget them).
 * 3. `work` runs in one transaction with storing the answer, which only the claim's holder can store: money moves
 *    once even if a claim was taken over.
 * Any failure releases the key, so a corrected retry can run; nothing of `work` was kept.
 */
export async function runOnce<T>(
  db: Db,
  scope: { userId: number; key: string; path: string; body: unknown; lang: ServerLang },
  work: (db: Db) => Promise<T>,
  precheck?: () => Promise<void>,
): Promise<T> {
  const hash = requestHash(scope.body);
  const claim = randomUUID();
  const deadline = Date.now() + WAIT_FOR_CLAIM_MS;
  for (;;) {
    const [claimed] = await db.query<{ claim: string }>(
      `INSERT INTO idempotency_keys (user_id, key, path, request_hash, claim) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, key) DO UPDATE SET claim = EXCLUDED.claim, created_at = now()
        WHERE idempotency_keys.response IS NULL AND idempotency_keys.path = EXCLUDED.path
          AND idempotency_keys.request_hash = EXCLUDED.request_hash
          AND idempotency_keys.created_at < now() - make_interval(secs => $6)
       RETURNING claim`,
      [scope.userId, scope.key, scope.path, hash, claim, CLAIM_TAKEOVER_SECONDS],
    );
    if (claimed?.claim === claim) break;
    const [stored] = await db.query<{ path: string; request_hash: string; response: { data: T } | null }>(
      'SELECT path, request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
      [scope.userId, scope.key],
    );
    if (!stored) continue; // released meanwhile: claim it
    if (stored.path !== scope.path || stored.request_hash !== hash)
      throw isPaymentRequestKey(scope.key)
        ? new ApiError(Codes.PAYMENT_REQUEST_PAID, 'payment_request_paid')
        : badKey(scope.lang, 'reason_idempotency_reused');
    if (stored.response) return stored.response.data;
    if (Date.now() > deadline) throw tooManyRequests();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    await precheck?.();
    return await db.tx(async (q) => {
      const data = await work(dbInTransaction(db, q));
      const stored = await q.query(
        'UPDATE idempotency_keys SET response = $3 WHERE user_id = $1 AND key = $2 AND claim = $4 RETURNING key',
        [scope.userId, scope.key, JSON.stringify({ data: data ?? null }), claim],
      );
      // Taken over by another run after a stall: roll this one back, the other answers.
      if (stored.length === 0) throw tooManyRequests();
      return data;
    });
  } catch (error) {
    await db
      .query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND claim = $3 AND response IS NULL', [
        scope.userId,
        scope.key,
        claim,
      ])
      .catch(() => undefined);
    throw error;
  }
}
