import type { FastifyInstance } from 'fastify';
import type { Queryable } from './db';
import { marketArt } from './db/seed/marketData';
import { rasterize, rasterWidthOf, RASTER_TYPES, type RasterFormat } from './lib/raster';

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
    const bytes = await rasterize(svg, format, rasterWidthOf(path));
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
  // Off every request's path: a server that runs jobs draws, once per database, the twins the first screens show.
  if (app.config.jobs) {
    let stopped = false;
    app.addHook('onReady', async () => {
      void warmSeedRasters(app.db, raster, () => stopped).catch((error: unknown) =>
        app.log.warn(error, 'seed rasters'),
      );
    });
    app.addHook('onClose', async () => {
      stopped = true;
    });
  }
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

/** How many of the most recently listed tokens (the market's first pages, home's rows) are drawn ahead. */
const WARM_TOKENS = 48;

/**
 * Draws the generated pictures the first screens show that are not kept yet: every collection's cover and banner
 * (WebP, and the cover's JPEG for previews) and the most recently listed tokens, one at a time, yielding between two.
 */
export async function warmSeedRasters(
  db: Queryable,
  raster: ReturnType<typeof seedRasters>,
  stopped: () => boolean = () => false,
): Promise<number> {
  const rows = await db.query<{ image: string }>(
    `SELECT image FROM (
       SELECT image, 0 AS rank FROM nft_collections
       UNION ALL SELECT banner, 0 FROM nft_collections
       UNION ALL SELECT regexp_replace(image, '\\.webp$', '.jpg'), 1 FROM nft_collections
       UNION ALL SELECT image, 2 FROM (SELECT image FROM nft_tokens WHERE best_price IS NOT NULL
                                         ORDER BY listed_at DESC NULLS LAST LIMIT $1) t
     ) pictures
     WHERE image ~ '^/seed/art/[A-Z0-9]+/[0-9a-z]+[.](webp|jpg)$'
       AND NOT EXISTS (SELECT 1 FROM seed_rasters r WHERE r.path = pictures.image)
     ORDER BY rank`,
    [WARM_TOKENS],
  );
  let drawn = 0;
  for (const { image } of rows) {
    if (stopped()) break;
    const [, , , collection = '', file = ''] = image.split('/');
    const twin = RASTER.exec(file);
    const art = twin ? marketArt(collection, `${twin[1]}.svg`) : null;
    if (!twin || art === null) continue;
    await raster(image, art, twin[2] as RasterFormat);
    drawn += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return drawn;
}
