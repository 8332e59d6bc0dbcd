import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Db } from './index';

// Two transactions that lock the same rows in opposite orders: PostgreSQL breaks the deadlock by aborting one of
// them (40P01). The aborted one committed nothing, so `tx` runs it again, and both callers get their answer instead
// of "server busy". A `.pg.test.ts` file runs only in the suite's PostgreSQL pass (DATABASE_URL set).
if (!process.env.DATABASE_URL)
  throw new Error('deadlock.pg.test.ts needs DATABASE_URL (server/testing/with-postgres.sh)');

describe('a transaction PostgreSQL aborted for a deadlock', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let db: Db;
  beforeAll(async () => {
    db = await openPostgres(process.env.DATABASE_URL!, schema);
    await db.exec('CREATE TABLE pair (id int PRIMARY KEY, n int NOT NULL); INSERT INTO pair VALUES (1, 0), (2, 0);');
  });
  afterAll(async () => {
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  });

  it('runs again, so both of two crossing transactions commit once', async () => {
    let runs = 0;
    let bothLocked!: () => void;
    const firstLocks = new Promise<void>((resolve) => (bothLocked = resolve));
    let locked = 0;
    const crossing = (first: number, second: number) =>
      db.tx(async (q) => {
        runs += 1;
        await q.query('UPDATE pair SET n = n + 1 WHERE id = $1', [first]);
        // each holds its first row before either asks for its second: a deadlock on the first try
        if (++locked === 2) bothLocked();
        await firstLocks;
        await q.query('UPDATE pair SET n = n + 1 WHERE id = $1', [second]);
        return first;
      });
    const results = await Promise.all([crossing(1, 2), crossing(2, 1)]);
    expect(results.sort()).toEqual([1, 2]);
    expect(runs).toBe(3);
    const rows = await db.query<{ id: number; n: number }>('SELECT id, n FROM pair ORDER BY id');
    expect(rows.map((row) => Number(row.n))).toEqual([2, 2]);
  });

  it('gives up on an error that is not a deadlock at once', async () => {
    let runs = 0;
    await expect(
      db.tx(async (q) => {
        runs += 1;
        await q.query('INSERT INTO pair VALUES (1, 0)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });
});
