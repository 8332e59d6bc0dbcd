import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

// Minimal bootstrap; the reference API server grows from here (issue 3).
const PORT = Number(process.env.PORT || 8080);
const HOST = process.env.HOST || '127.0.0.1';
const dist = resolve(import.meta.dirname, '..', process.env.DIST_DIR || 'dist');

const app = Fastify({ logger: false });
app.post('/user-api/api/system/health', async () => ({ code: 0, msg: 'ok', data: { status: 'ok' } }));
app.get('/user-api/api/system/health', async () => ({ code: 0, msg: 'ok', data: { status: 'ok' } }));
if (existsSync(dist)) {
  await app.register(fastifyStatic, { root: dist, wildcard: false });
  app.setNotFoundHandler((_req, reply) => reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html'));
}
await app.listen({ port: PORT, host: HOST });
console.log(`listening on http://${HOST}:${PORT}`);
