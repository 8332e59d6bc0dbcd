import type { Queryable } from '../db';
import { ApiError, Codes, tooManyRequests } from '../errors';

const WINDOW_START = 'to_timestamp(floor(extract(epoch from now()) / $2) * $2)';

/**
 * Counts one event for `key` in the current fixed window of `windowSeconds` (stored in the database, so
 * every server instance shares it), or throws 10029 when `limit` events were counted already (the refused one
 * is not). The count and the check are one statement, so parallel requests cannot all slip under the limit.
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
  /** The event stays counted (a wrong guess): the slot is settled without giving it back. */
  keep(): Promise<void>;
  /** The same as `release` through another connection (the slot was taken inside a transaction that has ended). */
  releaseWith(q: Queryable): Promise<void>;
}

const noop = () => Promise.resolve();

/**
 * Takes one slot of `limit` atomically (an upsert that counts only while the count is under `max`, and answers
 * the new count) and throws 10029 when none was left. A refused request is not counted: counting it would keep
 * the window full after the slots it met were given back, refusing the owner's right guesses for the rest of it.
 */
export async function takeSlot(q: Queryable, limit: Limit): Promise<Slot> {
  const [row] = await q.query<{ count: number; window_start: Date }>(
    `INSERT INTO rate_counters (key, window_start, count) VALUES ($1, ${WINDOW_START}, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1, updated_at = now()
       WHERE rate_counters.count < $3::bigint
     RETURNING count, window_start`,
    [limit.key, limit.windowSeconds, limit.max],
  );
  if (!row || Number(row.count) > limit.max) throw tooManyRequests();
  const releaseWith = (on: Queryable) => releaseSlot(on, limit.key, row.window_start);
  return { count: Number(row.count), release: () => releaseWith(q), keep: noop, releaseWith };
}

/** Gives one event of `key` back in the window it was counted in. */
async function releaseSlot(q: Queryable, key: string, windowStart: Date): Promise<void> {
  await q.query('UPDATE rate_counters SET count = count - 1 WHERE key = $1 AND window_start = $2 AND count > 0', [
    key,
    windowStart,
  ]);
}

/** The longest a guess waits for guesses in flight to settle when its budget is full, and its first pause. */
export const GUESS_SETTLE_WAIT_MS = 10_000;
const FIRST_PAUSE_MS = 15;
const LONGEST_PAUSE_MS = 200;

/** The row counting the guesses of `key` being checked right now (taken, not yet settled). */
const inFlightKey = (key: string) => `${key}#in-flight`;

async function addInFlight(q: Queryable, limit: Limit): Promise<Date> {
  const [row] = await q.query<{ window_start: Date }>(
    `INSERT INTO rate_counters (key, window_start, count) VALUES ($1, ${WINDOW_START}, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1
     RETURNING window_start`,
    [inFlightKey(limit.key), limit.windowSeconds],
  );
  return row!.window_start;
}

async function inFlight(q: Queryable, limit: Limit): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    `SELECT count FROM rate_counters WHERE key = $1 AND window_start = ${WINDOW_START}`,
    [inFlightKey(limit.key), limit.windowSeconds],
  );
  return Number(row?.count ?? 0);
}

const isTooMany = (error: unknown) => error instanceof ApiError && error.code === Codes.TOO_MANY_REQUESTS;

/**
 * The slot of one guess at a secret, taken before the guess is checked, so parallel guesses can never have more
 * than `limit.max` wrong ones checked. A full budget may be full only of guesses still being checked: a right
 * one gives its slot back when it settles. So a guess that finds the budget full waits (a few milliseconds, then
 * longer, at most `GUESS_SETTLE_WAIT_MS`) while other guesses of the key are in flight, and tries again; with none
 * in flight the budget is spent on wrong guesses and it is refused at once (10029, not counted). Each guess counts
 * itself in flight before it asks for a slot, so one that waits always sees the guesses that hold the slots.
 */
export async function takeGuessSlot(q: Queryable, limit: Limit): Promise<Slot> {
  const deadline = Date.now() + GUESS_SETTLE_WAIT_MS;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    const flying = await addInFlight(q, limit);
    const land = (on: Queryable) => releaseSlot(on, inFlightKey(limit.key), flying);
    let slot: Slot;
    try {
      slot = await takeSlot(q, limit);
    } catch (error) {
      await land(q);
      if (!isTooMany(error) || Date.now() + pause > deadline || (await inFlight(q, limit)) === 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
      continue;
    }
    const releaseWith = async (on: Queryable) => {
      await slot.releaseWith(on);
      await land(on);
    };
    return { count: slot.count, release: () => releaseWith(q), keep: () => land(q), releaseWith };
  }
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
  slot: Pick<Slot, 'release'> & Partial<Pick<Slot, 'keep'>>,
  attempt: () => Promise<T>,
  isWrong: (error: unknown) => boolean,
) {
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    // a slot with nothing to settle (a ticket's try) has no `keep`
    await (isWrong(error) ? slot.keep?.() : slot.release());
    throw error;
  }
  await slot.release();
  return result;
}

/**
 * One guess at a secret (password, authenticator code) under a budget of `limit.max` wrong guesses per
 * window for `limit.key`. The guess takes its slot before anything is checked (`takeGuessSlot`: 10029 once
 * wrong guesses have spent the budget), so parallel guesses cannot all be checked against the same count.
 * `attempt` answers the guess's result, or null when it is wrong: that guess keeps its slot and `wrong()` is
 * thrown. A right guess, or an error thrown by `attempt` itself, gives the slot back.
 */
export async function limitWrongGuesses<T>(
  q: Queryable,
  limit: Limit,
  attempt: () => Promise<T | null>,
  wrong: () => Error,
): Promise<T> {
  const slot = await takeGuessSlot(q, limit);
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
