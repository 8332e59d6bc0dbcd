import type { Queryable } from '../db';
import { tooManyRequests } from '../errors';

const WINDOW_START = 'to_timestamp(floor(extract(epoch from now()) / $2) * $2)';

/**
 * Counts one event for `key` in the current fixed window of `windowSeconds` (stored in the database, so
 * every server instance shares it) and throws 10029 once the count passes `limit`.
 */
export async function hitLimit(q: Queryable, key: string, windowSeconds: number, limit: number): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    `INSERT INTO rate_counters (key, window_start, count) VALUES ($1, ${WINDOW_START}, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1
     RETURNING count`,
    [key, windowSeconds],
  );
  const count = row?.count ?? 0;
  if (count > limit) throw tooManyRequests();
  return count;
}

/** Throws 10029 when `key` already reached `limit` in the current window, without counting. */
export async function checkLimit(q: Queryable, key: string, windowSeconds: number, limit: number): Promise<void> {
  const [row] = await q.query<{ count: number }>(
    `SELECT count FROM rate_counters WHERE key = $1 AND window_start = ${WINDOW_START}`,
    [key, windowSeconds],
  );
  if ((row?.count ?? 0) >= limit) throw tooManyRequests();
}

/** Drops windows older than a day. */
export async function pruneCounters(q: Queryable): Promise<void> {
  await q.query(`DELETE FROM rate_counters WHERE window_start < now() - interval '1 day'`);
}

/**
 * One guess at a secret (password, authenticator code) under a budget of `limit` wrong guesses per window
 * for `key`: 10029 once the budget is spent, before anything is checked. `attempt` answers the guess's
 * result, or null when it is wrong: that guess is counted and `wrong()` is thrown. Errors thrown by
 * `attempt` itself pass through uncounted.
 */
export async function limitWrongGuesses<T>(
  q: Queryable,
  limit: { key: string; windowSeconds: number; max: number },
  attempt: () => Promise<T | null>,
  wrong: () => Error,
): Promise<T> {
  await checkLimit(q, limit.key, limit.windowSeconds, limit.max);
  const result = await attempt();
  if (result !== null) return result;
  await hitLimit(q, limit.key, limit.windowSeconds, Number.MAX_SAFE_INTEGER);
  throw wrong();
}
