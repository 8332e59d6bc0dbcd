import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { signedIn } from '@/contract/define';
import { postLedger, systemAccount } from '../modules/finance/ledger';
import { registerCall } from '../plugins/handler';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from '../testing/harness';

// A money-moving probe registered the way modules register theirs: each run pays 1 USDT to the caller.
let server: TestServer;
let token: string;
let userId: number;
const PAY = signedIn<{ note: string; password?: string }, { paid: string; run: number }>('/finance-api/api/test/pay', {
  idempotent: true,
});
let runs = 0;

const balance = async () =>
  (
    await server.db.query<{ available: string }>(
      "SELECT trim_scale(available)::text AS available FROM balances WHERE user_id = $1 AND symbol = 'USDT'",
      [userId],
    )
  )[0]?.available ?? '0';
const pay = (key: string | undefined, note = 'coffee', password?: string) =>
  server.post(
    PAY.path,
    { note, ...(password === undefined ? {} : { password }) },
    { token, headers: key === undefined ? {} : { 'Idempotency-Key': key } },
  );

beforeAll(async () => {
  server = await createTestServer();
  registerCall(
    server.app,
    PAY,
    Type.Object({ note: Type.String({ maxLength: 20 }), password: Type.Optional(Type.String({ maxLength: 80 })) }),
    {
      handler: async ({ db, session, body }) => {
        runs += 1;
        await db.tx(async (q) => {
          const funding = await systemAccount(q, 'test-funding');
          await postLedger(q, 'test', body.note, [
            { userId: funding, part: 'system', symbol: 'USDT', amount: '-1' },
            { userId: session.userId, part: 'available', symbol: 'USDT', amount: '1' },
          ]);
        });
        if (body.note === 'fail-after-moving') throw new Error('crash after the ledger rows');
        return { paid: '1', run: runs };
      },
    },
  );
  token = await server.signIn(uniqueEmail('idem'));
  const [user] = await server.db.query<{ id: number }>(
    'SELECT s.user_id AS id FROM sessions s ORDER BY s.created_at DESC LIMIT 1',
  );
  userId = user!.id;
}, START_TIMEOUT);
afterAll(() => server.close());

describe('idempotent calls', () => {
  it('refuse a request without a well-formed key, moving nothing', async () => {
    for (const key of [undefined, 'short', 'x'.repeat(65), 'has spaces in it!!!!']) {
      const res = await pay(key);
      expect(res.code).toBe(10003);
      expect(res.msg).toContain('Idempotency-Key');
    }
    expect(await balance()).toBe('0');
  });

  it('move money once per key, and a repeat gets the first answer back', async () => {
    const key = 'intent-0001-aaaaaaaa';
    const first = await pay(key);
    expect(first).toMatchObject({ code: 0, data: { paid: '1' } });
    const again = await pay(key);
    expect(again).toMatchObject({ code: 0, data: first.data });
    expect(await balance()).toBe('1');
  });

  it('move money once when the same request arrives many times at once', async () => {
    const before = Number(await balance());
    const key = 'intent-0002-bbbbbbbb';
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(key)));
    expect(answers.every((res) => res.code === 0)).toBe(true);
    for (const res of answers) expect(res.data).toEqual(answers[0]!.data);
    expect(Number(await balance())).toBe(before + 1);
  });

  it('refuse the same key for another body', async () => {
    const res = await pay('intent-0001-aaaaaaaa', 'tea');
    expect(res.code).toBe(10003);
    expect(res.msg).toContain('already used');
  });

  it('answer a repeat that proves the payer another way (typed password, biometric token) as the same request', async () => {
    const before = Number(await balance());
    const key = 'intent-0005-eeeeeeee';
    const first = await pay(key, 'coffee', '135790');
    expect(first.code).toBe(0);
    const again = await pay(key, 'coffee', 'bio1.1.secret-of-the-device');
    expect(again).toMatchObject({ code: 0, data: first.data });
    expect(Number(await balance())).toBe(before + 1);
    // what is paid still counts: the same key for another payment is refused whatever proves it
    expect((await pay(key, 'tea', '135790')).code).toBe(10003);
  });

  it('say a payment request is already paid when its key comes back asking for something else', async () => {
    const before = Number(await balance());
    const key = 'payreq_AbCdEfGhIjKlMnOpQrStUv';
    expect((await pay(key, 'lunch')).code).toBe(0);
    const other = await pay(key, 'lunch and tip');
    expect(other.code).toBe(35053);
    expect(other.msg).toContain('already paid this request');
    expect(Number(await balance())).toBe(before + 1);
  });

  it('roll the money back with the key when the work fails, so a retry can run', async () => {
    const before = await balance();
    const key = 'intent-0003-cccccccc';
    expect((await pay(key, 'fail-after-moving')).code).toBe(10000);
    expect(await balance()).toBe(before);
    const [row] = await server.db.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key]);
    expect(row).toBeUndefined();
  });

  it('take over a key whose run died holding it (a claim older than a minute), and move money once', async () => {
    const before = Number(await balance());
    const key = 'intent-0004-dddddddd';
    const hash = createHash('sha256')
      .update(JSON.stringify({ note: 'coffee' }))
      .digest('hex');
    await server.db.query(
      `INSERT INTO idempotency_keys (user_id, key, path, request_hash, claim, created_at)
       VALUES ($1, $2, $3, $4, 'a-run-that-crashed', now() - interval '2 minutes')`,
      [userId, key, PAY.path, hash],
    );
    expect((await pay(key)).code).toBe(0);
    expect((await pay(key)).code).toBe(0);
    expect(Number(await balance())).toBe(before + 1);
  });
});
