import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { allEndpoints } from '@/contract/catalogue';
import { declaredBodySchema } from '@/contract/schemas';
import { buildApp } from './app';
import { loadConfig } from './config';
import { refusingDb } from './db';

// The server against the contract: it serves only declared calls, each as declared. What is not served
// yet is computed (declared minus served) and shown in the API reference (docs/api.md); nothing is kept by hand.
let app: FastifyInstance;
// Registering routes touches no database; a query here would be a bug.
const noDb = refusingDb('in the catalogue test');

beforeAll(async () => {
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', JOBS: '0' }), db: noDb });
});
afterAll(() => app.close());

describe('server coverage of the contract', () => {
  it('serves only declared calls (a handler cannot invent a path)', () => {
    const declared = new Set(allEndpoints.map((e) => e.path));
    expect([...app.servedPaths].filter((path) => !declared.has(path))).toEqual([]);
  });

  it('serves each call through its declaration, which has a request schema', () => {
    for (const path of app.servedPaths) {
      const served = app.servedCalls.get(path);
      expect([path, served?.endpoint.path, Boolean(served && declaredBodySchema(served.endpoint))]).toEqual([
        path,
        path,
        true,
      ]);
    }
  });

  it('knows which declared calls are not served yet: declared minus served', () => {
    const unserved = allEndpoints.filter((e) => !app.servedPaths.has(e.path));
    expect(unserved.length + app.servedPaths.size).toBe(allEndpoints.length);
    expect(app.servedPaths.size).toBeGreaterThan(0);
  });

  it('answers every served path with a signed-body check (an unsigned call is refused with 10001)', async () => {
    for (const path of app.servedPaths) {
      const res = await app.inject({ method: 'POST', url: path, payload: {} });
      expect([path, res.json().code]).toEqual([path, 10001]);
    }
  });
});
