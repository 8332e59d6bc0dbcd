import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { allEndpoints } from '@/contract/index';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Db } from './db';
import { UNSERVED_PATHS } from './unserved';

// Every call of the client catalogue is either served or listed in unserved.ts, and the list stays honest.
let app: FastifyInstance;
// Registering routes touches no database; a query here would be a bug.
const refuse = () => {
  throw new Error('no database in the catalogue test');
};
const noDb: Db = { driver: 'pglite', query: refuse, tx: refuse, exec: refuse, close: async () => undefined };

beforeAll(async () => {
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), db: noDb });
});
afterAll(() => app.close());

describe('server coverage of the client catalogue', () => {
  it('serves or lists every catalogue path', () => {
    const unserved = new Set(UNSERVED_PATHS);
    const missing = allEndpoints.map((e) => e.path).filter((path) => !app.servedPaths.has(path) && !unserved.has(path));
    expect(missing).toEqual([]);
  });

  it('lists only paths that are really not served (remove a line when its handler lands)', () => {
    expect(UNSERVED_PATHS.filter((path) => app.servedPaths.has(path))).toEqual([]);
  });

  it('lists only catalogue paths, each once', () => {
    const catalogue = new Set(allEndpoints.map((e) => e.path));
    expect(UNSERVED_PATHS.filter((path) => !catalogue.has(path))).toEqual([]);
    expect(new Set(UNSERVED_PATHS).size).toBe(UNSERVED_PATHS.length);
  });

  it('answers every served path with a signed-body check (an unsigned call is refused with 10001)', async () => {
    for (const path of app.servedPaths) {
      const res = await app.inject({ method: 'POST', url: path, payload: {} });
      expect([path, res.json().code]).toEqual([path, 10001]);
    }
  });
});
