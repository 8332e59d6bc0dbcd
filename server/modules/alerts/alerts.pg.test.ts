import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeBotApi } from '../../testing/fakeBotApi';
import { START_TIMEOUT, uniqueEmail, type TestServer } from '../../testing/harness';
import { twoInstancesWithBot } from '../../testing/servers';
import { userIdOf } from '../user/testKit';
import type { WalletUser } from '../wallet/walletKit';
import { writeMessage } from '../message/write';
import BigNumber from 'bignumber.js';
import { alert } from '@/contract/alert';
import { contract } from '@/contract/full';
import { fixFees, listOn, mintToken, newCollection, users } from '../market/bids/testKit';
import { ALERT_JOB } from './outbox';
import { PRICE_ALERT_COLLECTION_DELAY, PRICE_ALERT_COLLECTION_JOB } from './trigger';

// Two server instances, each with its own connection pool, on one PostgreSQL, both running the alert jobs at once:
// each alert reaches the chat once, and listing changes made on both at once queue one price-alert check. A `.pg.test.ts` file runs only in the suite's PostgreSQL pass
// (server/testing/with-postgres.sh).
if (!process.env.DATABASE_URL)
  throw new Error('alerts.pg.test.ts needs DATABASE_URL (server/testing/with-postgres.sh)');

let server: TestServer;
let other: FastifyInstance;
let fake: FakeBotApi;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, other, bot: fake, close } = await twoInstancesWithBot());
}, START_TIMEOUT);
afterAll(() => close());

describe('alert jobs on two server instances', () => {
  it('sends each of 20 alerts once while both run them at the same time', async () => {
    const email = uniqueEmail('alerts-pg');
    await server.signIn(email);
    const userId = await userIdOf(server, email);
    const chatId = '777000111';
    await server.db.query(
      `INSERT INTO third_accounts (user_id, platform, third_id, write_access) VALUES ($1, 'telegram', $2, true)`,
      [userId, chatId],
    );
    // a slow Bot API keeps each send inside its transaction long enough for the other instance to look for work
    fake.on('sendMessage', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { ok: true, result: { message_id: Math.floor(Math.random() * 1e9) } };
    });
    for (let i = 0; i < 20; i += 1)
      await server.db.tx((q) =>
        writeMessage(q, {
          userId,
          kind: 'trade',
          template: 'item_sold',
          params: { quantity: 1, name: `Cat ${i}`, price: '1', symbol: 'USDT' },
          eventKey: `pg-race:${i}`,
        }),
      );
    const options = { kinds: [ALERT_JOB], batch: 3 };
    const [ranA, ranB] = await Promise.all([server.app.jobs.runDue(options), other.jobs.runDue(options)]);
    expect(ranA + ranB).toBe(20);
    const sent = fake.calls('sendMessage').filter((call) => String(call.params.chat_id) === chatId);
    expect(sent).toHaveLength(20);
    expect(new Set(sent.map((call) => String(call.params.text))).size).toBe(20);
    const [row] = await server.db.query<{ sent: number }>(
      `SELECT count(*)::int AS sent FROM telegram_alerts WHERE user_id = $1 AND status = 'sent'`,
      [userId],
    );
    expect(row!.sent).toBe(20);
  }, 120_000);

  it('listing changes racing on both instances queue one check of their collection, which tells once', async () => {
    await fixFees(server);
    const collectionId = await newCollection(server, 'ALERTPG');
    const [seller, watcher] = (await users(server, 'alerts-pg-floor', 2)) as [WalletUser, WalletUser];
    const orders: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const itemId = await mintToken(server, collectionId, seller.id, `alerts-pg-${i}`, {});
      const listed = await listOn(server.post, seller, itemId, '10');
      expect(listed.code, listed.msg).toBe(0);
      orders.push(listed.data.order_no);
    }
    const watch = { symbol: 'ALERTPG', direction: 'below', price: '8' };
    expect((await server.post(alert.priceAdd.path, watch, { token: watcher.token })).code).toBe(0);

    // every listing repriced at once, half through each instance: 6, 6.1 … 6.9
    const answers = await Promise.all(
      orders.map((orderNo, i) =>
        server.post(
          contract.nftMarket.change.path,
          { order_no: orderNo, price: new BigNumber(60 + i).div(10).toFixed() },
          { token: seller.token, app: i % 2 === 0 ? server.app : other },
        ),
      ),
    );
    expect(answers.map((answer) => answer.code)).toEqual(Array(10).fill(0));
    const [queued] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND payload->>'collectionId' = $2`,
      [PRICE_ALERT_COLLECTION_JOB, String(collectionId)],
    );
    expect(queued!.n).toBe(1);

    const options = { kinds: [PRICE_ALERT_COLLECTION_JOB], aheadSeconds: PRICE_ALERT_COLLECTION_DELAY + 1 };
    await Promise.all([server.app.jobs.runDue(options), other.jobs.runDue(options)]);
    const notices = await server.db.query<{ floor: string }>(
      `SELECT params->>'floor' AS floor FROM messages WHERE user_id = $1 AND template = 'price_alert_below'`,
      [watcher.id],
    );
    expect(notices).toEqual([{ floor: '6' }]);
  }, 120_000);
});
