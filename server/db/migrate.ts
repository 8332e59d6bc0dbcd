import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './index';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/** Migration files `NNN_name.sql`, in order. */
export function migrationFiles(dir = MIGRATIONS_DIR): { version: number; name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), name: file, sql: readFileSync(join(dir, file), 'utf8') }));
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction. Returns the names
 * applied. Under the database's `migrate` lock: a server starting beside another (or a rolling restart bringing a
 * new migration) waits for the one applying them, then finds them recorded, instead of applying them a second time.
 */
export function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return db.exclusive('migrate', () => applyPending(db, dir));
}

async function applyPending(db: Db, dir: string): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const migration of migrationFiles(dir)) {
    if (done.has(migration.version)) continue;
    // exec cannot take part in Db.tx on both drivers, so the file carries its own BEGIN/COMMIT.
    await db.exec(
      `BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (version, name) VALUES (${migration.version}, '${migration.name}');\nCOMMIT;`,
    );
    applied.push(migration.name);
  }
  return applied;
}
