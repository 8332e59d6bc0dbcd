import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db';

/**
 * Background jobs in the database (table `jobs`, migration 030): they survive a restart, and several server
 * instances on one PostgreSQL share them, each job running on one instance at a time.
 *
 * - `enqueueJob(q, kind, payload, options)` inside the caller's transaction (the job exists iff the work that
 *   asked for it committed). `key` de-duplicates: one unfinished job per key.
 * - A handler, registered once per kind with `JobRunner.define`, runs in ONE transaction together with the job's
 *   completion: its database work commits exactly once. It returns nothing (done) or `{ runAgainIn: seconds }`
 *   (not finished yet: run again later, e.g. waiting for confirmations). A throw rolls its work back and retries
 *   later with a growing delay, until `max_attempts` marks the job failed.
 * - Claiming: `FOR UPDATE SKIP LOCKED` takes due jobs nobody holds, and leases them (`locked_by`,
 *   `locked_until`). An instance that dies mid-run leaves its lease; once the lease ends, another instance takes
 *   the job over, and the dead one's late completion (if it was only slow) is refused because the job is no
 *   longer its own. Work outside the database (a chain broadcast) must therefore be idempotent per job.
 */

export interface Job<P = Record<string, unknown>> {
  id: number;
  kind: string;
  payload: P;
  attempts: number;
}

export type JobResult = void | { runAgainIn: number };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own payload type
export type JobHandler<P = any> = (q: Queryable, job: Job<P>) => Promise<JobResult>;

export interface EnqueueOptions {
  /** De-duplication key: while a job with this key is unfinished, enqueuing another does nothing. */
  key?: string;
  /** Seconds from now before the job may run (default 0). */
  delaySeconds?: number;
  maxAttempts?: number;
}

/** Adds a job in the caller's transaction; returns its id, or null when an unfinished job has the same key. */
export async function enqueueJob(
  q: Queryable,
  kind: string,
  payload: object,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO jobs (kind, payload, dedupe_key, run_at, max_attempts)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5)
     ON CONFLICT (dedupe_key) WHERE done_at IS NULL AND failed_at IS NULL DO NOTHING
     RETURNING id`,
    [kind, JSON.stringify(payload), options.key ?? null, options.delaySeconds ?? 0, options.maxAttempts ?? 10],
  );
  return row ? Number(row.id) : null;
}

export interface JobRunnerOptions {
  /** Seconds a claim holds a job before another instance may take it over (default 60). */
  leaseSeconds?: number;
  /** Milliseconds between polls while started (default 1000). */
  pollMs?: number;
  /** Jobs claimed per poll (default 10). */
  batch?: number;
  /** Called with errors of the runner itself and of handlers (default: ignore). */
  onError?: (error: unknown, job?: Job) => void;
}

export interface RunOptions {
  /** Treat jobs due up to this many seconds from now as due (tests "advance the clock" this way). */
  aheadSeconds?: number;
  batch?: number;
  /** Only these kinds (default: every kind this runner has a handler for). */
  kinds?: string[];
}

/**
 * Retry delay after the n-th failed attempt: 5 s, 10 s, 20 s … up to 10 minutes. A job that counts its own tries
 * (a chat alert) waits the same.
 */
export const backoffSeconds = (attempts: number) => Math.min(600, 5 * 2 ** Math.max(0, attempts - 1));

export class JobRunner {
  /** This instance's name in `locked_by`. */
  readonly id = `runner-${randomBytes(6).toString('hex')}`;
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  private readonly leaseSeconds: number;
  private readonly pollMs: number;
  private readonly batch: number;
  private readonly onError: (error: unknown, job?: Job) => void;

  constructor(
    private readonly db: Db,
    options: JobRunnerOptions = {},
  ) {
    this.leaseSeconds = options.leaseSeconds ?? 60;
    this.pollMs = options.pollMs ?? 1000;
    this.batch = options.batch ?? 10;
    this.onError = options.onError ?? (() => undefined);
  }

  /** Registers the handler of one kind of job (once per kind). */
  define<P>(kind: string, handler: JobHandler<P>): void {
    if (this.handlers.has(kind)) throw new Error(`job ${kind} is defined twice`);
    this.handlers.set(kind, handler as JobHandler);
  }

  /** Polls every `pollMs` until `stop()`. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.runDue()
        .catch((error: unknown) => this.onError(error))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(tick, this.pollMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops polling and waits for the batch in progress (call before closing the database). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Claims the due jobs this runner has handlers for (leased to this runner), without running them. */
  async claim(options: RunOptions = {}, skip: number[] = []): Promise<Job[]> {
    const kinds = [...this.handlers.keys()].filter((kind) => !options.kinds || options.kinds.includes(kind));
    if (kinds.length === 0) return [];
    const rows = await this.db.tx((q) =>
      q.query<Job>(
        `UPDATE jobs SET locked_by = $1, locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
          WHERE id IN (
            SELECT id FROM jobs
             WHERE done_at IS NULL AND failed_at IS NULL AND kind = ANY($3::text[])
               AND run_at <= now() + make_interval(secs => $4)
               AND (locked_until IS NULL OR locked_until < now()) AND id <> ALL($6::bigint[])
             ORDER BY run_at, id
             LIMIT $5
             FOR UPDATE SKIP LOCKED)
          RETURNING id, kind, payload, attempts`,
        [this.id, this.leaseSeconds, kinds, options.aheadSeconds ?? 0, options.batch ?? this.batch, skip],
      ),
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /**
   * Runs a claimed job: the handler and the job's completion in one transaction that first checks the job is
   * still this runner's (a lease taken over by another runner makes this a no-op). Returns whether it ran.
   */
  async execute(job: Job): Promise<boolean> {
    const handler = this.handlers.get(job.kind);
    if (!handler) return false;
    try {
      return await this.db.tx(async (q) => {
        const [mine] = await q.query(
          'SELECT id FROM jobs WHERE id = $1 AND locked_by = $2 AND done_at IS NULL AND failed_at IS NULL FOR UPDATE',
          [job.id, this.id],
        );
        if (!mine) return false;
        const result = await handler(q, job);
        if (result && result.runAgainIn >= 0) {
          await q.query(
            `UPDATE jobs SET locked_by = NULL, locked_until = NULL, attempts = 0,
                    run_at = now() + make_interval(secs => $2) WHERE id = $1`,
            [job.id, result.runAgainIn],
          );
        } else {
          await q.query('UPDATE jobs SET done_at = now(), locked_by = NULL, locked_until = NULL WHERE id = $1', [
            job.id,
          ]);
        }
        return true;
      });
    } catch (error) {
      this.onError(error, job);
      await this.db.query(
        `UPDATE jobs SET locked_by = NULL, locked_until = NULL, last_error = left($3, 1000),
                run_at = now() + make_interval(secs => $4),
                failed_at = CASE WHEN attempts >= max_attempts THEN now() END
          WHERE id = $1 AND locked_by = $2`,
        [job.id, this.id, error instanceof Error ? error.message : String(error), backoffSeconds(job.attempts)],
      );
      return false;
    }
  }

  /**
   * Claims and runs the due jobs, batch after batch, until none is due; each job at most once per call (a job
   * that asks to run again soon waits for the next call). Returns how many ran.
   */
  async runDue(options: RunOptions = {}): Promise<number> {
    const seen: number[] = [];
    let ran = 0;
    for (;;) {
      const jobs = await this.claim(options, seen);
      if (jobs.length === 0) return ran;
      for (const job of jobs) {
        seen.push(job.id);
        if (await this.execute(job)) ran += 1;
      }
    }
  }
}
