import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Db } from './db';

// Serving the built front end: cache headers and the SPA fallback, next to API 404 envelopes.
let app: FastifyInstance;
let dist: string;
const BOOT = "document.documentElement.className = 'dark';";

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><title>app</title><script>${BOOT}</script></head>` +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  const config = { ...loadConfig({ NODE_ENV: 'test', JOBS: '0' }), distDir: dist };
  app = await buildApp({ config, db: {} as Db, serveStatic: true });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static front end', () => {
  it('serves index.html with no-cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>NFT Wallet</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates other files', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for app routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/nft/search?symbol=ASTRO' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>NFT Wallet</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API paths as envelopes (GET and POST)', async () => {
    const get = await app.inject({ method: 'GET', url: '/nft-api/api/nft/unknown' });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toMatchObject({ code: 10404, data: null });
    const post = await app.inject({ method: 'POST', url: '/somewhere', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe(10404);
  });
});

describe('security headers', () => {
  const policy = (header: unknown) =>
    new Map(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );

  it('app pages: no inline script but the boot script by its hash; framed only by the app and Telegram', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = policy(res.headers['content-security-policy']);
    const hash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    expect(csp.get('script-src')).toEqual(["'self'", hash]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://web.telegram.org', 'https://*.telegram.org']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('a revalidated page (304) keeps its cached policy: the answer sets none', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('the camera only on the scan screen', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.headers['permissions-policy']).toContain('camera=()');
    expect(home.headers['permissions-policy']).toContain('geolocation=()');
    const scan = await app.inject({ method: 'GET', url: '/other/scan?from=app' });
    expect(scan.headers['permissions-policy']).toContain('camera=(self)');
  });

  it('API answers and assets: nothing runs or frames them', async () => {
    for (const url of ['/user-api/api/system/unknown', '/assets/main-abc123.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
