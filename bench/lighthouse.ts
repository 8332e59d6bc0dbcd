// Lighthouse benchmark (mobile preset, simulated throttling) of the built app served by the real server on loopback.
// Each screen runs RUNS times in a fresh browser; the table shows the median run (Lighthouse's own choice of the run
// closest to the median FCP and TTI) with its LCP element. Signed-in screens get a fresh account's access_token
// cookie before the run. The last row is the reference: Telegram's React template (bench/referenceTemplate.ts),
// installed and built in its own folder and served statically, measured with the same settings in the same run.
// Usage: npm run build && npm run bench:lighthouse [-- /path @/signed-in-path template ...]
// (`template` names the reference row; REFERENCE=0 leaves it out of the default run.)
// LHR_DIR=<dir> writes each screen's median report as JSON.
// Measure on an idle machine: simulated throttling scales with CPU contention.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { DEFAULT_SIGN_SECRET, signPayload } from '../src/contract/sign';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { buildTemplate, serveTemplate } from './referenceTemplate';

/** The screens held to the targets; `@` marks a signed-in screen. */
const DEFAULT_SCREENS = [
  '/',
  '/login',
  '@/security/userManage',
  '@/asset',
  '/nft/search',
  '/nft/detail721?symbol=ASTRO&token_id=1',
  '/nft/symbolDetail?symbol=ASTRO',
];
/** The name of the reference row among the screens. */
const TEMPLATE = 'template';
const TARGETS = { performance: 98, fcpMs: 1400, lcpMs: 1500, tbtMs: 100, cls: 0.02 };
const RUNS = Number(process.env.RUNS || 3);
const port = Number(process.env.BENCH_PORT || 4390);
const templatePort = Number(process.env.BENCH_TEMPLATE_PORT || port + 1);
const dist = process.env.DIST_DIR || 'dist';

const args = process.argv.slice(2);
const defaults = process.env.REFERENCE === '0' ? DEFAULT_SCREENS : [...DEFAULT_SCREENS, TEMPLATE];
const screens = (args.length ? args : defaults).map((arg) => ({
  path: arg.replace(/^@/, ''),
  signedIn: arg.startsWith('@'),
  reference: arg === TEMPLATE,
}));
const ours = screens.filter((screen) => !screen.reference);
if (ours.length && !existsSync(`${dist}/index.html`)) throw new Error(`no build in ${dist}: run npm run build first`);

// The template is installed and built before anything is measured, so its build's CPU use touches no measurement.
const template = screens.some((screen) => screen.reference)
  ? (buildTemplate(), await serveTemplate(templatePort))
  : null;
const server = ours.length
  ? spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', NODE_ENV: 'test', DIST_DIR: dist },
      stdio: 'ignore',
    })
  : null;
const base = `http://127.0.0.1:${port}`;

async function post<T>(path: string, body: Record<string, unknown>): Promise<{ code: number; data: T }> {
  const signed: Record<string, unknown> = { ...body, time: Math.floor(Date.now() / 1000) };
  signed.sign = signPayload(signed, process.env.SIGN_SECRET || DEFAULT_SIGN_SECRET);
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Language': 'en', 'X-Platform': '2', 'X-Dname': 'bench' },
    body: JSON.stringify(signed),
  });
  return (await response.json()) as { code: number; data: T };
}

/** A new account's access token, signed in by email code through the development mailbox. */
async function signIn(): Promise<string> {
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await post('/user-api/api/user/send_verify_code_v2', { email, scene: 'login' });
  const mails = (await (await fetch(`${base}/dev/mailbox?email=${encodeURIComponent(email)}`)).json()) as {
    code: string;
  }[];
  const login = await post<{ access_token: string }>('/user-api/api/user/login_otp', { email, code: mails[0]!.code });
  if (!login.data?.access_token) throw new Error(`sign-in failed: ${login.code}`);
  return login.data.access_token;
}

const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS];

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function run(url: string, token: string | null): Promise<Result> {
  // A fresh browser per run: a reused one carries its cache and state into the next.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags,
  });
  try {
    if (token) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      await browser.setCookie({ name: 'access_token', value: token, domain: '127.0.0.1', path: '/' });
      await browser.disconnect();
    }
    // With a session, Lighthouse must not wipe storage (cookies) before loading; the browser is new anyway.
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      disableStorageReset: token !== null,
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const ms = (value: number | undefined) => (value === undefined ? NaN : Math.round(value));
const mark = (ok: boolean) => (ok ? ' ' : '!');

try {
  for (let i = 0; server && i < 120; i++) {
    try {
      if ((await fetch(`${base}/user-api/api/system/health`, { method: 'POST' })).status < 500) break;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const token = screens.some((screen) => screen.signedIn) ? await signIn() : null;
  console.log(
    `Lighthouse mobile preset, median of ${RUNS} (! = off target: perf >= ${TARGETS.performance}, FCP <= ${TARGETS.fcpMs} ms, LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls})`,
  );
  console.log('| screen | perf | FCP | LCP | TBT | CLS | LCP element |\n|---|---|---|---|---|---|---|');
  for (const screen of screens) {
    const runs: Result[] = [];
    const url = screen.reference ? template!.url : `${base}${screen.path}`;
    for (let index = 0; index < RUNS; index++) runs.push(await run(url, screen.signedIn ? token : null));
    const median = computeMedianRun(runs) as Result;
    // LHR_DIR=dir keeps each screen's median report (JSON) for a closer look at its requests and tasks.
    if (process.env.LHR_DIR) {
      mkdirSync(process.env.LHR_DIR, { recursive: true });
      const name = screen.reference
        ? 'reference_telegram_template.json'
        : `${screen.signedIn ? 'signed-in' : 'visitor'}${screen.path.replace(/\W+/g, '_')}.json`;
      writeFileSync(`${process.env.LHR_DIR}/${name}`, JSON.stringify(median));
    }
    const perf = Math.round((median.categories.performance?.score ?? 0) * 100);
    const fcp = ms(median.audits['first-contentful-paint']?.numericValue);
    const lcp = ms(median.audits['largest-contentful-paint']?.numericValue);
    const tbt = ms(median.audits['total-blocking-time']?.numericValue);
    const cls = median.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const details = median.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] } | undefined;
    const node = details?.items?.[0]?.items?.[0]?.node;
    // none named: the server's drawn element, which the app has replaced since (Lighthouse describes live nodes only)
    const element = node
      ? `${(node.nodeLabel ?? '').slice(0, 40)} (\`${node.selector ?? ''}\`)`
      : "the server's drawn page";
    const label = screen.reference
      ? 'reference: Telegram React template'
      : `${screen.path}${screen.signedIn ? ' (signed in)' : ''}`;
    console.log(
      `| ${label} | ${perf}${mark(perf >= TARGETS.performance)} | ${fcp} ms${mark(fcp <= TARGETS.fcpMs)} | ` +
        `${lcp} ms${mark(lcp <= TARGETS.lcpMs)} | ${tbt} ms${mark(tbt <= TARGETS.tbtMs)} | ` +
        `${cls.toFixed(3)}${mark(cls <= TARGETS.cls)} | ${element} |`,
    );
  }
} finally {
  server?.kill('SIGTERM');
  await template?.close();
}
