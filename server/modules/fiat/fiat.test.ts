import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type {
  FiatCoinListRes,
  FiatChannelListRes,
  FiatOrder,
  FiatQuoteRes,
  FiatWidgetUrlRes,
} from '@/contract/fiat/types';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';

let server: TestServer;
let token: string;
let userId: number;

const key = () => `fiat-${randomBytes(8).toString('hex')}`;
const create = (body: Record<string, unknown>, as = token, idem = key()) =>
  server.post<FiatOrder>(contract.fiat.createOrder.path, body, { token: as, headers: { 'Idempotency-Key': idem } });
const widget = (orderNo: string, as = token) =>
  server.post<FiatWidgetUrlRes>(contract.fiat.getWidgetUrl.path, { order_no: orderNo }, { token: as });
const checkout = (url: string) => server.app.inject({ method: 'GET', url });
const report = (tokenValue: string, action: string) =>
  server.app.inject({
    method: 'POST',
    url: '/dev/fiat/checkout',
    payload: new URLSearchParams({ token: tokenValue, action }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
const balance = async (symbol: string) =>
  (
    await server.db.query<{ available: string }>(
      'SELECT trim_scale(available)::text AS available FROM balances WHERE user_id = $1 AND symbol = $2',
      [userId, symbol],
    )
  )[0]?.available ?? '0';
const ledgerSums = () =>
  server.db.query<{ symbol: string; total: string }>(
    'SELECT symbol, sum(amount)::text AS total FROM ledger_entries GROUP BY symbol HAVING sum(amount) <> 0',
  );

beforeAll(async () => {
  server = await createTestServer();
  const email = uniqueEmail('fiat');
  token = await server.signIn(email);
  const [user] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  userId = user!.id;
}, START_TIMEOUT);
afterAll(() => server.close());

describe('fiat catalogue and quotes', () => {
  it('lists the buyable coins and currencies, and the channels with limits in the asked currency', async () => {
    const coins = await server.post<FiatCoinListRes>(contract.fiat.getCoinList.path, {}, { token });
    expect(coins.code).toBe(0);
    expect(coins.data.list.map((c) => c.symbol)).toEqual(['USDT', 'BTC', 'ETH', 'USDC', 'SOL']);
    expect(coins.data.fiat_list.map((f) => f.code)).toEqual(['USD', 'EUR', 'KRW', 'TWD', 'CNY']);

    const usd = await server.post<FiatChannelListRes>(contract.fiat.getChannelList.path, {}, { token });
    expect(usd.data.list.map((c) => c.code)).toEqual(['nimbus', 'harbor', 'kite']);
    expect(usd.data.list[0]).toMatchObject({
      fee_rate: '0.035',
      min_amount: '20',
      max_amount: '5000',
      simulated: true,
    });
    const krw = await server.post<FiatChannelListRes>(contract.fiat.getChannelList.path, { fiat: 'krw' }, { token });
    // 50 USD x 1385 = 69250 KRW; the fixed 2.5 USD fee = 3462.5 -> 3463 KRW (rounded up, no decimals)
    expect(krw.data.list[1]).toMatchObject({ code: 'harbor', min_amount: '69250', fixed_fee: '3463', fiat: 'KRW' });
    const unknown = await server.post(contract.fiat.getChannelList.path, { fiat: 'XYZ' }, { token });
    expect(unknown.code).toBe(33001);
  });

  it('quotes every channel from the server prices, best first, and flags amounts outside the limits', async () => {
    const res = await server.post<FiatQuoteRes>(
      contract.fiat.quote.path,
      { symbol: 'usdt', fiat: 'USD', fiat_amount: '100' },
      { token },
    );
    expect(res.code).toBe(0);
    // harbor: 100 - 1.5 - 2.5 = 96; nimbus: 100 - 3.5 = 96.5; kite: 100 - 4.9 = 95.1 (USDT at 1 USD)
    expect(res.data.list.map((q) => [q.channel, q.fee, q.coin_amount, q.ok])).toEqual([
      ['nimbus', '3.5', '96.5', true],
      ['harbor', '4', '96', true],
      ['kite', '4.9', '95.1', true],
    ]);
    const btc = await server.post<FiatQuoteRes>(
      contract.fiat.quote.path,
      { symbol: 'BTC', fiat: 'KRW', fiat_amount: '1000000', channel: 'nimbus' },
      { token },
    );
    // price 67250.12 x 1385 = 93141416.2 KRW; fee 35000; 965000 / 93141416.2 = 0.0103605886… cut to 8 decimals
    expect(btc.data.list).toEqual([
      expect.objectContaining({ fee: '35000', price: '93141416.2', coin_amount: '0.01036058', ok: true }),
    ]);
    const small = await server.post<FiatQuoteRes>(
      contract.fiat.quote.path,
      { symbol: 'ETH', fiat: 'USD', fiat_amount: '15' },
      { token },
    );
    expect(small.data.list.map((q) => [q.channel, q.ok, q.reason, q.coin_amount])).toEqual([
      ['kite', true, '', expect.stringMatching(/^0\.00409705\d{10}$/)],
      ['nimbus', false, 'below_min', '0'],
      ['harbor', false, 'below_min', '0'],
    ]);
  });

  it('refuses unknown coins, currencies, channels and hostile amounts', async () => {
    for (const body of [
      { symbol: 'DOGE', fiat: 'USD', fiat_amount: '100' },
      { symbol: 'USDT', fiat: 'ABC', fiat_amount: '100' },
      { symbol: 'USDT', fiat: 'USD', fiat_amount: '100', channel: 'nope' },
    ])
      expect((await server.post(contract.fiat.quote.path, body, { token })).code).toBe(33001);
    for (const fiat_amount of ['-1', '1e9', '0x10', '1.23456', '', ' 10', 'NaN', '9'.repeat(13)])
      expect(
        (await server.post(contract.fiat.quote.path, { symbol: 'USDT', fiat: 'USD', fiat_amount }, { token })).code,
      ).toBe(10003);
    expect((await server.post(contract.fiat.quote.path, { symbol: 'USDT', fiat: 'USD', fiat_amount: '1' })).code).toBe(
      4001,
    );
  });
});

describe('fiat orders and the simulated provider', () => {
  it('creates an order at the server quote, pays it on the provider page and credits the coin once', async () => {
    const before = await balance('USDT');
    const order = await create({ symbol: 'USDT', fiat: 'USD', fiat_amount: '100', channel: 'harbor' });
    expect(order.code).toBe(0);
    expect(order.data).toMatchObject({ status: 'pending', coin_amount: '96', fee: '4', channel_name: 'Harbor Ramp' });
    expect(order.data.order_no).toMatch(/^FO[0-9A-F]{20,}$/);

    const link = await widget(order.data.order_no);
    expect(link.data.url).toMatch(/^\/dev\/fiat\/checkout\?token=[A-Za-z0-9_-]{32}$/);
    const page = await checkout(link.data.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Simulation, no real payment');
    expect(page.body).toContain('100 USD');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'nonce-[^']+'/);

    // a double click, and a retry, on "Pay": one credit
    const paid = await Promise.all([report(tokenOf(link.data.url), 'pay'), report(tokenOf(link.data.url), 'pay')]);
    expect(paid.map((r) => r.statusCode)).toEqual([303, 303]);
    expect((await report(tokenOf(link.data.url), 'pay')).statusCode).toBe(303);
    expect((await report(tokenOf(link.data.url), 'fail')).statusCode).toBe(303);
    expect(await balance('USDT')).toBe(String(Number(before) + 96));
    const credits = await server.db.query(
      "SELECT id FROM ledger_transactions WHERE kind = 'fiat_purchase' AND reference = $1",
      [order.data.order_no],
    );
    expect(credits).toHaveLength(1);
    expect(await ledgerSums()).toEqual([]);

    const after = await widget(order.data.order_no);
    expect(after.data).toMatchObject({ url: '', order: { status: 'credited' } });
    expect(after.data.order.credited_at).toBeGreaterThan(0);
    expect((await checkout(link.data.url)).body).toContain('The coins are in your wallet');
  });

  it('runs create_order once per idempotency key', async () => {
    const idem = key();
    const body = { symbol: 'BTC', fiat: 'EUR', fiat_amount: '250.5', channel: 'nimbus' };
    const [a, b] = await Promise.all([create(body, token, idem), create(body, token, idem)]);
    expect(a.code).toBe(0);
    expect(b.data).toEqual(a.data);
    const rows = await server.db.query('SELECT id FROM fiat_orders WHERE user_id = $1 AND fiat = $2', [userId, 'EUR']);
    expect(rows).toHaveLength(1);
    const noKey = await server.post(contract.fiat.createOrder.path, body, { token });
    expect(noKey.code).toBe(10003);
  });

  it('marks a failed payment failed and moves nothing', async () => {
    const before = await balance('ETH');
    const order = await create({ symbol: 'ETH', fiat: 'TWD', fiat_amount: '5000', channel: 'kite' });
    const link = await widget(order.data.order_no);
    expect((await report(tokenOf(link.data.url), 'fail')).statusCode).toBe(303);
    expect((await report(tokenOf(link.data.url), 'pay')).statusCode).toBe(303);
    expect((await widget(order.data.order_no)).data.order.status).toBe('failed');
    expect(await balance('ETH')).toBe(before);
    expect((await checkout(link.data.url)).body).toContain('Payment failed');
  });

  it('expires a pending order past its time; paying it then credits nothing', async () => {
    const order = await create({ symbol: 'SOL', fiat: 'CNY', fiat_amount: '1000', channel: 'nimbus' });
    const link = await widget(order.data.order_no);
    await server.db.query("UPDATE fiat_orders SET expires_at = now() - interval '1 second' WHERE order_no = $1", [
      order.data.order_no,
    ]);
    expect((await report(tokenOf(link.data.url), 'pay')).statusCode).toBe(303);
    expect((await widget(order.data.order_no)).data).toMatchObject({ url: '', order: { status: 'expired' } });
    expect(await balance('SOL')).toBe('0');
  });

  it("refuses amounts outside the channel's limits, and another user's order", async () => {
    const low = await create({ symbol: 'USDT', fiat: 'USD', fiat_amount: '19.99', channel: 'nimbus' });
    expect(low.code).toBe(33002);
    expect(low.msg).toBe('With Nimbus Pay, enter an amount between 20 and 5000 USD.');
    const high = await create({ symbol: 'USDT', fiat: 'KRW', fiat_amount: '3000000', channel: 'kite' }, token);
    expect(high.code).toBe(33002);
    const ko = await server.post(
      contract.fiat.createOrder.path,
      { symbol: 'USDT', fiat: 'USD', fiat_amount: '5', channel: 'kite' },
      { token, lang: 'ko', headers: { 'Idempotency-Key': key() } },
    );
    expect(ko.msg).toBe('Kite Card에서는 10~1500 USD 사이의 금액을 입력해 주세요.');

    const mine = await create({ symbol: 'USDT', fiat: 'USD', fiat_amount: '50', channel: 'kite' });
    const other = await server.signIn(uniqueEmail('fiat-other'));
    expect((await widget(mine.data.order_no, other)).code).toBe(33003);
    expect((await widget('FO0000000000000000000000', token)).code).toBe(33003);
    expect((await widget('fo<script>', token)).code).toBe(10003);
  });

  it('answers unknown or malformed provider links without moving anything', async () => {
    expect((await checkout('/dev/fiat/checkout?token=' + 'A'.repeat(32))).statusCode).toBe(404);
    expect((await checkout('/dev/fiat/checkout?token=../../etc')).statusCode).toBe(404);
    expect((await checkout('/dev/fiat/checkout?token=a&token=b')).statusCode).toBe(404);
    expect((await report('A'.repeat(32), 'pay')).statusCode).toBe(303);
    expect((await report('bad', 'pay')).statusCode).toBe(400);
    expect((await report('A'.repeat(32), 'steal')).statusCode).toBe(400);
    const json = await server.app.inject({
      method: 'POST',
      url: '/dev/fiat/checkout',
      payload: { token: 'A'.repeat(32), action: 'pay' },
    });
    expect(json.statusCode).toBeLessThan(500);
  });

  it('is off in production: no provider page, and simulated channels refuse orders', async () => {
    const prod = await server.appWith({ nodeEnv: 'production' });
    const page = await prod.inject({ method: 'GET', url: '/dev/fiat/checkout?token=' + 'A'.repeat(32) });
    expect(page.statusCode).toBe(404);
    const res = await server.post(
      contract.fiat.createOrder.path,
      { symbol: 'USDT', fiat: 'USD', fiat_amount: '50', channel: 'kite' },
      { token, app: prod, headers: { 'Idempotency-Key': key() } },
    );
    expect(res.code).toBe(33005);
  });
});
