import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { refusingDb } from './db';
import { tokenTraits, marketCollection } from './db/seed/marketData';

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
