import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built front end: hashed /assets/* cached for a year, index.html (and every other file) revalidated
 * each time, as Telegram caches HTML hard. Returns the SPA fallback (index.html) for unknown GET paths,
 * or null when nothing is built.
 */
export async function registerStatic(
  app: FastifyInstance,
  distDir: string,
): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`no front end in ${distDir}; serving the API only`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.startsWith(join(distDir, 'assets'));
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}
