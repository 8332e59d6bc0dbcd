import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { constants as zlib } from 'node:zlib';
import type { ServerConfig } from './config';
import type { Db } from './db';
import { JobRunner } from './lib/jobs';
import { PublicCache } from './lib/publicCache';
import { OneLineRequestLog, readableLogStream } from './log';
import { registerModules } from './modules';
import { isApiPath, notFoundEnvelope, registerEnvelope } from './plugins/envelope';
import { registerInputGuards } from './plugins/input';
import { pruneCounters } from './plugins/rateLimit';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerSeedArt } from './seedArt';
import { registerStatic, type PageSource } from './static';

export interface BuildOptions {
  config: ServerConfig;
  db: Db;
  /** Serve the built front end from config.distDir (main.ts); tests leave it off unless they test it. */
  serveStatic?: boolean;
  /** Pages from elsewhere than a build (development: Vite's, server/devPages.ts); takes the place of `serveStatic`. */
  pages?: (app: FastifyInstance) => Promise<PageSource>;
  /** The HTTP server Fastify listens with (development: Vite's middleware in front). */
  serverFactory?: FastifyServerFactory;
}

/** The whole API as a Fastify instance, without listening: tests drive it with `inject`, main.ts listens. */
export async function buildApp({
  config,
  db,
  serveStatic = false,
  pages,
  serverFactory,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(serverFactory ? { serverFactory } : {}),
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, stream: readableLogStream(process.stdout, process.stderr) },
    // One line per request, at debug, instead of Fastify's two JSON records at info.
    logController: new OneLineRequestLog(),
    bodyLimit: config.bodyLimit,
    // A body's values must have the declared types: "1" is not a number, [true] not a boolean: a
    // coerced value would pass checks the handler never meant to allow.
    // Query strings and path parameters are strings, and their schemas declare them so.
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('publicCache', new PublicCache(db));
  app.decorate('servedPaths', new Set<string>());
  app.decorate('servedCalls', new Map());
  app.decorate(
    'jobs',
    new JobRunner(db, {
      onError: (error, job) => app.log.error({ err: error, job: job?.id, kind: job?.kind }, 'job failed'),
    }),
  );
  registerEnvelope(app);
  registerInputGuards(app);
  // Brotli (gzip for clients without it) for answers of 1 kB and more: JSON, HTML, SVG, JS, CSS. Static
  // files precompressed at build time are sent as they are. Quality 5: most of the gain at a small CPU cost.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  registerModules(app);
  registerSeedArt(app);

  const spa = pages ? await pages(app) : serveStatic ? await registerStatic(app, config.distDir) : null;
  registerSecurityHeaders(app, () => spa?.scriptHashes() ?? []);
  app.setNotFoundHandler((request, reply) => {
    if (spa && request.method === 'GET' && !isApiPath(request.url)) return spa.send(request, reply);
    return notFoundEnvelope(request, reply);
  });

  // Rate-limit windows older than a day are dropped hourly.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void pruneCounters(db).catch(() => undefined), 3600_000);
    timer.unref();
  });
  // The job runner (config.jobs; the server tests run jobs by hand) stops before the database closes.
  app.addHook('onReady', async () => {
    if (config.jobs) app.jobs.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await app.jobs.stop();
  });
  return app;
}
