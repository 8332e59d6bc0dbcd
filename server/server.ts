import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp, type BuildOptions } from './app';
import type { ServerConfig } from './config';
import { openDb, type Db } from './db';
import { migrate } from './db/migrate';
import { browserUrl } from './log';
import { seedIfEmpty } from './db/seed';
import { writeReferralSettings } from './modules/referral/feeShare';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  /** The address to print for a person: `http://localhost:PORT` on a loopback or any-address listener. */
  browserUrl: string;
  /** What this server did to the database before it listened: the migrations it applied, whether it seeded. */
  prepared: { migrations: string[]; seeded: boolean };
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * config -> db -> migrate -> seed an empty db -> listen. Several servers may start on one database at once:
 * migrate and seed each take a database lock (`Db.exclusive`), and the job runner shares jobs by leases.
 */
export async function startServer(
  config: ServerConfig,
  options: Pick<BuildOptions, 'serveStatic' | 'pages' | 'serverFactory'> = {},
): Promise<RunningServer> {
  const db = await openDb(config);
  const applied = await migrate(db);
  const seeded = await seedIfEmpty(db);
  await writeReferralSettings(db, config.referralFeeShare);
  const app = await buildApp({ ...options, config, db, serveStatic: options.serveStatic ?? true });
  if (applied.length) app.log.info(`migrations applied: ${applied.join(', ')}`);
  if (seeded) app.log.info('empty database: demo content seeded');
  // Fastify's own "Server listening at" lines (one per interface) give way to the caller's one line.
  const url = await app.listen({ port: config.port, host: config.host, listenTextResolver: () => '' });
  const port = (app.server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    app,
    db,
    url,
    browserUrl: browserUrl(config.host, port),
    prepared: { migrations: applied, seeded },
    close() {
      closing ??= (async () => {
        await app.close();
        await db.close();
      })();
      return closing;
    },
  };
}
