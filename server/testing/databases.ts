import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Db } from '../db';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { databaseUrlFor, postgresDatabasePrefix, postgresTemplateName, withAdmin, type TestRun } from './testRun';
import type pg from 'pg';

/**
 * Test databases. Migrating and seeding costs about three seconds of CPU, which every test file used to pay. Now the
 * first test file of a run that needs a database migrates and seeds one, and every test file's database starts as a
 * copy of it: PGlite loads its dumped data directory, PostgreSQL runs `CREATE DATABASE … TEMPLATE`.
 *
 * The copy is made once per run (server/testing/globalSetup.ts hands every test process the run's folder and
 * name), never kept across runs: the seed writes times relative to now() (price walks, listings), so a copy from
 * yesterday would not be the database a server starting today seeds, and a changed migration or seed is picked up
 * without a cache key to get wrong.
 */

/** The run this process belongs to, or undefined outside the suite's own vitest config (then nothing is shared). */
export function currentRun(): TestRun | undefined {
  try {
    return inject('testRun');
  } catch {
    return undefined;
  }
}

export interface TestDatabase {
  db: Db;
  /** The PostgreSQL URL of the test file's own database (undefined on PGlite). */
  url?: string;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/**
 * A migrated and seeded database of its own. `fresh` (or no shared run) migrates and seeds it in place, as a
 * server's start-up does: for tests of that path, which the copy would skip.
 */
export async function openTestDatabase(databaseUrl: string | undefined, fresh = false): Promise<TestDatabase> {
  const run = fresh ? undefined : currentRun();
  if (databaseUrl) return openPostgresTestDatabase(databaseUrl, run);
  const db = await openPglite('memory://', {
    loadDataDir: run ? await seededPgliteDump(run) : await emptyPgliteTemplate(),
  });
  if (!run) await migrateAndSeed(db);
  return { db, dispose: () => db.close() };
}

async function migrateAndSeed(db: Db) {
  await migrate(db);
  await seedIfEmpty(db);
}

/**
 * A freshly initialised, empty PGlite data directory, dumped once per PGlite version into the temp folder: starting
 * from it skips initdb, which takes most of a new database's start-up time.
 */
export async function emptyPgliteTemplate(): Promise<Blob> {
  const manifest = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const file = join(tmpdir(), `nftwallet-pglite-empty-${version}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const lite = new PGlite();
  await lite.waitReady;
  const dump = await lite.dumpDataDir('none');
  await lite.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return new Blob([bytes]);
}

let seededDump: Promise<Blob> | undefined;

/** The run's migrated and seeded PGlite data directory, made by the first test process that asks. */
function seededPgliteDump(run: TestRun): Promise<Blob> {
  seededDump ??= buildOnce(join(run.dir, 'pglite-seeded.tar'), async () => {
    const db = await openPglite('memory://', { loadDataDir: await emptyPgliteTemplate() });
    try {
      await migrateAndSeed(db);
      // Without a checkpoint the dump's pg_control points before the seed, and every copy would replay the seed's
      // whole write-ahead log as crash recovery on start, which costs as much as seeding.
      await db.exec('CHECKPOINT');
      return new Uint8Array(await (await db.dumpDataDir!()).arrayBuffer());
    } finally {
      await db.close();
    }
  }).then((bytes) => new Blob([new Uint8Array(bytes)]));
  return seededDump;
}

/** How long a test process waits for another to finish the run's template before it gives up. */
const BUILD_WAIT_MS = 180_000;

/**
 * `file`'s bytes, built by `build` in the first process of the run to claim it (an exclusive `.lock` file beside it);
 * the others wait until it appears. A failed build frees the claim, so the next process tries again.
 */
export async function buildOnce(file: string, build: () => Promise<Uint8Array>): Promise<Buffer> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + BUILD_WAIT_MS;
  for (;;) {
    if (existsSync(file)) return readFileSync(file);
    let claimed = false;
    try {
      closeSync(openSync(lock, 'wx'));
      claimed = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (claimed) {
      try {
        // Another process may have finished between the look above and the claim.
        if (existsSync(file)) return readFileSync(file);
        const bytes = Buffer.from(await build());
        const partial = `${file}.${process.pid}.tmp`;
        writeFileSync(partial, bytes);
        renameSync(partial, file);
        return bytes;
      } finally {
        rmSync(lock, { force: true });
      }
    }
    if (Date.now() > deadline) throw new Error(`waited ${BUILD_WAIT_MS} ms for another test process to build ${file}`);
    await sleep(50);
  }
}

/**
 * A database of its own on the PostgreSQL that `adminUrl` reaches: a copy of the run's template (made by the first
 * test process that asks, under an advisory lock the others wait on), or, without a run, an empty one migrated and
 * seeded in place. Dropped on dispose.
 */
async function openPostgresTestDatabase(adminUrl: string, run: TestRun | undefined): Promise<TestDatabase> {
  const name = `${run ? postgresDatabasePrefix(run) : 'nftwallet_fresh'}_${randomBytes(5).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    if (!run) return admin.query(`CREATE DATABASE ${name}`);
    await ensurePostgresTemplate(admin, adminUrl, run);
    // A template may have no other connection while it is copied: the template's builder closed its own.
    return admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName(run)}`);
  });
  const url = databaseUrlFor(adminUrl, name);
  const db = await openPostgres(url);
  if (!run) await migrateAndSeed(db);
  return {
    db,
    url,
    async dispose() {
      await db.close();
      // Not WITH (FORCE): the pool's connections are still saying goodbye, and PostgreSQL waits up to five seconds
      // for them, where FORCE would cut them off and each would throw in this process. One still open after that
      // (a test that left a connection behind) keeps the database until the run's teardown drops it.
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name}`)).catch((error: unknown) => {
        if ((error as { code?: string }).code !== '55006') throw error;
      });
    },
  };
}

async function ensurePostgresTemplate(admin: pg.Client, adminUrl: string, run: TestRun) {
  const template = postgresTemplateName(run);
  const exists = async (name: string) =>
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (await exists(template)) return;
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
  try {
    if (await exists(template)) return;
    // Built under another name and renamed when complete: a builder that dies half-way leaves no template that
    // looks ready, and the next one starts over.
    const partial = `${template}_partial`;
    await admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${partial}`);
    const db = await openPostgres(databaseUrlFor(adminUrl, partial));
    try {
      await migrateAndSeed(db);
    } finally {
      await db.close();
    }
    await admin.query(`ALTER DATABASE ${partial} RENAME TO ${template}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
  }
}
