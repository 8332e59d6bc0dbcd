import { contract } from '@/contract';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@/contract/define';
import { DEFAULT_SIGN_SECRET, signPayload } from '@/contract/sign';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { openDb, type Db } from '../db';
import { openTestDatabase } from './databases';
import { writeReferralSettings } from '../modules/referral/feeShare';

export { emptyPgliteTemplate } from './databases';

export interface PostOptions {
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
  /** Override the body's `time` (unix seconds). */
  time?: number;
  /** Replace the computed sign; `null` leaves it out. */
  sign?: string | null;
  app?: FastifyInstance;
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  post<T = unknown>(
    path: string,
    body?: Record<string, unknown>,
    options?: PostOptions,
  ): Promise<Envelope<T> & { status: number }>;
  /** Signs `email` in (or up) through send_verify_code_v2 + dev mailbox + login_otp; returns the access token. */
  signIn(email: string, device?: Record<string, string>): Promise<string>;
  latestCode(email: string): Promise<string>;
  /** Moves the last code of `email` past the resend cooldown. */
  skipCooldown(email: string): Promise<void>;
  /** Another app on the same database with a changed configuration. */
  appWith(overrides: Partial<ServerConfig>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export const uniqueEmail = (tag = 'user') => `${tag}-${randomBytes(5).toString('hex')}@example.com`;

export interface TestDatabaseOptions {
  /**
   * Migrate and seed this database in place, as a server's start-up does, instead of starting from the run's
   * migrated and seeded copy: for tests of migrations and the seed themselves.
   */
  fresh?: boolean;
}

/**
 * One database per test FILE: in-memory PGlite, or, when DATABASE_URL is set, a database of its own on that
 * PostgreSQL (dropped on close), so the same suite runs against either driver. Each starts as a copy of the run's
 * migrated and seeded database (server/testing/databases.ts).
 */
export async function createTestServer(
  overrides: Partial<ServerConfig> = {},
  options: TestDatabaseOptions = {},
): Promise<TestServer> {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    DATABASE_URL: process.env.DATABASE_URL,
    JOBS: '0',
  });
  const database = await openTestDatabase(base.databaseUrl, options.fresh);
  const config: ServerConfig = { ...base, databaseUrl: database.url, ...overrides };
  const { db } = database;
  await writeReferralSettings(db, config.referralFeeShare);
  const app = await buildApp({ config, db });
  const extraApps: FastifyInstance[] = [];

  const post: TestServer['post'] = async (path, body = {}, options = {}) => {
    const signed: Record<string, unknown> = { ...body, time: options.time ?? Math.floor(Date.now() / 1000) };
    const sign =
      options.sign === undefined ? signPayload(signed, config.signSecret ?? DEFAULT_SIGN_SECRET) : options.sign;
    if (sign !== null) signed.sign = sign;
    const response = await (options.app ?? app).inject({
      method: 'POST',
      url: path,
      payload: signed,
      headers: {
        'x-language': options.lang ?? 'en',
        'x-platform': '1',
        'x-dname': 'vitest',
        'x-dtoken': 'device-1',
        'user-agent': 'vitest-agent',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
    return { status: response.statusCode, ...(response.json() as Envelope<never>) };
  };

  const latestCode = async (email: string) => {
    const response = await app.inject({ method: 'GET', url: `/dev/mailbox?email=${encodeURIComponent(email)}` });
    const mails = response.json() as { code: string }[];
    if (!mails[0]) throw new Error(`no mail for ${email}`);
    return mails[0].code;
  };
  const skipCooldown = async (email: string) => {
    await db.query(`UPDATE verify_codes SET created_at = created_at - interval '61 seconds' WHERE email = $1`, [email]);
  };

  return {
    app,
    db,
    config,
    post,
    latestCode,
    skipCooldown,
    async signIn(email, device = {}) {
      await skipCooldown(email);
      const sent = await post(contract.user.sendVerifyCodeV2.path, { email, scene: 'login' }, { headers: device });
      if (sent.code !== 0) throw new Error(`send_verify_code_v2: ${sent.code} ${sent.msg}`);
      const login = await post<{ access_token: string }>(
        contract.user.loginOtp.path,
        { email, code: await latestCode(email) },
        { headers: device },
      );
      if (login.code !== 0) throw new Error(`login_otp: ${login.code} ${login.msg}`);
      return login.data.access_token;
    },
    async appWith(configOverrides) {
      const other = await buildApp({ config: { ...config, ...configOverrides }, db });
      extraApps.push(other);
      return other;
    },
    async close() {
      for (const other of extraApps) await other.close();
      await app.close();
      await database.dispose();
    },
  };
}

/** beforeAll time-out for createTestServer: a new database can take long on a busy 2-core machine. */
export const START_TIMEOUT = 120_000;

/**
 * A second server instance on the test server's PostgreSQL, with its own connection pool (`.pg.test.ts` files): what
 * two instances behind one load balancer would be. `close` shuts the app and its pool.
 */
export async function secondInstance(server: TestServer): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const db = await openDb({
    databaseUrl: server.config.databaseUrl,
    dataDir: 'memory://',
    databaseSchema: server.config.databaseSchema,
  });
  const app = await buildApp({ config: server.config, db });
  return {
    app,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
