import type { FastifyInstance } from 'fastify';
import { marketArt } from './db/seed/marketData';

/**
 * GET /seed/art/:collection/:file: the pictures of the seed's generated market collections (server/db/seed/
 * marketData.ts), drawn on request from the collection and token number instead of thousands of files in public/.
 * `file` is a token number, `cover` or `banner`, with `.svg`. A drawing never changes, so browsers keep it for a year;
 * anything else (a lowercase symbol, a collection the seed does not generate) is a plain 404.
 */
export function registerSeedArt(app: FastifyInstance): void {
  app.get<{ Params: { collection: string; file: string } }>('/seed/art/:collection/:file', async (request, reply) => {
    const art = marketArt(request.params.collection, request.params.file);
    if (art === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('image/svg+xml').send(art);
  });
}
