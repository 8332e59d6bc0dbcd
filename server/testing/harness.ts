import { PGlite } from '@electric-sql/pglite';
import { contract } from '@/contract';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@/contract/define';
import { DEFAULT_SIGN_SECRET, signPayload } from '@/contract/sign';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { openDb, openPglite, type Db } from '../db';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';

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

/**
 * A freshly initialised, empty PGlite data directory, dumped once per PGlite version into the temp
 * folder: starting from it skips initdb, which takes most of a new database's start-up time.
 * Migrations and seed still run in every test file.
 */
export async function emptyPgliteTemplate(): Promise<Blob> {
  const manifest = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const file = join(tmpdir(), `nftwallet-pglite-empty-${version}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const lite = new PGlite();
  await lite.waitReady;
  const dump = await lite.dumpDataDir('none');
  await lite.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return new Blob([bytes]);
}

export const uniqueEmail = (tag = 'user') => `${tag}-${randomBytes(5).toString('hex')}@example.com`;

/**
 * One database per test FILE: in-memory PGlite, or, when DATABASE_URL is set, a fresh schema of that
 * PostgreSQL (dropped on close), so the same suite runs against either driver.
 */
export async function createTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    DATABASE_URL: process.env.DATABASE_URL,
    JOBS: '0',
  });
  const config: ServerConfig = {
    ...base,
    databaseSchema: base.databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined,
    ...overrides,
  };
  const db =
    config.databaseUrl || config.dataDir !== 'memory://'
      ? await openDb(config)
      : await openPglite('memory://', { loadDataDir: await emptyPgliteTemplate() });
  await migrate(db);
  await seedIfEmpty(db);
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
      if (config.databaseUrl && config.databaseSchema) await db.exec(`DROP SCHEMA ${config.databaseSchema} CASCADE`);
      await db.close();
    },
  };
}

/** beforeAll time-out for createTestServer: a new database can take long on a busy 2-core machine. */
export const START_TIMEOUT = 120_000;
