import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openDb, type Db } from './db';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/** config -> db -> migrate -> seed an empty db -> listen. */
export async function startServer(
  config: ServerConfig,
  options: { serveStatic?: boolean } = {},
): Promise<RunningServer> {
  const db = await openDb(config);
  const applied = await migrate(db);
  const seeded = await seedIfEmpty(db);
  const app = await buildApp({ config, db, serveStatic: options.serveStatic ?? true });
  if (applied.length) app.log.info(`migrations applied: ${applied.join(', ')}`);
  if (seeded) app.log.info('empty database: demo content seeded');
  const url = await app.listen({ port: config.port, host: config.host });
  let closing: Promise<void> | undefined;
  return {
    app,
    db,
    url,
    close() {
      closing ??= (async () => {
        await app.close();
        await db.close();
      })();
      return closing;
    },
  };
}
