import type { Queryable } from '../db';
import { tooManyRequests } from '../errors';

const WINDOW_START = 'to_timestamp(floor(extract(epoch from now()) / $2) * $2)';

/**
 * Counts one event for `key` in the current fixed window of `windowSeconds` (stored in the database, so
 * every server instance shares it) and throws 10029 once the count passes `limit`. The count and the
 * check are one statement, so parallel requests cannot all slip under the limit.
 */
export async function hitLimit(q: Queryable, key: string, windowSeconds: number, limit: number): Promise<number> {
  return (await takeSlot(q, { key, windowSeconds, max: limit })).count;
}

/** A limit of `max` events per fixed window of `windowSeconds` for `key`. */
export interface Limit {
  key: string;
  windowSeconds: number;
  max: number;
}

/** One counted event: `release()` gives it back (a guess that turned out right, or was never checked). */
export interface Slot {
  count: number;
  release(): Promise<void>;
  /** The same through another connection (the slot was taken inside a transaction that has ended). */
  releaseWith(q: Queryable): Promise<void>;
}

/**
 * Takes one slot of `limit` atomically (an upsert that counts and answers the new count) and throws 10029
 * when none was left; the refused request stays counted, as it was made.
 */
export async function takeSlot(q: Queryable, limit: Limit): Promise<Slot> {
  const [row] = await q.query<{ count: number; window_start: Date }>(
    `INSERT INTO rate_counters (key, window_start, count) VALUES ($1, ${WINDOW_START}, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1, updated_at = now()
     RETURNING count, window_start`,
    [limit.key, limit.windowSeconds],
  );
  const count = Number(row?.count ?? 0);
  if (count > limit.max) throw tooManyRequests();
  const releaseWith = (on: Queryable) => releaseSlot(on, limit.key, row?.window_start ?? null);
  return { count, release: () => releaseWith(q), releaseWith };
}

/** Gives one event of `key` back in the window it was counted in. */
async function releaseSlot(q: Queryable, key: string, windowStart: Date | null): Promise<void> {
  if (!windowStart) return;
  await q.query('UPDATE rate_counters SET count = count - 1 WHERE key = $1 AND window_start = $2 AND count > 0', [
    key,
    windowStart,
  ]);
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
 * Runs `attempt` holding a slot taken beforehand: the slot is kept when `attempt` throws an error that
 * `isWrong` calls a wrong guess, and given back otherwise (a right guess, or an error that checked nothing).
 */
export async function withSlot<T>(
  slot: Pick<Slot, 'release'>,
  attempt: () => Promise<T>,
  isWrong: (error: unknown) => boolean,
) {
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (!isWrong(error)) await slot.release();
    throw error;
  }
  await slot.release();
  return result;
}

/**
 * One guess at a secret (password, authenticator code) under a budget of `limit.max` wrong guesses per
 * window for `limit.key`. The guess takes its slot before anything is checked (10029 once none is left),
 * so parallel guesses cannot all be checked against the same count. `attempt` answers the guess's result,
 * or null when it is wrong: that guess keeps its slot and `wrong()` is thrown. A right guess, or an error
 * thrown by `attempt` itself, gives the slot back.
 */
export async function limitWrongGuesses<T>(
  q: Queryable,
  limit: Limit,
  attempt: () => Promise<T | null>,
  wrong: () => Error,
): Promise<T> {
  const slot = await takeSlot(q, limit);
  const mistake = wrong();
  return withSlot(
    slot,
    async () => {
      const result = await attempt();
      if (result === null) throw mistake;
      return result;
    },
    (error) => error === mistake,
  );
}
