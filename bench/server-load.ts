/**
 * npm run bench:server — load figures for the reference server (not a pass/fail timing test).
 * Starts `server/main.ts` on loopback with a temporary on-disk PGlite, signs a demo user in through the
 * dev mailbox, then runs autocannon for ~10 s each on profile (signed in) and coin_list, with signed bodies.
 * With a build (DIST_DIR, default dist: `npm run build` first) it adds the page rows, against their targets:
 *   - cached public pages (home, a token) as a browser asks for them (Accept-Encoding with br and gzip, no
 *     If-None-Match), 100 connections: pages per second;
 *   - a signed-in page (`/asset` with a new account's access_token cookie) asked for one at a time: the latency of
 *     drawing it for that session (p50/p95), with no queueing behind other requests in the figure.
 * Traffic goes to 127.0.0.1 only; every run is bounded in time.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ACCESS_TOKEN_COOKIE } from '@/contract/codes';
import { DEFAULT_SIGN_SECRET, signPayload } from '@/contract/sign';

const ROOT = resolve(import.meta.dirname, '..');
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 100);
const EMAIL = 'demo1@example.com';
/** How many times the signed-in page is drawn for its latency, after a few unmeasured ones. */
const RENDERS = Number(process.env.BENCH_RENDERS || 300);
const DIST = process.env.DIST_DIR || 'dist';
const withPages = existsSync(join(resolve(ROOT, DIST), 'index.html'));
const TARGETS = { cachedPagesPerSec: 1000, signedInP50Ms: 15 };
const CACHED_PAGES = ['/', '/nft/detail721?symbol=ASTRO&token_id=1'];
const SIGNED_IN_PAGE = '/asset';
/** What Chromium sends with a typed address (its encodings, a language the server knows). */
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

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
      DIST_DIR: withPages ? DIST : 'no-dist-for-bench',
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

/** A page as the browser receives it: status, encoding and compressed size, body not decoded. */
interface PageSample {
  status: number;
  encoding: string | undefined;
  cacheControl: string;
  bytes: number;
  ms: number;
}
const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
function getPage(path: string, cookie?: string): Promise<PageSample> {
  return new Promise((resolveGet, reject) => {
    const started = performance.now();
    const req = httpRequest(
      base + path,
      { agent: keepAlive, headers: { ...BROWSER, ...(cookie ? { cookie } : {}) } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolveGet({
            status: response.statusCode ?? 0,
            encoding: response.headers['content-encoding'],
            cacheControl: String(response.headers['cache-control'] ?? ''),
            bytes,
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

interface PageLoad {
  page: string;
  pagesPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  encoding: string;
  kB: number;
}
async function loadPage(path: string): Promise<PageLoad> {
  // the first answer fills the public cache; the load then measures serving it
  const sample = await getPage(path);
  if (sample.status !== 200) throw new Error(`${path} answered ${sample.status}`);
  const result = await autocannon({
    url: base + path,
    method: 'GET',
    headers: BROWSER,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  return {
    page: path,
    pagesPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    encoding: sample.encoding ?? 'none',
    kB: Math.round(sample.bytes / 100) / 10,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
async function renderLatency(path: string, token: string) {
  const cookie = `${ACCESS_TOKEN_COOKIE}=${token}`;
  const times: number[] = [];
  let encoding = 'none';
  let bytes = 0;
  for (let index = 0; index < RENDERS + 20; index++) {
    const sample = await getPage(path, cookie);
    if (sample.status !== 200) throw new Error(`${path} (signed in) answered ${sample.status}`);
    // a page drawn for a session is private; a public one here would mean the cookie was not taken
    if (!sample.cacheControl.includes('private')) throw new Error(`${path} was not drawn for the session`);
    if (index < 20) continue; // the first draws warm the code paths and the session's caches
    times.push(sample.ms);
    encoding = sample.encoding ?? 'none';
    bytes = sample.bytes;
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    page: `${path} (signed in)`,
    renders: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    encoding,
    kB: Math.round(bytes / 100) / 10,
  };
}

async function signIn(email: string): Promise<string> {
  await call('/user-api/api/user/send_verify_code_v2', { email, scene: 'login' });
  const mails = (await (await fetch(`${base}/dev/mailbox?email=${encodeURIComponent(email)}`)).json()) as {
    code: string;
  }[];
  const login = await call<{ access_token: string }>('/user-api/api/user/login_otp', {
    email,
    code: mails[0]?.code,
  });
  if (login.code !== 0) throw new Error(`login failed: ${login.code} ${login.msg}`);
  return login.data.access_token;
}

const mark = (ok: boolean) => (ok ? '' : ' !');

try {
  await waitForHealth(Date.now() + 120_000);
  const token = await signIn(EMAIL);

  const results = [
    await load('profile (signed in)', '/user-api/api/user/profile', token),
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

  const pages: PageLoad[] = [];
  let signedIn: Awaited<ReturnType<typeof renderLatency>> | null = null;
  if (withPages) {
    for (const path of CACHED_PAGES) pages.push(await loadPage(path));
    // a new account, as a first visit after signing up: its page holds no cached answers of an earlier one
    const fresh = await signIn(`bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
    signedIn = await renderLatency(SIGNED_IN_PAGE, fresh);
    console.log(
      `\nPages from ${DIST}/ (! = off target: cached public page >= ${TARGETS.cachedPagesPerSec} pages/s at ` +
        `${CONNECTIONS} connections; signed-in page p50 <= ${TARGETS.signedInP50Ms} ms, one request at a time)`,
    );
    console.table([
      ...pages.map((page) => ({
        page: page.page,
        'pages/s': `${page.pagesPerSec}${mark(page.pagesPerSec >= TARGETS.cachedPagesPerSec)}`,
        'p50 ms': page.p50,
        'p95 ms': '',
        'p99 ms': page.p99,
        requests: page.requests,
        non2xx: page.non2xx,
        errors: page.errors,
        sent: `${page.kB} kB ${page.encoding}`,
      })),
      {
        page: signedIn.page,
        'pages/s': '',
        'p50 ms': `${signedIn.p50}${mark(signedIn.p50 <= TARGETS.signedInP50Ms)}`,
        'p95 ms': signedIn.p95,
        'p99 ms': signedIn.p99,
        requests: signedIn.renders,
        non2xx: 0,
        errors: 0,
        sent: `${signedIn.kB} kB ${signedIn.encoding}`,
      },
    ]);
  } else {
    console.log(`\nPage rows skipped: no build in ${DIST}/ (npm run build first).`);
  }
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench', 'results', 'server-load.json'),
    JSON.stringify({ at: new Date().toISOString(), results, pages, signedIn, targets: TARGETS }, null, 2),
  );
} finally {
  keepAlive.destroy();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
