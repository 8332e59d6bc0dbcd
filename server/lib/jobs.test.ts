import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, START_TIMEOUT, type TestServer } from '../testing/harness';
import { enqueueJob, JobRunner } from './jobs';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
  await server.db.exec('CREATE TABLE job_runs (job_id bigint NOT NULL, runner text NOT NULL, tag text NOT NULL)');
}, START_TIMEOUT);
afterAll(() => server.close());

/** A runner whose `test.record` job writes one row per run (in the job's transaction). */
function recorder(options: ConstructorParameters<typeof JobRunner>[1] = {}) {
  const runner = new JobRunner(server.db, options);
  runner.define<{ tag: string }>('test.record', async (q, job) => {
    await q.query('INSERT INTO job_runs (job_id, runner, tag) VALUES ($1, $2, $3)', [
      job.id,
      runner.id,
      job.payload.tag,
    ]);
  });
  return runner;
}
const runsOf = (tag: string) =>
  server.db.query<{ job_id: number; runner: string }>('SELECT job_id, runner FROM job_runs WHERE tag = $1', [tag]);
const enqueue = (tag: string, options = {}) => server.db.tx((q) => enqueueJob(q, 'test.record', { tag }, options));

describe('jobs', () => {
  it('two runners on one database never both run a job', async () => {
    for (let i = 0; i < 40; i += 1) await enqueue('pair');
    const [a, b] = [recorder({ batch: 3 }), recorder({ batch: 3 })];
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(40);
    const runs = await runsOf('pair');
    expect(runs).toHaveLength(40);
    expect(new Set(runs.map((r) => r.job_id)).size).toBe(40);
    expect(await a.runDue()).toBe(0);
  });

  it('runs a job only when due, and de-duplicates by key while one is unfinished', async () => {
    const runner = recorder();
    expect(await enqueue('later', { key: 'k-later', delaySeconds: 300 })).not.toBeNull();
    expect(await enqueue('later', { key: 'k-later' })).toBeNull();
    expect(await runner.runDue()).toBe(0);
    expect(await runner.runDue({ aheadSeconds: 301 })).toBe(1);
    expect(await runsOf('later')).toHaveLength(1);
    expect(await enqueue('later', { key: 'k-later' })).not.toBeNull();
  });

  it("takes over a job whose instance died mid-run once the lease ends, and the dead one's completion is refused", async () => {
    await enqueue('crash');
    const crashed = recorder({ leaseSeconds: 30 });
    const [claimed] = await crashed.claim();
    expect(claimed?.payload).toEqual({ tag: 'crash' });
    // A new instance ("after the restart") does not touch the job while the lease holds.
    const next = recorder();
    expect(await next.runDue()).toBe(0);
    await server.db.query(`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1`, [claimed!.id]);
    expect(await next.runDue()).toBe(1);
    // The first instance was only slow: its late run finds the job no longer its own and does nothing.
    expect(await crashed.execute(claimed!)).toBe(false);
    const runs = await runsOf('crash');
    expect(runs).toEqual([{ job_id: claimed!.id, runner: next.id }]);
    const [job] = await server.db.query<{ attempts: number; done: boolean }>(
      'SELECT attempts, done_at IS NOT NULL AS done FROM jobs WHERE id = $1',
      [claimed!.id],
    );
    expect(job).toEqual({ attempts: 2, done: true });
  });

  it('rolls a failed run back, retries later, and gives up after max_attempts', async () => {
    const runner = new JobRunner(server.db);
    let calls = 0;
    runner.define('test.flaky', async (q) => {
      calls += 1;
      await q.query(`INSERT INTO job_runs (job_id, runner, tag) VALUES (0, 'flaky', 'flaky')`);
      throw new Error('boom');
    });
    const id = await server.db.tx((q) => enqueueJob(q, 'test.flaky', {}, { maxAttempts: 2 }));
    expect(await runner.runDue()).toBe(0);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(1);
    expect(await runner.runDue({ aheadSeconds: 3600 })).toBe(0);
    expect(calls).toBe(2);
    const [job] = await server.db.query<{ failed: boolean; last_error: string }>(
      'SELECT failed_at IS NOT NULL AS failed, last_error FROM jobs WHERE id = $1',
      [id],
    );
    expect(job).toEqual({ failed: true, last_error: 'boom' });
    expect(await runsOf('flaky')).toEqual([]);
  });

  it('polls while started and stops cleanly', async () => {
    const runner = recorder({ pollMs: 20 });
    runner.start();
    await enqueue('polled');
    for (let i = 0; i < 100 && (await runsOf('polled')).length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.stop();
    expect(await runsOf('polled')).toHaveLength(1);
    await enqueue('after-stop');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await runsOf('after-stop')).toHaveLength(0);
  });
});
