import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { refusingDb } from './db';
import { tokenTraits, marketCollection } from './db/seed/marketData';
import { createTestServer, type TestServer } from './testing/harness';
import { seedRasters, warmSeedRasters } from './seedArt';

// The generated market collections' pictures: drawn per request, no database, cached for a year.
let app: FastifyInstance;
const noDb = refusingDb('for the art route');

beforeAll(async () => {
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', JOBS: '0' }), db: noDb });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /seed/art/:collection/:file', () => {
  it('draws a token as an immutable SVG, the same every time', async () => {
    const res = await get('/seed/art/ROBOT/12.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>/);
    expect(res.body).toContain('#12</text>');
    expect((await get('/seed/art/ROBOT/12.svg')).body).toBe(res.body);
    expect((await get('/seed/art/ROBOT/13.svg')).body).not.toBe(res.body);
  });

  it('draws covers and banners', async () => {
    const cover = await get('/seed/art/PLANET/cover.svg');
    expect(cover.statusCode).toBe(200);
    expect(cover.body).toContain('viewBox="0 0 400 400"');
    const banner = await get('/seed/art/PLANET/banner.svg');
    expect(banner.statusCode).toBe(200);
    expect(banner.body).toContain('viewBox="0 0 1200 400"');
  });

  it('colours a token by its traits: the same background value, the same background', async () => {
    const robot = marketCollection('ROBOT')!;
    const background = (n: number) => tokenTraits(robot, n)[0]!.value;
    const gradientOf = async (n: number) =>
      /<linearGradient id="bg"[^>]*>(.*?)<\/linearGradient>/.exec((await get(`/seed/art/ROBOT/${n}.svg`)).body)?.[1];
    const first = background(1);
    const twin = Array.from({ length: 200 }, (_, i) => i + 2).find((n) => background(n) === first)!;
    const other = Array.from({ length: 200 }, (_, i) => i + 2).find((n) => background(n) !== first)!;
    expect(await gradientOf(twin)).toBe(await gradientOf(1));
    expect(await gradientOf(other)).not.toBe(await gradientOf(1));
  });

  it('is a plain 404 for anything else', async () => {
    for (const url of [
      '/seed/art/robot/1.svg',
      '/seed/art/NOSUCH/1.svg',
      '/seed/art/ROBOT/123456789.svg',
      '/seed/art/ROBOT/1.png',
      '/seed/art/ROBOT/-1.svg',
      '/seed/art/ROBOT/1e3.svg',
      '/seed/art/ROBOT/poster.svg',
      '/seed/art/A_B/1.svg',
      '/seed/art/ASTRO/1.svg',
      `/seed/art/${'A'.repeat(21)}/1.svg`,
    ]) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 404, undefined]);
    }
  });
});

describe('raster twins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('draws a WebP and a JPEG once, keeps them in the database and serves the kept bytes after', async () => {
    const webp = await server.app.inject({ method: 'GET', url: '/seed/art/ROBOT/12.webp' });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(webp.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
    const jpeg = await server.app.inject({ method: 'GET', url: '/seed/art/PLANET/cover.jpg' });
    expect([jpeg.statusCode, jpeg.headers['content-type'], jpeg.rawPayload[0]]).toEqual([200, 'image/jpeg', 0xff]);
    const rows = await server.db.query<{ path: string; content_type: string }>(
      'SELECT path, content_type FROM seed_rasters ORDER BY path',
    );
    expect(rows).toEqual([
      { path: '/seed/art/PLANET/cover.jpg', content_type: 'image/jpeg' },
      { path: '/seed/art/ROBOT/12.webp', content_type: 'image/webp' },
    ]);
    // what is served later is what was kept, not a new drawing
    await server.db.query(`UPDATE seed_rasters SET data = '\\x52494646'::bytea WHERE path = '/seed/art/ROBOT/12.webp'`);
    expect((await server.app.inject({ method: 'GET', url: '/seed/art/ROBOT/12.webp' })).rawPayload).toEqual(
      Buffer.from('RIFF'),
    );
    for (const url of [
      '/seed/art/ROBOT/12.png',
      '/seed/art/NOSUCH/1.webp',
      '/seed/art/ROBOT/x.jpg',
      '/seed/art/ROBOT/.webp',
    ])
      expect([url, (await server.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
  });

  it('the seed points its generated tokens and collections to the WebP twins', async () => {
    const [token] = await server.db.query<{ image: string }>(
      `SELECT t.image FROM nft_tokens t JOIN nft_collections c ON c.id = t.collection_id
        WHERE c.symbol = 'ROBOT' AND t.token_id = '12'`,
    );
    expect(token?.image).toBe('/seed/art/ROBOT/12.webp');
  });

  it('draws ahead, once, the covers, banners and newest listed tokens the first screens show', async () => {
    const raster = seedRasters(server.db);
    const drawn = await warmSeedRasters(server.db, raster);
    const [counts] = await server.db.query<{ collections: number; covers: number; banners: number; tokens: number }>(
      `SELECT (SELECT count(*)::int FROM nft_collections WHERE image LIKE '/seed/art/%') AS collections,
              count(*) FILTER (WHERE path LIKE '%/cover.webp')::int AS covers,
              count(*) FILTER (WHERE path LIKE '%/banner.webp')::int AS banners,
              count(*) FILTER (WHERE path ~ '/[0-9]+[.]webp$')::int AS tokens
         FROM seed_rasters`,
    );
    expect(counts!.collections).toBeGreaterThan(10);
    expect(counts).toMatchObject({ covers: counts!.collections, banners: counts!.collections });
    expect(counts!.tokens).toBeGreaterThanOrEqual(40);
    expect(drawn).toBeGreaterThan(counts!.collections * 3);
    // what is kept is not drawn again
    expect(await warmSeedRasters(server.db, raster)).toBe(0);
    // Draws some 80 pictures with sharp: about 5 s alone, but over the default 20 s on a busy 2-core machine.
  }, 60_000);

  it('draws a picture asked for twice at once only once', async () => {
    const queries: string[] = [];
    const db = {
      query: async <T>(sql: string) => {
        queries.push(sql.split(' ')[0]!);
        return [] as T[];
      },
    };
    const draw = seedRasters(db);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';
    const [a, b] = await Promise.all([draw('/a.webp', svg, 'webp'), draw('/a.webp', svg, 'webp')]);
    expect(a).toBe(b);
    expect(queries).toEqual(['SELECT', 'INSERT']);
  });
});
