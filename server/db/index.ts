import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { ServerConfig } from '../config';

export type SqlParam = string | number | boolean | null | Date | object;

/** What handlers and services use; the same inside and outside a transaction. */
export interface Queryable {
  /** Plain parameterised SQL ($1, $2, ...); returns the rows. */
  query<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T[]>;
}

/** The one database interface: PGlite (embedded) or PostgreSQL (`pg`), same SQL for both. */
export interface Db extends Queryable {
  readonly driver: 'pglite' | 'pg';
  /** Runs `fn` in one transaction; a throw rolls it back. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` while holding the lock called `name` for this database (and schema): every server on it that asks for
   * the same name waits until `fn` has settled. Start-up work that reads, then writes (migrations, the demo seed)
   * runs under it, so that a second server starting at the same moment finds the work done instead of doing it
   * again. PostgreSQL: a session advisory lock on a connection of its own (a server that dies frees it);
   * PGlite, one process: a queue per name.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `listener` after each write through this handle has ended (a statement other than a plain SELECT, a
   * transaction, `exec`), committed or not: in-memory caches of this server re-check what changed at once instead
   * of at their next interval (server/lib/publicCache.ts). Returns the unsubscribe function.
   */
  onWrite?(listener: () => void): () => void;
  /**
   * LISTEN on a notification channel (one per database schema, see `channelName`): `listener` hears the payload
   * of every NOTIFY committed by any connection to the database; `onReset` runs when the listening connection was
   * lost and made again (notifications in between are gone: listeners refetch). Returns the stop function.
   */
  listen?(channel: string, listener: (payload: string) => void, onReset?: () => void): Promise<() => Promise<void>>;
  /**
   * The channel's name on this database: `<schema>.<channel>` outside the public schema, so that schemas sharing one
   * PostgreSQL (the tests) do not hear each other. SQL computes the same name (`notifyChannelSql`).
   */
  channelName?(channel: string): string;
  /**
   * PGlite only: the whole data directory as one uncompressed tar, for `openPglite`'s `loadDataDir` (the test
   * suite migrates and seeds one database, then starts each test file's database from its dump).
   */
  dumpDataDir?(): Promise<Blob>;
}

/** A plain read: nothing to tell the write listeners about. */
const READ_ONLY = /^\s*select\b/i;

function writeListeners() {
  const listeners = new Set<() => void>();
  return {
    onWrite(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Runs `work`, then tells the listeners (after it settled, so that a re-check sees the commit). */
    async after<T>(work: Promise<T>): Promise<T> {
      try {
        return await work;
      } finally {
        for (const listener of listeners) listener();
      }
    },
  };
}

/** One process's locks by name: each caller waits for the one before it. */
function localLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const before = tails.get(name) ?? Promise.resolve();
    const run = before.then(fn, fn);
    const tail = run.catch(() => undefined);
    tails.set(name, tail);
    try {
      return await run;
    } finally {
      if (tails.get(name) === tail) tails.delete(name);
    }
  };
}

/**
 * A database that refuses every statement: for building the app where nothing may touch one (registering the
 * routes, generating the API reference); `why` names the place in the error a stray query throws.
 */
export function refusingDb(why: string): Db {
  const refuse = () => {
    throw new Error(`no database ${why}`);
  };
  return { driver: 'pglite', query: refuse, tx: refuse, exec: refuse, exclusive: refuse, close: async () => undefined };
}

/** Opens the database the configuration names: DATABASE_URL wins, else PGlite in DATA_DIR or memory. */
export async function openDb(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'databaseSchema'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databaseSchema);
  return openPglite(config.dataDir);
}

/** `loadDataDir`: start an in-memory database from a dumped data directory (tests skip initdb this way). */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  // pg_trgm: the market's title search (migration 071)
  const extensions = { pg_trgm };
  const lite = dataDir === 'memory://' ? new PGlite({ ...options, extensions }) : new PGlite(dataDir, { extensions });
  await lite.waitReady;
  const writes = writeListeners();
  return {
    driver: 'pglite',
    async query<T>(sql: string, params: SqlParam[] = []) {
      const work = lite.query<T>(sql, params);
      return (await (READ_ONLY.test(sql) ? work : writes.after(work))).rows;
    },
    tx<T>(fn: (q: Queryable) => Promise<T>) {
      return writes.after(
        lite.transaction((t) =>
          fn({ query: async <R>(sql: string, params: SqlParam[] = []) => (await t.query<R>(sql, params)).rows }),
        ),
      );
    },
    async exec(sql: string) {
      try {
        await writes.after(lite.exec(sql));
      } catch (error) {
        await lite.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    exclusive: localLocks(),
    close: () => lite.close(),
    onWrite: writes.onWrite,
    listen: async (channel, listener) => {
      const stop = await lite.listen(channel, listener);
      return async () => {
        await stop().catch(() => undefined);
      };
    },
    channelName: (channel) => channel,
    dumpDataDir: () => lite.dumpDataDir('none'),
  };
}

// pg returns int8 (count(*), bigint ids) as strings; PGlite returns numbers. Align on numbers.
// numeric stays a decimal string in both.
const pgTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** Tries of one transaction: PostgreSQL may abort one of two that wait for each other (deadlock, 40P01). */
const TX_ATTEMPTS = 4;
/** Errors that abort a transaction through no fault of its own: a deadlock broken, a serialisation failure. */
const retryable = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
};

export async function openPostgres(url: string, schema?: string): Promise<Db> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Two servers creating the same schema at once would both try to insert it (CREATE SCHEMA IF NOT EXISTS
      // checks before it inserts): one waits for the other's commit, then finds it.
      await admin.query('BEGIN');
      await admin.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`nftwallet:create-schema:${schema}`]);
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await admin.query('COMMIT');
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: pgTypes,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params: SqlParam[] = []) =>
    (await client.query(sql, params)).rows as T[];
  const writes = writeListeners();
  return {
    driver: 'pg',
    query: <T>(sql: string, params?: SqlParam[]) =>
      READ_ONLY.test(sql) ? run<T>(pool, sql, params) : writes.after(run<T>(pool, sql, params)),
    tx: <T>(fn: (q: Queryable) => Promise<T>) => writes.after(transaction(fn)),
    exec: (sql: string) => writes.after(execute(sql)),
    exclusive,
    close: () => pool.end(),
    onWrite: writes.onWrite,
    listen: (channel, listener, onReset) => listenPostgres(url, channel, listener, onReset),
    channelName: (channel) => (schema && schema !== 'public' ? `${schema}.${channel}` : channel),
  };

  async function transaction<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await attemptTransaction(fn);
      } catch (error) {
        if (attempt >= TX_ATTEMPTS || !retryable(error)) throw error;
        // PostgreSQL aborted the whole transaction (a deadlock it broke, a serialisation failure): nothing of it
        // committed, so running it again is safe; a short random wait lets the other side finish first.
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    }
  }

  async function attemptTransaction<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({ query: <R>(sql: string, params?: SqlParam[]) => run<R>(client, sql, params) });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async function exclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
    // A connection outside the pool: the lock belongs to it, and `fn`'s own queries must not wait for it.
    const holder = new pg.Client({
      connectionString: url,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // A lost connection ends the wait or frees the lock; the error surfaces from the query or `fn`, not as an
    // unhandled event.
    holder.on('error', () => undefined);
    await holder.connect();
    try {
      // The key names the schema too: servers of different schemas on one PostgreSQL (the tests) do not wait for
      // each other.
      await holder.query(`SELECT pg_advisory_lock(hashtext(current_schema() || ':' || $1))`, [name]);
      return await fn();
    } finally {
      // Closing the connection ends its session, and with it the lock.
      await holder.end().catch(() => undefined);
    }
  }

  async function execute(sql: string): Promise<void> {
    const client = await pool.connect();
    try {
      await client.query(sql);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

/**
 * A dedicated connection LISTENing on `channel` (a pooled one would be handed to other work). When it is lost it is
 * made again after a second, and `onReset` tells the listener that notifications may have been missed.
 */
async function listenPostgres(
  url: string,
  channel: string,
  listener: (payload: string) => void,
  onReset?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (again: boolean) => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) listener(message.payload ?? '');
    });
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = null;
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void connect(true).catch(() => undefined), 1000);
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    client = next;
    if (again) onReset?.();
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** SQL for a channel's name on the current schema, as `Db.channelName` gives it (for `pg_notify` in a transaction). */
export const notifyChannelSql = (channel: string) =>
  `CASE WHEN current_schema() = 'public' THEN '${channel}' ELSE current_schema() || '.${channel}' END`;
