import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// package.json overrides two leaves to their previous major (same API, CommonJS, Node >= 18) because the
// current majors declare Node >= 22 while the project runs on Node 20: content-disposition (used by
// @fastify/static's reply.download) and cookie (used by light-my-request, Fastify's inject). These tests
// exercise exactly those code paths, so a version that breaks them fails here.
const root = mkdtempSync(join(tmpdir(), 'deps-'));
writeFileSync(join(root, 'report.txt'), 'hello');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('overridden dependencies', () => {
  it('@fastify/static sends a download with its Content-Disposition header', async () => {
    const app = Fastify();
    await app.register(fastifyStatic, { root, serve: false });
    app.get('/file', (_request, reply) => reply.download('report.txt', 'Q1 report.txt'));
    const res = await app.inject({ method: 'GET', url: '/file' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('hello');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Q1 report.txt"');
  });

  it("inject sends the request's cookies", async () => {
    const app = Fastify();
    app.get('/echo', (request) => ({ cookie: request.headers.cookie }));
    const res = await app.inject({ method: 'GET', url: '/echo', cookies: { a: '1', b: 'x y' } });
    await app.close();
    expect(res.json()).toEqual({ cookie: 'a=1; b=x%20y' });
  });
});
