import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { contract } from '../../../src/contract/full';
import { startFakeBotApi, type FakeBotApi } from '../../../server/testing/fakeBotApi';
import { TEST_BOT_TOKEN } from './telegram';

/**
 * One reference server per Playwright worker: the real server (tsx server/main.ts) on an in-memory database,
 * serving the built front end from DIST_DIR. Workers never share a database, so one worker's sign-ins, cooldowns
 * and market moves cannot reach a test of the other, and the suite runs on as many workers as the machine has.
 *
 * Ports: E2E_PORT is the suite's own base (several suites may run side by side on one machine, each with its
 * own E2E_PORT); worker N listens on E2E_PORT + 1 + N, and its fake Bot API (in the worker's own process, started
 * before the server) on E2E_PORT + 50 + N.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const HEALTH = contract.system.health.path;
// Generous: on a shared 2-core machine, two servers migrating and seeding at once have taken over two minutes.
export const START_TIMEOUT_MS = 300_000;

/** The suite's base port (E2E_PORT, else 4173). */
export const suitePort = (): number => Number(process.env.E2E_PORT || 4173);

/**
 * The origin of this worker's server. Playwright numbers its running workers 0..workers-1 (TEST_PARALLEL_INDEX),
 * and a worker that replaces a failed one takes the same number, so the port is known before any fixture runs
 * (a spec may build an address at load time).
 */
export function workerBaseURL(parallelIndex = Number(process.env.TEST_PARALLEL_INDEX || 0)): string {
  return `http://127.0.0.1:${suitePort() + 1 + parallelIndex}`;
}

/** The bot token of every e2e server: init data is signed with it, and the fake Bot API takes only it. */
export const E2E_BOT_TOKEN = TEST_BOT_TOKEN;
/** The webhook secret of every e2e server (botApi.ts posts updates with it). */
export const E2E_BOT_WEBHOOK_SECRET = 'e2e-bot-webhook-secret';
/** The bot's username in the e2e servers' t.me links. */
export const E2E_BOT_USERNAME = 'NFTMarketTestBot';

/** Where worker `parallelIndex`'s fake Bot API listens. */
export const fakeBotApiPort = (parallelIndex: number): number => suitePort() + 50 + parallelIndex;

/** The support agents' token of every e2e server (supportAgent.ts). */
export const E2E_SUPPORT_AGENT_TOKEN = 'e2e-support-agent-token';

/** The environment the server runs with: a test server on loopback, so its development routes (/dev/*) are on. */
export function serverEnv(port: number, parallelIndex: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    NODE_ENV: 'test',
    DIST_DIR: process.env.DIST_DIR || 'dist',
    BOT_TOKEN: E2E_BOT_TOKEN,
    // the bot calls this worker's fake Bot API (botApi.ts reads what it recorded), and takes updates at its webhook
    BOT_API_URL: `http://127.0.0.1:${fakeBotApiPort(parallelIndex)}`,
    BOT_WEBHOOK_SECRET: E2E_BOT_WEBHOOK_SECRET,
    BOT_USERNAME: E2E_BOT_USERNAME,
    // the support agents' routes, which supportAgent.ts answers tickets through
    SUPPORT_AGENT_TOKEN: E2E_SUPPORT_AGENT_TOKEN,
    // on PostgreSQL, each worker (and each suite's port) in its own schema, as each PGlite is its own database
    ...(process.env.DATABASE_URL ? { DATABASE_SCHEMA: `e2e_${suitePort()}_${parallelIndex}` } : {}),
  };
}

export interface WorkerServer {
  url: string;
  /** The fake Bot API this worker's server calls (botApi.ts). */
  bot: FakeBotApi;
  stop(): Promise<void>;
}

let workerBot: FakeBotApi | null = null;

/** This worker's fake Bot API; throws outside a worker whose server has started. */
export function currentFakeBot(): FakeBotApi {
  if (!workerBot) throw new Error('no fake Bot API: use the test from support/test.ts, whose worker starts one');
  return workerBot;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}${HEALTH}`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    // the server finishes in-flight requests on SIGTERM; a hang is cut short
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Starts worker `parallelIndex`'s server and resolves once it answers its health check. */
export async function startWorkerServer(parallelIndex: number): Promise<WorkerServer> {
  const url = workerBaseURL(parallelIndex);
  const port = Number(new URL(url).port);
  if (await healthy(url))
    throw new Error(`port ${port} already has a server: stop it, or give this suite another E2E_PORT`);
  const bot = await startFakeBotApi({ token: E2E_BOT_TOKEN, port: fakeBotApiPort(parallelIndex) });
  workerBot = bot;
  const child = spawn(resolve(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    env: serverEnv(port, parallelIndex),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  // a worker that ends without its teardown (a crash) must not leave its server holding the port
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);

  const started = Date.now();
  while (!(await healthy(url))) {
    if (child.exitCode !== null) {
      await bot.close();
      throw new Error(`the server on port ${port} exited (${child.exitCode}):\n${stderr}`);
    }
    if (Date.now() - started > START_TIMEOUT_MS) {
      await stopProcess(child);
      await bot.close();
      throw new Error(`the server on port ${port} did not answer ${HEALTH} within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((next) => setTimeout(next, 100));
  }
  return {
    url,
    bot,
    async stop() {
      process.off('exit', orphanGuard);
      await stopProcess(child);
      await bot.close();
      if (workerBot === bot) workerBot = null;
    },
  };
}
