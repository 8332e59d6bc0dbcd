import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeBotApi } from '../../testing/fakeBotApi';
import { START_TIMEOUT, type TestServer } from '../../testing/harness';
import { twoInstancesWithBot } from '../../testing/servers';
import { balanceOf, ledgerProblems, newKey, walletUser } from '../wallet/walletKit';
import { createInvoice, deliver, linkTelegram, payloadOf, paymentUpdate } from './testKit';

// Telegram delivering one payment to two server instances at once (each with its own connection pool, on one
// PostgreSQL): the credit happens once. A `.pg.test.ts` file runs only in the PostgreSQL pass.
if (!process.env.DATABASE_URL) throw new Error('stars.pg.test.ts needs DATABASE_URL (server/testing/with-postgres.sh)');

let bot: FakeBotApi;
let server: TestServer;
let other: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, other, bot, close } = await twoInstancesWithBot());
}, START_TIMEOUT);
afterAll(() => close());

describe('a Stars payment delivered to two instances', () => {
  it('credits once across 20 concurrent deliveries of one charge; a second charge of the paid link is given back', async () => {
    const user = await walletUser(server, 'stars-pg', false);
    const telegramId = await linkTelegram(server, user.id);
    const invoice = await createInvoice(server, user.token, 1000);
    const payload = await payloadOf(server, invoice.payment_no);
    const update = paymentUpdate({ telegramId, payload, stars: 1000, chargeId: `charge-${newKey()}` });
    const second = paymentUpdate({ telegramId, payload, stars: 1000, chargeId: `charge-${newKey()}` });
    await Promise.all(Array.from({ length: 20 }, (_, i) => deliver(i % 2 === 0 ? server.app : other, update)));
    await deliver(other, second);
    expect((await balanceOf(server, user.id, 'USDT')).available).toBe(13);
    const credits = await server.db.query(
      "SELECT 1 FROM ledger_transactions WHERE kind = 'stars_topup' AND reference = $1",
      [invoice.payment_no],
    );
    expect(credits).toHaveLength(1);
    expect(bot.calls('refundStarPayment')).toHaveLength(1);
    expect(await ledgerProblems(server)).toEqual([]);
  });
});
