import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropPostgresRun, type TestRun } from './testRun';

/**
 * Once per vitest run, before any test process starts: a folder and a name that the run's test processes share, so
 * that the first of them to need a database migrates and seeds the run's template and the others copy it
 * (server/testing/databases.ts). Nothing is built here: a run of the app's tests alone needs no database.
 */
export default function setup(project: TestProject) {
  const run: TestRun = {
    dir: mkdtempSync(join(tmpdir(), 'nftwallet-test-run-')),
    name: randomBytes(4).toString('hex'),
  };
  project.provide('testRun', run);
  return async () => {
    rmSync(run.dir, { recursive: true, force: true });
    if (process.env.DATABASE_URL) await dropPostgresRun(process.env.DATABASE_URL, run);
  };
}
