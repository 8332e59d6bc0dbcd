import type { FastifyInstance } from 'fastify';
import type { Queryable } from './db';
import { marketArt } from './db/seed/marketData';
import { rasterize, RASTER_TYPES, type RasterFormat } from './lib/raster';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const RASTER = /^(.+)\.(webp|jpg)$/;

/**
 * A generated picture's raster twin: read from `seed_rasters`, or drawn from its SVG once and kept there (two servers
 * drawing the same one at once both keep the first). Draws already under way in this server are shared.
 */
export function seedRasters(db: Queryable) {
  const drawing = new Map<string, Promise<Buffer>>();
  async function draw(path: string, svg: string, format: RasterFormat): Promise<Buffer> {
    const [row] = await db.query<{ data: Uint8Array }>('SELECT data FROM seed_rasters WHERE path = $1', [path]);
    if (row) return Buffer.from(row.data);
    const bytes = await rasterize(svg, format);
    await db.query(
      'INSERT INTO seed_rasters (path, content_type, data) VALUES ($1, $2, $3) ON CONFLICT (path) DO NOTHING',
      [path, RASTER_TYPES[format], bytes],
    );
    return bytes;
  }
  return (path: string, svg: string, format: RasterFormat): Promise<Buffer> => {
    let work = drawing.get(path);
    if (!work) {
      work = draw(path, svg, format).finally(() => drawing.delete(path));
      drawing.set(path, work);
    }
    return work;
  };
}

/**
 * GET /seed/art/:collection/:file: the pictures of the seed's generated market collections (server/db/seed/
 * marketData.ts), drawn on request from the collection and token number instead of thousands of files in public/.
 * `file` is a token number, `cover` or `banner`, with `.svg`, or `.webp` / `.jpg` for its raster twin (the seed's
 * answers point to the WebP; link previews to the JPEG), drawn once and kept in the database. A drawing never changes,
 * so browsers keep it for a year; anything else (a lowercase symbol, a collection the seed does not generate) is a
 * plain 404.
 */
export function registerSeedArt(app: FastifyInstance): void {
  const raster = seedRasters(app.db);
  app.get<{ Params: { collection: string; file: string } }>('/seed/art/:collection/:file', async (request, reply) => {
    const { collection, file } = request.params;
    const twin = RASTER.exec(file);
    const art = marketArt(collection, twin ? `${twin[1]}.svg` : file);
    if (art === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    reply.header('Cache-Control', IMMUTABLE);
    if (!twin) return reply.type('image/svg+xml').send(art);
    const format = twin[2] as RasterFormat;
    const bytes = await raster(`/seed/art/${collection}/${file}`, art, format);
    return reply.type(RASTER_TYPES[format]).send(bytes);
  });
}
