import pg from 'pg';

/** What globalSetup hands each test process: a folder for this run's files and a short name for its databases. */
export interface TestRun {
  dir: string;
  name: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testRun?: TestRun;
  }
}

/** `url` with its database name replaced. */
export function databaseUrlFor(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** The run's template on PostgreSQL; the run's file databases are named `${prefix}_<random>`. */
export const postgresTemplateName = (run: TestRun) => `nftwallet_${run.name}_template`;
export const postgresDatabasePrefix = (run: TestRun) => `nftwallet_${run.name}`;

export async function withAdmin<T>(url: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Drops the run's PostgreSQL databases (its template, and any a crashed test file left behind). */
export async function dropPostgresRun(adminUrl: string, run: TestRun): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [`${postgresDatabasePrefix(run)}_`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
