import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { inlineScriptHashes } from './plugins/securityHeaders';
import { join } from 'node:path';

/**
 * Serves the built front end: hashed /assets/* cached for a year, index.html (and every other file) revalidated
 * each time, as Telegram caches HTML hard. Returns the SPA fallback (index.html) for unknown GET paths and
 * the hashes of index.html's inline scripts (for the page CSP), or null when nothing is built.
 */
export async function registerStatic(
  app: FastifyInstance,
  distDir: string,
): Promise<{ send: (reply: FastifyReply) => FastifyReply; scriptHashes: string[] } | null> {
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
  return {
    send: (reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
    scriptHashes: inlineScriptHashes(readFileSync(join(distDir, 'index.html'), 'utf8')),
  };
}
