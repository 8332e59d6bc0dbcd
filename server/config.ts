import { resolve } from 'node:path';
import { DEFAULT_SIGN_SECRET } from '@/contract/sign';

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
  /** Built front end served by main.ts. */
  distDir: string;
  bodyLimit: number;
  /** Client version the update check compares X-Version with. */
  currentAppVersion: string;
  limits: RateLimits;
  /** Log requests (off in tests). */
  logger: boolean;
}

const ROOT = resolve(import.meta.dirname, '..');

const PRODUCTION_LIMITS: RateLimits = {
  codesPerIpPerHour: 30,
  codesPerEmailPerHour: 10,
  loginAttemptsPerIpPer10Min: 60,
  wrongCodesPerEmailPerHour: 15,
};
// Every e2e spec signs in from 127.0.0.1 against one server: per-IP limits would trip the suite.
const TEST_LIMITS: RateLimits = {
  ...PRODUCTION_LIMITS,
  codesPerIpPerHour: 100_000,
  loginAttemptsPerIpPer10Min: 100_000,
};

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) ? parsed : fallback;
}

/** Reads the environment; every value has a default that runs locally. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const dataDir = env.DATA_DIR || '.data/';
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    dataDir: dataDir === 'memory://' ? dataDir : resolve(ROOT, dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    signSecret: env.SIGN_SECRET || DEFAULT_SIGN_SECRET,
    botToken: env.BOT_TOKEN || undefined,
    telegramInitMaxAge: intFrom(env.TELEGRAM_INIT_MAX_AGE, 300),
    nodeEnv,
    distDir: resolve(ROOT, env.DIST_DIR || 'dist'),
    bodyLimit: intFrom(env.BODY_LIMIT, 1024 * 1024),
    currentAppVersion: '1.1.0',
    limits: nodeEnv === 'test' ? TEST_LIMITS : PRODUCTION_LIMITS,
    logger: nodeEnv !== 'test' || Boolean(env.SERVER_TEST_LOG),
  };
}
