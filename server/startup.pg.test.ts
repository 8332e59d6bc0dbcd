import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from './config';
import { openDb } from './db';
import { migrate, migrationFiles } from './db/migrate';
import { contract } from '@/contract';
import { SEED_BANNERS, SEED_COINS, SEED_DEMO_USERS } from './db/seed/data';
import { startServer, type RunningServer } from './server';
import { START_TIMEOUT } from './testing/harness';
import { seedCounts } from './testing/seedCounts';

// Several instances start on one PostgreSQL at once (a deployment of more than one server, a rolling restart that
// brings a migration): migrations and the demo seed run once, and every instance comes up. A `.pg.test.ts` file
// runs only in the suite's PostgreSQL pass (DATABASE_URL set), as PGlite has one process and no second server.
if (!process.env.DATABASE_URL)
  throw new Error('startup.pg.test.ts needs DATABASE_URL (server/testing/with-postgres.sh)');

// Three processes' worth of servers (each its own connection pool) on one empty PostgreSQL schema.
describe('three servers starting together on one empty PostgreSQL', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const rolling = `${schema}_rolling`;
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
    const admin = await openDb({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: 'memory://',
      databaseSchema: undefined,
    });
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${rolling} CASCADE`);
    await admin.close();
  });

  it(
    'all serve, every migration is applied once and the seed written once',
    async () => {
      const config: ServerConfig = {
        ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: process.env.DATABASE_URL }),
        databaseSchema: schema,
        host: '127.0.0.1',
        port: 0,
      };
      const started = await Promise.allSettled([0, 1, 2].map(() => startServer(config, { serveStatic: false })));
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);

      for (const server of servers) {
        const health = await fetch(`${server.url}${contract.system.health.path}`);
        expect(health.status).toBe(200);
      }
      expect(servers.flatMap((server) => server.prepared.migrations).sort()).toEqual(
        migrationFiles().map((file) => file.name),
      );
      expect(servers.filter((server) => server.prepared.seeded)).toHaveLength(1);
      const [db] = servers.map((server) => server.db);
      const recorded = await db!.query<{ n: number; distinct_versions: number }>(
        'SELECT count(*) AS n, count(DISTINCT version) AS distinct_versions FROM schema_migrations',
      );
      expect(recorded).toEqual([{ n: migrationFiles().length, distinct_versions: migrationFiles().length }]);
      expect(await seedCounts(db!)).toEqual({
        coins: SEED_COINS.length,
        demos: SEED_DEMO_USERS.length,
        banners: SEED_BANNERS.length,
      });
    },
    START_TIMEOUT,
  );

  it(
    'a rolling restart: two servers bringing the same new migration apply it once',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
      const config = { databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://', databaseSchema: rolling };
      const handles = await Promise.all([openDb(config), openDb(config)]);
      try {
        // the running release's migrations, then the next release's one more, started twice at once
        for (const file of migrationFiles()) writeFileSync(join(dir, file.name), file.sql);
        await migrate(handles[0]!, dir);
        // a migration that takes a moment, as real ones do: the second server asks while the first applies it
        writeFileSync(
          join(dir, '999_rolling_probe.sql'),
          'SELECT pg_sleep(0.3);\nCREATE TABLE rolling_probe (id integer PRIMARY KEY);',
        );
        const applied = await Promise.all(handles.map((db) => migrate(db, dir)));
        expect(applied.flat()).toEqual(['999_rolling_probe.sql']);
      } finally {
        for (const db of handles) await db.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    START_TIMEOUT,
  );
});
