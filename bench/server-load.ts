/**
 * npm run bench:server — load figures for the reference server (not a pass/fail timing test).
 * Starts `server/main.ts` on loopback with a temporary on-disk PGlite, signs a demo user in through the
 * dev mailbox, then runs autocannon for ~10 s each on profile (signed in) and coin_list, with signed bodies.
 * Traffic goes to 127.0.0.1 only; every run is bounded in time.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_SIGN_SECRET, signPayload } from '@/contract/sign';

const ROOT = resolve(import.meta.dirname, '..');
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 100);
const EMAIL = 'demo1@example.com';

const freePort = () =>
  new Promise<number>((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
// BENCH_CPU_PROF=<dir>: the server runs under `node --cpu-prof` and writes its profile there on exit.
const cpuProfDir = process.env.BENCH_CPU_PROF;
const server = spawn(
  cpuProfDir ? process.execPath : join(ROOT, 'node_modules', '.bin', 'tsx'),
  cpuProfDir
    ? ['--cpu-prof', '--cpu-prof-dir', resolve(cpuProfDir), '--import', 'tsx', 'server/main.ts']
    : ['server/main.ts'],
  {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DIST_DIR: 'no-dist-for-bench',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

function signed(body: Record<string, unknown> = {}): string {
  const withTime: Record<string, unknown> = { ...body, time: Math.floor(Date.now() / 1000) };
  withTime.sign = signPayload(withTime, process.env.SIGN_SECRET || DEFAULT_SIGN_SECRET);
  return JSON.stringify(withTime);
}
const headers = (token?: string): Record<string, string> => ({
  'content-type': 'application/json',
  'x-language': 'en',
  'x-platform': '1',
  'x-dname': 'bench',
  'x-dtoken': 'bench-device',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
async function call<T>(
  path: string,
  body: Record<string, unknown> = {},
  token?: string,
): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(base + path, { method: 'POST', headers: headers(token), body: signed(body) });
  return (await response.json()) as { code: number; msg: string; data: T };
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/user-api/api/system/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

interface Figures {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function load(name: string, path: string, token?: string): Promise<Figures> {
  const sample = await call(path, {}, token);
  if (sample.code !== 0) throw new Error(`${path} answered ${sample.code} ${sample.msg}`);
  const result = await autocannon({
    url: base + path,
    method: 'POST',
    headers: headers(token),
    body: signed(),
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

try {
  await waitForHealth(Date.now() + 120_000);
  await call('/user-api/api/user/send_verify_code_v2', { email: EMAIL, scene: 'login' });
  const mails = (await (await fetch(`${base}/dev/mailbox?email=${EMAIL}`)).json()) as { code: string }[];
  const login = await call<{ access_token: string }>('/user-api/api/user/login_otp', {
    email: EMAIL,
    code: mails[0]?.code,
  });
  if (login.code !== 0) throw new Error(`login failed: ${login.code} ${login.msg}`);

  const results = [
    await load('profile (signed in)', '/user-api/api/user/profile', login.data.access_token),
    await load('coin_list', '/finance-api/api/coin/coin_list'),
  ];
  const driver = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'on-disk PGlite';
  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${driver}, loopback`);
  console.table(
    results.map((r) => ({
      call: r.name,
      'req/s': r.reqPerSec,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      requests: r.requests,
      non2xx: r.non2xx,
      errors: r.errors,
    })),
  );
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench', 'results', 'server-load.json'),
    JSON.stringify({ at: new Date().toISOString(), results }, null, 2),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
