import { resolve } from 'node:path';
import { DEFAULT_SIGN_SECRET } from '@/contract/sign';
import { parseLogLevel, type LogLevel } from './log';

/** Limits that protect the sign-in calls; tests shrink them to exercise the 10029 path. */
export interface RateLimits {
  /** Verification codes one IP may request per hour. */
  codesPerIpPerHour: number;
  /** Verification codes one address may receive per hour (on top of the 60 s resend cooldown). */
  codesPerEmailPerHour: number;
  /** login_otp attempts (right or wrong) one IP may make per 10 minutes. */
  loginAttemptsPerIpPer10Min: number;
  /** Wrong login_otp codes one address may receive per hour, across codes. */
  wrongCodesPerEmailPerHour: number;
  /**
   * Wrong sign-in guesses (password or email code) for one address from devices that never signed in to
   * it, per hour, before each further guess waits out a growing delay and needs a human check.
   */
  signInFailuresBeforeCheck: number;
  /** Leading zero bits of the easiest human check (twice_verify_geetest); each failure past the free ones adds one. */
  humanCheckBits: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database, or `memory://` for an in-memory one. */
  dataDir: string;
  /** When set, PostgreSQL through `pg` instead of PGlite. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to work in (tests give each file its own). */
  databaseSchema: string | undefined;
  signSecret: string;
  botToken: string | undefined;
  /** Seconds Telegram init data stays good for signing in (login_third_x), from its `auth_date`. */
  telegramInitMaxAge: number;
  nodeEnv: string;
  /** DEV_FEATURES=1: development features although the server listens beyond this machine (see devFeaturesOn). */
  devFeaturesForced: boolean;
  /** Built front end served by main.ts. */
  distDir: string;
  bodyLimit: number;
  /** Client version the update check compares X-Version with. */
  currentAppVersion: string;
  limits: RateLimits;
  /**
   * LOG_LEVEL: `info` (default) logs start-up, verification codes and problems; `debug` adds one line per
   * request; `silent` logs nothing (the default in tests, unless SERVER_TEST_LOG is set).
   */
  logLevel: LogLevel;
  /** Run the background jobs (server/lib/jobs.ts) in this instance: JOBS=0 turns them off (the server tests do). */
  jobs: boolean;
  chain: ChainConfig;
  /**
   * PUBLIC_ORIGIN: the address people reach this server at (`https://wallet.example.com`), for the absolute links a
   * page's preview tags need. Unset: the request's own host, when it is a plain host name (server/pageHead.ts).
   */
  publicOrigin: string | null;
  /**
   * SUPPORT_AGENT_TOKEN: the bearer token of the support agents' routes (/support-agent/*; docs/support.md). Unset: the
   * fixed DEV_SUPPORT_AGENT_TOKEN while the development features are on, else none and the routes do not exist.
   */
  supportAgentToken: string | null;
  /** BOT_API_URL: the Bot API server the bot calls (server/lib/botApi.ts); tests point it at a local fake. */
  botApiUrl: string;
  /**
   * BOT_WEBHOOK_SECRET: the `secret_token` given to setWebhook, which Telegram sends back in
   * X-Telegram-Bot-Api-Secret-Token. Unset: no webhook route at all.
   */
  botWebhookSecret: string | null;
  /** BOT_USERNAME: the bot's @username without the @, for t.me links (default NFTMarketTestBot outside production). */
  botUsername: string | null;
  /** MINI_APP_NAME: the mini app's short name in t.me/<bot>/<app> links (default `app`). */
  miniAppName: string;
  /**
   * STARS_USDT_RATE: how much of `starsSymbol` one Telegram Star buys, a decimal string (default 0.013, about what
   * Telegram pays developers per Star through Fragment). Configuration, not a market price: docs/telegram.md, Stars.
   */
  starsRate: string;
  /** STARS_MIN and STARS_MAX: the Stars one top-up may buy (default 50 to 10,000). */
  starsMin: number;
  starsMax: number;
  /** The coin a Stars top-up credits (USDT). */
  starsSymbol: string;
  /**
   * REFERRAL_FEE_SHARE: the share of a trade's platform fees paid to the referrer of the buyer (of the buyer fee) and
   * of the seller (of the seller fee), a decimal from 0 to 1 (default 0.2; 0 turns the fee share off).
   */
  referralFeeShare: string;
}

/** The simulated chain (server/modules/chain/simulation.ts). */
export interface ChainConfig {
  /** CHAIN_BLOCK_SECONDS: one block per this many seconds on every simulated chain (default 3). */
  blockSeconds: number;
  /** CHAIN_WITHDRAW_FAILURE_RATE: share of broadcast withdrawals that fail, 0 to 1 (default 0). */
  withdrawFailureRate: number;
  /** WITHDRAW_DELAY_SECONDS: how long a withdrawal stays pending (cancellable) before processing (default 10). */
  withdrawDelaySeconds: number;
}

/** The bot's @username of a development or test server that sets no BOT_USERNAME. */
export const DEV_BOT_USERNAME = 'NFTMarketTestBot';

/** The support agents' token of a development or test server that sets none (never in production). */
export const DEV_SUPPORT_AGENT_TOKEN = 'dev-support-agent-token';

const ROOT = resolve(import.meta.dirname, '..');

const PRODUCTION_LIMITS: RateLimits = {
  codesPerIpPerHour: 30,
  codesPerEmailPerHour: 10,
  loginAttemptsPerIpPer10Min: 60,
  wrongCodesPerEmailPerHour: 15,
  signInFailuresBeforeCheck: 5,
  humanCheckBits: 12,
};
// Every e2e spec signs in from 127.0.0.1 against one server: per-IP limits would trip the suite.
const TEST_LIMITS: RateLimits = {
  ...PRODUCTION_LIMITS,
  codesPerIpPerHour: 100_000,
  loginAttemptsPerIpPer10Min: 100_000,
  // the browser solves human checks in the e2e suite: keep them quick
  humanCheckBits: 8,
};

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) ? parsed : fallback;
}

/** Whether `host` only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * Development features (the /dev mailbox and simulator, one-time codes in the log, a generated bot token)
 * run only outside production AND on a loopback address, unless DEV_FEATURES=1 asks for them on purpose:
 * `NODE_ENV` left unset on a public server must not open an unauthenticated mailbox.
 */
export function devFeaturesOn(config: Pick<ServerConfig, 'nodeEnv' | 'host' | 'devFeaturesForced'>): boolean {
  if (config.nodeEnv === 'production') return false;
  return config.devFeaturesForced || isLoopbackHost(config.host);
}

/** The warning to print when development mode listens beyond this machine with its features off (or null). */
export function devFeaturesWarning(
  config: Pick<ServerConfig, 'nodeEnv' | 'host' | 'devFeaturesForced'>,
): string | null {
  if (config.nodeEnv === 'production' || devFeaturesOn(config)) return null;
  return `NODE_ENV=${config.nodeEnv} on HOST=${config.host}, which is not a loopback address: development features (/dev/*, codes in the log, a generated bot token) stay off. Set NODE_ENV=production for a real deployment, or DEV_FEATURES=1 to turn them on anyway.`;
}

/** An http(s) origin with nothing after it (`https://example.com`, `http://127.0.0.1:8080`), or an error. */
export function parseOrigin(value: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    !['', '/'].includes(url.pathname)
  )
    throw new Error(`PUBLIC_ORIGIN=${value} is not an origin such as https://wallet.example.com`);
  return url.origin;
}

/** A setWebhook `secret_token` (1-256 of `A-Za-z0-9_-`, as the Bot API allows), or an error at start-up. */
export function parseWebhookSecret(value: string): string {
  if (!/^[A-Za-z0-9_-]{1,256}$/.test(value))
    throw new Error(
      'BOT_WEBHOOK_SECRET must be 1-256 characters of A-Z, a-z, 0-9, _ and - (the Bot API refuses others)',
    );
  return value;
}

/** STARS_USDT_RATE: a decimal above zero (at most 18 decimals, like every stored amount), or an error at start-up. */
export function parseStarsRate(value: string): string {
  if (!/^\d{1,12}(\.\d{1,18})?$/.test(value) || /^[0.]+$/.test(value))
    throw new Error(`STARS_USDT_RATE=${value} is not a decimal above zero such as 0.013`);
  return value;
}

/** REFERRAL_FEE_SHARE: a decimal from 0 to 1 (at most 6 decimals), or an error at start-up. */
export function parseReferralFeeShare(value: string): string {
  if (!/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/.test(value))
    throw new Error(`REFERRAL_FEE_SHARE=${value} is not a decimal from 0 to 1 such as 0.2`);
  return value;
}

/** Reads the environment; every value has a default that runs locally. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const dataDir = env.DATA_DIR || '.data/';
  const host = env.HOST || '127.0.0.1';
  const devFeatures = devFeaturesOn({ nodeEnv, host, devFeaturesForced: env.DEV_FEATURES === '1' });
  return {
    port: intFrom(env.PORT, 8080),
    host,
    dataDir: dataDir === 'memory://' ? dataDir : resolve(ROOT, dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    signSecret: env.SIGN_SECRET || DEFAULT_SIGN_SECRET,
    botToken: env.BOT_TOKEN || undefined,
    telegramInitMaxAge: intFrom(env.TELEGRAM_INIT_MAX_AGE, 300),
    nodeEnv,
    devFeaturesForced: env.DEV_FEATURES === '1',
    distDir: resolve(ROOT, env.DIST_DIR || 'dist'),
    bodyLimit: intFrom(env.BODY_LIMIT, 1024 * 1024),
    currentAppVersion: '1.1.0',
    limits: nodeEnv === 'test' ? TEST_LIMITS : PRODUCTION_LIMITS,
    logLevel: parseLogLevel(env.LOG_LEVEL, nodeEnv === 'test' && !env.SERVER_TEST_LOG ? 'silent' : 'info'),
    jobs: env.JOBS !== '0',
    publicOrigin: env.PUBLIC_ORIGIN ? parseOrigin(env.PUBLIC_ORIGIN) : null,
    supportAgentToken: env.SUPPORT_AGENT_TOKEN || (devFeatures ? DEV_SUPPORT_AGENT_TOKEN : null),
    botApiUrl: (env.BOT_API_URL || 'https://api.telegram.org').replace(/\/+$/, ''),
    botWebhookSecret: env.BOT_WEBHOOK_SECRET ? parseWebhookSecret(env.BOT_WEBHOOK_SECRET) : null,
    botUsername: env.BOT_USERNAME?.replace(/^@/, '') || (nodeEnv === 'production' ? null : DEV_BOT_USERNAME),
    miniAppName: env.MINI_APP_NAME || 'app',
    starsRate: parseStarsRate(env.STARS_USDT_RATE || '0.013'),
    starsMin: Math.max(1, intFrom(env.STARS_MIN, 50)),
    starsMax: Math.max(1, intFrom(env.STARS_MAX, 10_000)),
    starsSymbol: 'USDT',
    referralFeeShare: parseReferralFeeShare(env.REFERRAL_FEE_SHARE || '0.2'),
    chain: {
      blockSeconds: Math.max(1, intFrom(env.CHAIN_BLOCK_SECONDS, 3)),
      withdrawFailureRate: Math.min(1, Math.max(0, intFrom(env.CHAIN_WITHDRAW_FAILURE_RATE, 0))),
      withdrawDelaySeconds: Math.max(0, intFrom(env.WITHDRAW_DELAY_SECONDS, 10)),
    },
  };
}
