import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import { bootKey } from '@/contract/boot';
import { buildApp } from '../../app';
import type { Db } from '../../db';
import { START_TIMEOUT, createTestServer, type TestServer } from '../../testing/harness';

// The home page carries the first answers of its three calls: they come from the calls' own answer functions and
// this server's cache, as the API's do, not from the database on every page load.
let server: TestServer;
let app: FastifyInstance;
let dist: string;
/** Statements run against each home table, through the app's database handle. */
const reads = { banners: 0, home_modules: 0, nft_modules: 0 };

const counted = (db: Db): Db => ({
  ...db,
  query(sql, params) {
    for (const table of Object.keys(reads) as (keyof typeof reads)[])
      if (new RegExp(`\\bFROM ${table}\\b`, 'i').test(sql)) reads[table] += 1;
    return db.query(sql, params);
  },
  tx: (fn) => db.tx(fn),
  exec: (sql) => db.exec(sql),
  exclusive: (name, fn) => db.exclusive(name, fn),
  close: () => db.close(),
});

beforeAll(async () => {
  server = await createTestServer();
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>app</title></head><body></body></html>');
  app = await buildApp({ config: { ...server.config, distDir: dist }, db: counted(server.db), serveStatic: true });
}, START_TIMEOUT);
afterAll(async () => {
  await app?.close();
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const bootCalls = (html: string) =>
  (
    JSON.parse(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      calls: Record<string, unknown>;
    }
  ).calls;

const HOME_CALLS = [contract.system.getBannerList, contract.system.moduleList, contract.system.nftModuleList];

describe("the home page's first answers", () => {
  it('two page loads read each home table once: the page is served from the cache the API fills', async () => {
    const first = await app.inject({ method: 'GET', url: '/?lang=zh_tw' });
    const second = await app.inject({ method: 'GET', url: '/?lang=zh_tw' });
    expect(first.statusCode).toBe(200);
    expect(bootCalls(second.body)).toEqual(bootCalls(first.body));
    expect(reads).toEqual({ banners: 1, home_modules: 1, nft_modules: 1 });
  });

  it("equal the API's answers, and the API reads nothing the page has loaded", async () => {
    const page = bootCalls((await app.inject({ method: 'GET', url: '/?lang=ko' })).body);
    const before = { ...reads };
    for (const call of HOME_CALLS) {
      const api = await server.post(call.path, {}, { lang: 'ko', app });
      expect(api.code).toBe(0);
      expect(page[bootKey(call.path, {})]).toEqual(api.data);
    }
    expect(reads).toEqual(before);
  });
});
