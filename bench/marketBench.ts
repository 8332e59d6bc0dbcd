// What both market benches share: a free port, and the market bench server (./marketServer.ts) started in a child
// process with `listings` bench listings over the seed (PGlite in memory, or DATABASE_URL in a schema of its own).
import { fork } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import type { ChildMessage } from './marketServer';

export const freePort = () =>
  new Promise<number>((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });

export async function startMarketServer(options: {
  root: string;
  listings: number;
  dist: string;
  schemaPrefix: string;
  readyWithinMs: number;
}) {
  const schema = process.env.DATABASE_URL ? `${options.schemaPrefix}_${Date.now()}` : undefined;
  const port = await freePort();
  const child = fork(join(options.root, 'bench', 'marketServer.ts'), [], {
    cwd: options.root,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      DIST_DIR: options.dist,
      BENCH_LISTINGS: String(options.listings),
      ...(schema ? { DATABASE_SCHEMA: schema } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const ready = new Promise<Extract<ChildMessage, { type: 'ready' }>>((resolveReady, reject) => {
    const minutes = Math.round(options.readyWithinMs / 60_000);
    const timer = setTimeout(
      () => reject(new Error(`the server was not ready within ${minutes} minutes`)),
      options.readyWithinMs,
    );
    child.on('message', (message: ChildMessage) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolveReady(message);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
  });
  /** Stops the server and, on PostgreSQL, drops its schema. */
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    if (process.env.DATABASE_URL && schema) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  };
  return { child, exited, ready, schema, port, base: `http://127.0.0.1:${port}`, stop };
}
