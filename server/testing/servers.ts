import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { startFakeBotApi, type FakeBotApi } from './fakeBotApi';
import { createTestServer, secondInstance, type TestServer } from './harness';

/**
 * The set-ups server test files share: a test server whose bot talks to a fake Bot API of its own, and two server
 * instances over one database (`.pg.test.ts`). Each returns one `close` that shuts everything in the right order, so
 * a file's hooks are one line each:
 *
 *   beforeAll(async () => ({ server, bot, close } = await botTestServer({ botUsername: 'X' })), START_TIMEOUT);
 *   afterAll(() => close());
 */

/** The token the fake Bot API takes (any other token in a call's path is refused, as Telegram does). */
export const TEST_BOT_TOKEN = '123456:TEST-BOT';

export interface BotTestServer {
  server: TestServer;
  bot: FakeBotApi;
  /** The bot token the server was given and the fake checks. */
  token: string;
  close(): Promise<void>;
}

export interface TwoInstances {
  /** The first instance, with the database helpers (`db`, `post`, `signIn`). */
  server: TestServer;
  /** A second app on the same database with its own connection pool: what a second instance behind a load balancer is. */
  other: FastifyInstance;
  close(): Promise<void>;
}

/** A test server configured with `overrides`, its bot pointed at a fake Bot API started first and closed last. */
export async function botTestServer(overrides: Partial<ServerConfig> = {}): Promise<BotTestServer> {
  const token = overrides.botToken ?? TEST_BOT_TOKEN;
  const bot = await startFakeBotApi({ token });
  try {
    const server = await createTestServer({ ...overrides, botToken: token, botApiUrl: bot.url });
    return {
      server,
      bot,
      token,
      async close() {
        await server.close();
        await bot.close();
      },
    };
  } catch (error) {
    await bot.close();
    throw error;
  }
}

/**
 * Two instances over the test server's database (PostgreSQL: `.pg.test.ts`). `prepare` runs on the first before the
 * second is built, for settings an app reads when it starts.
 */
export async function twoInstances(
  overrides: Partial<ServerConfig> = {},
  prepare?: (server: TestServer) => Promise<void>,
): Promise<TwoInstances> {
  return pairWith(await createTestServer(overrides), () => Promise.resolve(), prepare);
}

/** Two instances over one database, both with their bot pointed at one fake Bot API. */
export async function twoInstancesWithBot(
  overrides: Partial<ServerConfig> = {},
): Promise<TwoInstances & BotTestServer> {
  const single = await botTestServer(overrides);
  const pair = await pairWith(single.server, () => single.bot.close());
  return { ...single, ...pair };
}

async function pairWith(
  server: TestServer,
  closeLast: () => Promise<void>,
  prepare?: (server: TestServer) => Promise<void>,
): Promise<TwoInstances> {
  try {
    await prepare?.(server);
    const second = await secondInstance(server);
    return {
      server,
      other: second.app,
      async close() {
        await second.close();
        await server.close();
        await closeLast();
      },
    };
  } catch (error) {
    await server.close();
    await closeLast();
    throw error;
  }
}
