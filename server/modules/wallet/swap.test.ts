import BigNumber from 'bignumber.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type { SwapOrder, SwapPairListRes, SwapQuote } from '@/contract';
import { createTestServer, START_TIMEOUT, type TestServer } from '../../testing/harness';
import { balanceOf, fund, ledgerProblems, once, walletUser, type WalletUser } from './walletKit';

const f = contract.finance;
let server: TestServer;
let alice: WalletUser;

beforeAll(async () => {
  server = await createTestServer();
  alice = await walletUser(server, 'swap');
  await fund(server, alice.id, 'USDT', '10000');
}, START_TIMEOUT);
afterAll(() => server.close());

const quote = async (body: Record<string, unknown>, token = alice.token) =>
  server.post<SwapQuote>(f.swapGetPrice.path, body, { token });

/** Moves a coin's price walk by `factor` (as a market move would). */
const movePrice = (symbol: string, factor: string) =>
  server.db.query('UPDATE coin_price_walks SET anchor_price = anchor_price * $2::numeric WHERE symbol = $1', [
    symbol,
    factor,
  ]);

describe('swap_coin_pair_config_list', () => {
  it('lists the pairs as data, both kinds, or one kind', async () => {
    const all = await server.post<SwapPairListRes>(f.swapCoinPairConfigList.path, {}, { token: alice.token });
    expect(all.code).toBe(0);
    expect(all.data.list).toContainEqual(
      expect.objectContaining({
        kind: 'standard',
        from_symbol: 'USDT',
        to_symbol: 'BTC',
        min_amount: '1',
        fee_rate: '0.002',
      }),
    );
    const seraph = await server.post<SwapPairListRes>(
      f.swapCoinPairConfigList.path,
      { kind: 'seraph' },
      { token: alice.token },
    );
    expect(seraph.data.list.length).toBeGreaterThan(0);
    expect(seraph.data.list.every((pair) => pair.kind === 'seraph')).toBe(true);
    expect((await server.post(f.swapCoinPairConfigList.path, { kind: 'x' }, { token: alice.token })).code).toBe(10003);
    expect((await server.post(f.swapCoinPairConfigList.path, {})).code).toBe(4001);
  });
});

describe('swap_get_price', () => {
  it('quotes at the server price: fee, rate, impact, minimum received, expiry', async () => {
    const res = await quote({ from_symbol: 'usdt', to_symbol: 'BTC', amount: '1000', slippage: '1' });
    expect(res.code).toBe(0);
    const q = res.data;
    expect(q.fee).toBe('2');
    const [prices] = await Promise.all([
      server.post<{ list: { symbol: string; usd_price: string }[] }>(contract.coin.getSymbolExchangeUsd.path, {}),
    ]);
    const btc = new BigNumber(prices.data.list.find((row) => row.symbol === 'BTC')!.usd_price);
    // 998 USDT at the BTC price, less a small impact, rounded down to 8 decimals
    const ideal = new BigNumber(998).dividedBy(btc);
    expect(new BigNumber(q.to_amount).lte(ideal)).toBe(true);
    expect(new BigNumber(q.to_amount).gt(ideal.times(0.999))).toBe(true);
    expect(q.to_amount.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(8);
    expect(new BigNumber(q.min_received).toFixed()).toBe(
      new BigNumber(q.to_amount).times(0.99).decimalPlaces(8, BigNumber.ROUND_DOWN).toFixed(),
    );
    expect(Number(q.price_impact)).toBeGreaterThan(0);
    expect(q.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(13);
    expect(q.expires_at - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(16);
  });

  it('refuses unknown pairs, amounts out of range or too precise, and hostile input', async () => {
    expect((await quote({ from_symbol: 'USDT', to_symbol: 'USDT', amount: '1' })).code).toBe(32002);
    expect((await quote({ from_symbol: 'TRX', to_symbol: 'BTC', amount: '100' })).code).toBe(32002);
    expect((await quote({ from_symbol: 'USDT', to_symbol: 'BTC', amount: '1', kind: 'seraph' })).code).toBe(32002);
    const low = await quote({ from_symbol: 'USDT', to_symbol: 'BTC', amount: '0.5' });
    expect(low).toMatchObject({ code: 32003, msg: 'The minimum swap is 1 USDT.' });
    expect((await quote({ from_symbol: 'USDT', to_symbol: 'BTC', amount: '100001' })).code).toBe(32003);
    expect((await quote({ from_symbol: 'USDT', to_symbol: 'BTC', amount: '0' })).code).toBe(32001);
    expect((await quote({ from_symbol: 'USDT', to_symbol: 'BTC', amount: '1.0000001' })).code).toBe(32001);
    expect((await quote({ from_symbol: 'USDT', to_symbol: 'BTC', amount: '10', slippage: '51' })).code).toBe(32006);
    for (const amount of ['-1', '1e3', 'NaN', '0x10', ' 1', '1.', 12, null, '9'.repeat(40)])
      expect((await quote({ from_symbol: 'USDT', to_symbol: 'BTC', amount })).code).toBe(10003);
  });
});

describe('swap_apply', () => {
  it('executes at the current price in one ledger transaction and lists it', async () => {
    const q = (await quote({ from_symbol: 'USDT', to_symbol: 'BTC', amount: '500', slippage: '0.5' })).data;
    const before = await balanceOf(server, alice.id, 'USDT');
    const res = await server.post<SwapOrder>(
      f.swapApply.path,
      { quote_id: q.quote_id, slippage: '0.5' },
      once(alice.token),
    );
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      from_symbol: 'USDT',
      to_symbol: 'BTC',
      from_amount: '500',
      fee: '1',
      status: 'done',
    });
    expect(res.data.to_amount).toBe(q.to_amount);
    expect((await balanceOf(server, alice.id, 'USDT')).available).toBe(before.available - 500);
    expect((await balanceOf(server, alice.id, 'BTC')).raw?.available).toBe(new BigNumber(q.to_amount).toFixed(18));
    const [fees] = await server.db.query<{ total: string }>(
      `SELECT sum(e.amount)::text AS total FROM ledger_entries e JOIN users u ON u.id = e.user_id
        WHERE u.uid = 'system:fees' AND e.symbol = 'USDT'`,
    );
    expect(Number(fees?.total)).toBe(1);
    // the same quote cannot run twice
    const again = await server.post(f.swapApply.path, { quote_id: q.quote_id, slippage: '0.5' }, once(alice.token));
    expect(again.code).toBe(32004);
    const list = await server.post<{ list: SwapOrder[]; count: number }>(f.swapList.path, {}, { token: alice.token });
    expect(list.data.list[0]).toEqual(res.data);
    const detail = await server.post<SwapOrder>(f.swapDetail.path, { id: res.data.id }, { token: alice.token });
    expect(detail.data).toEqual(res.data);
    expect(await ledgerProblems(server)).toEqual([]);
  });

  it('moves money once for the same Idempotency-Key', async () => {
    const q = (await quote({ from_symbol: 'USDT', to_symbol: 'ETH', amount: '100' })).data;
    const options = once(alice.token);
    const before = await balanceOf(server, alice.id, 'USDT');
    const first = await server.post<SwapOrder>(f.swapApply.path, { quote_id: q.quote_id, slippage: '0.5' }, options);
    const second = await server.post<SwapOrder>(f.swapApply.path, { quote_id: q.quote_id, slippage: '0.5' }, options);
    expect(first.code).toBe(0);
    expect(second).toMatchObject({ code: 0, data: first.data });
    expect((await balanceOf(server, alice.id, 'USDT')).available).toBe(before.available - 100);
    // without a key the call is refused
    expect(
      (await server.post(f.swapApply.path, { quote_id: q.quote_id, slippage: '0.5' }, { token: alice.token })).code,
    ).toBe(10003);
  });

  it('refuses when the price moved beyond the slippage, and moves nothing', async () => {
    const q = (await quote({ from_symbol: 'USDT', to_symbol: 'SOL', amount: '300', slippage: '1' })).data;
    const usdt = await balanceOf(server, alice.id, 'USDT');
    const entries = await server.db.query('SELECT id FROM ledger_entries');
    await movePrice('SOL', '1.05'); // SOL 5 % dearer: 300 USDT buy ~4.8 % less
    const res = await server.post(f.swapApply.path, { quote_id: q.quote_id, slippage: '1' }, once(alice.token));
    expect(res.code).toBe(32005);
    expect(res.msg).toMatch(
      /^The price moved beyond your slippage of 1%: you would now receive [\d.]+ SOL\. Nothing was swapped\.$/,
    );
    expect(await balanceOf(server, alice.id, 'USDT')).toEqual(usdt);
    expect(await server.db.query('SELECT id FROM ledger_entries')).toHaveLength(entries.length);
    // within a wider slippage the same quote executes, at the new price (less than quoted)
    const wide = await server.post<SwapOrder>(
      f.swapApply.path,
      { quote_id: q.quote_id, slippage: '6' },
      once(alice.token),
    );
    expect(wide.code).toBe(0);
    expect(new BigNumber(wide.data.to_amount).lt(q.to_amount)).toBe(true);
    expect(wide.data.quoted_to_amount).toBe(q.to_amount);
    await movePrice('SOL', String(1 / 1.05));
  });

  it('a better price executes at the better price', async () => {
    const q = (await quote({ from_symbol: 'USDT', to_symbol: 'BNB', amount: '200' })).data;
    await movePrice('BNB', '0.9');
    const res = await server.post<SwapOrder>(
      f.swapApply.path,
      { quote_id: q.quote_id, slippage: '0' },
      once(alice.token),
    );
    expect(res.code).toBe(0);
    expect(new BigNumber(res.data.to_amount).gt(q.to_amount)).toBe(true);
  });

  it('refuses an expired, unknown or foreign quote, and a balance too small', async () => {
    const q = (await quote({ from_symbol: 'USDT', to_symbol: 'TRX', amount: '50' })).data;
    await server.db.query(`UPDATE swap_quotes SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      q.quote_id,
    ]);
    expect((await server.post(f.swapApply.path, { quote_id: q.quote_id, slippage: '1' }, once(alice.token))).code).toBe(
      32004,
    );
    expect(
      (await server.post(f.swapApply.path, { quote_id: 'x'.repeat(24), slippage: '1' }, once(alice.token))).code,
    ).toBe(32004);
    const bob = await walletUser(server, 'swap-bob');
    const mine = (await quote({ from_symbol: 'USDT', to_symbol: 'TRX', amount: '50' })).data;
    expect(
      (await server.post(f.swapApply.path, { quote_id: mine.quote_id, slippage: '1' }, once(bob.token))).code,
    ).toBe(32004);
    const poor = (await quote({ from_symbol: 'USDT', to_symbol: 'TRX', amount: '50' }, bob.token)).data;
    expect(
      (await server.post(f.swapApply.path, { quote_id: poor.quote_id, slippage: '1' }, once(bob.token))).code,
    ).toBe(30001);
    expect((await server.post(f.swapDetail.path, { id: 1 }, { token: bob.token })).code).toBe(32020);
    expect((await server.post(f.swapApply.path, { quote_id: '../../etc', slippage: '1' }, once(bob.token))).code).toBe(
      10003,
    );
  });

  it('seraph pairs swap on the game account', async () => {
    await fund(server, alice.id, 'USDT', '100', 'game');
    const q = await quote({ from_symbol: 'USDT', to_symbol: 'TRX', amount: '40', kind: 'seraph' });
    expect(q.code).toBe(0);
    const spot = await balanceOf(server, alice.id, 'USDT');
    const res = await server.post<SwapOrder>(
      f.swapApply.path,
      { quote_id: q.data.quote_id, slippage: '1' },
      once(alice.token),
    );
    expect(res.data).toMatchObject({ kind: 'seraph', account: 'game' });
    expect((await balanceOf(server, alice.id, 'USDT', 'game')).available).toBe(60);
    expect(await balanceOf(server, alice.id, 'USDT')).toEqual(spot);
    expect((await balanceOf(server, alice.id, 'TRX', 'game')).available).toBeGreaterThan(0);
    const list = await server.post<{ list: SwapOrder[] }>(f.swapList.path, { kind: 'seraph' }, { token: alice.token });
    expect(list.data.list.map((order) => order.id)).toEqual([res.data.id]);
    expect(await ledgerProblems(server)).toEqual([]);
  });
});
