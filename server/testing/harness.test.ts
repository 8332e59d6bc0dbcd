import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFiles } from '../db/migrate';
import { buildOnce } from './databases';
import { START_TIMEOUT, createTestServer, type TestServer } from './harness';

// The test databases on whichever driver the environment selects: every test file's server starts from one copy
// of the run's migrated and seeded database, and each copy is its own.
const migrations = (server: TestServer) =>
  server.db.query<{ version: number; applied_at: string }>(
    'SELECT version, applied_at::text AS applied_at FROM schema_migrations ORDER BY version',
  );

describe('createTestServer', () => {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    servers.push(await createTestServer(), await createTestServer(), await createTestServer({}, { fresh: true }));
  }, START_TIMEOUT);
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('starts each database from the same migrated and seeded one instead of migrating it again', async () => {
    const [first, second] = servers;
    const applied = await migrations(first!);
    expect(applied.map((row) => row.version)).toEqual(migrationFiles().map((file) => file.version));
    // Migrating again would have stamped the rows anew.
    expect(await migrations(second!)).toEqual(applied);
    const demos = 'SELECT count(*) AS n FROM users WHERE email LIKE $1';
    expect(await second!.db.query(demos, ['demo%@example.com'])).toEqual([{ n: 3 }]);
  });

  it('gives each test file a database of its own', async () => {
    const [first, second] = servers;
    await first!.db.query(`INSERT INTO rate_counters (key, window_start, count) VALUES ('copy-probe', now(), 1)`);
    expect(await first!.db.query(`SELECT 1 FROM rate_counters WHERE key = 'copy-probe'`)).toHaveLength(1);
    expect(await second!.db.query(`SELECT 1 FROM rate_counters WHERE key = 'copy-probe'`)).toHaveLength(0);
  });

  it('migrates and seeds in place when asked for a fresh database', async () => {
    const [first, , fresh] = servers;
    const applied = await migrations(fresh!);
    expect(applied.map((row) => row.version)).toEqual(migrationFiles().map((file) => file.version));
    expect(applied.map((row) => row.applied_at)).not.toEqual((await migrations(first!)).map((row) => row.applied_at));
    expect(await fresh!.db.query('SELECT count(*) AS n FROM users WHERE email LIKE $1', ['demo%@example.com'])).toEqual(
      [{ n: 3 }],
    );
  });
});

describe('buildOnce', () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-once-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds once for every caller at the same time, then reads the file', async () => {
    let builds = 0;
    const build = async () => {
      builds += 1;
      await sleep(200);
      return new TextEncoder().encode('built');
    };
    const file = join(dir, 'shared.bin');
    const results = await Promise.all([0, 1, 2].map(() => buildOnce(file, build)));
    expect(results.map((bytes) => bytes.toString())).toEqual(['built', 'built', 'built']);
    expect((await buildOnce(file, build)).toString()).toBe('built');
    expect(builds).toBe(1);
    expect(readdirSync(dir)).toEqual(['shared.bin']);
  });

  it('lets the next caller build when a build fails', async () => {
    const file = join(dir, 'retried.bin');
    await expect(buildOnce(file, () => Promise.reject(new Error('no disk')))).rejects.toThrow('no disk');
    expect((await buildOnce(file, async () => new TextEncoder().encode('second'))).toString()).toBe('second');
  });
});
