import BigNumber from 'bignumber.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type {
  AccountBalanceRes,
  FinanceDetailRes,
  SwapQuote,
  SymbolExchangeInfoRes,
  TransactionEventListRes,
} from '@/contract';
import { createTestServer, START_TIMEOUT, type TestServer } from '../../testing/harness';
import { postLedger, systemAccount } from '../finance/ledger';
import { fund, once, PAYMENT_PASSWORD, walletUser, type WalletUser } from './walletKit';

const f = contract.finance;
let server: TestServer;
let alice: WalletUser;
let bob: WalletUser;

beforeAll(async () => {
  server = await createTestServer();
  alice = await walletUser(server, 'hist-a');
  bob = await walletUser(server, 'hist-b');
  await fund(server, alice.id, 'USDT', '1000');
  await fund(server, alice.id, 'BTC', '0.5');
}, START_TIMEOUT);
afterAll(() => server.close());

const events = (body: Record<string, unknown> = {}, user = alice) =>
  server.post<TransactionEventListRes>(f.transactionEventList.path, body, { token: user.token });

describe('account/balance', () => {
  it('answers per coin and account with USD values at the current price, and totals', async () => {
    await server.post(
      f.transfer.path,
      { symbol: 'USDT', amount: '100', from_account: 'spot', to_account: 'game' },
      once(alice.token),
    );
    const res = await server.post<AccountBalanceRes>(contract.coin.accountBalance.path, {}, { token: alice.token });
    expect(res.code).toBe(0);
    const usdtSpot = res.data.list.find((row) => row.account === 'spot' && row.symbol === 'USDT');
    expect(usdtSpot).toMatchObject({ available: '900', frozen: '0', total: '900', usd_price: '1', usd_value: '900' });
    const btc = res.data.list.find((row) => row.symbol === 'BTC')!;
    expect(btc.usd_value).toBe(
      new BigNumber(btc.usd_price).times('0.5').decimalPlaces(18, BigNumber.ROUND_DOWN).toFixed(),
    );
    expect(res.data.accounts.map((a) => a.account)).toEqual(['spot', 'game', 'pledge']);
    expect(res.data.accounts.find((a) => a.account === 'game')?.usd_value).toBe('100');
    expect(res.data.accounts.find((a) => a.account === 'pledge')?.usd_value).toBe('0');
    const sum = res.data.list.reduce((total, row) => total + Number(row.usd_value), 0);
    expect(Number(res.data.total_usd)).toBeCloseTo(sum, 6);
    const game = await server.post<AccountBalanceRes>(
      contract.coin.accountBalance.path,
      { account: 'game' },
      { token: alice.token },
    );
    expect(game.data.list).toEqual([expect.objectContaining({ account: 'game', symbol: 'USDT', available: '100' })]);
    expect(game.data.total_usd).toBe('100');
    expect(
      (await server.post(contract.coin.accountBalance.path, { account: 'bank' }, { token: alice.token })).code,
    ).toBe(10003);
    expect((await server.post(contract.coin.accountBalance.path, {})).code).toBe(4001);
  });
});

describe('prices', () => {
  it('coin_list, get_symbol_exchange_usd and the chart follow the same walk', async () => {
    const usd = await server.post<{ list: { symbol: string; usd_price: string }[] }>(
      contract.coin.getSymbolExchangeUsd.path,
      {
        symbol: 'BTC',
      },
    );
    const coins = await server.post<{ list: { info: { symbol: string; usd_price: string } }[] }>(
      contract.coin.coinList.path,
      {},
    );
    const chart = await server.post<SymbolExchangeInfoRes>(
      contract.coin.getSymbolExchangeInfo.path,
      { symbol: 'btc', period: '7d' },
      { token: alice.token },
    );
    expect(chart.code).toBe(0);
    expect(chart.data.points).toHaveLength(169);
    const btc = usd.data.list[0]!.usd_price;
    expect(coins.data.list.find((c) => c.info.symbol === 'BTC')?.info.usd_price).toBe(btc);
    expect(chart.data.usd_price).toBe(btc);
    expect(chart.data.points.at(-1)?.price).toBe(btc);
    // the seeded walk started 30 days ago at the listed price and has moved since
    expect(btc).not.toBe('67250.12');
    expect(Number(chart.data.high)).toBeGreaterThanOrEqual(Number(chart.data.low));
    expect(chart.data.change_percent).toMatch(/^-?\d+\.\d{2}$/);
    const day = await server.post<SymbolExchangeInfoRes>(
      contract.coin.getSymbolExchangeInfo.path,
      { symbol: 'USDT' },
      { token: alice.token },
    );
    expect(day.data).toMatchObject({ period: '24h', usd_price: '1', change_percent: '0.00', high: '1', low: '1' });
    expect(
      (await server.post(contract.coin.getSymbolExchangeInfo.path, { symbol: 'DOGE' }, { token: alice.token })).code,
    ).toBe(30002);
    expect(
      (
        await server.post(
          contract.coin.getSymbolExchangeInfo.path,
          { symbol: 'BTC', period: '1y' },
          { token: alice.token },
        )
      ).code,
    ).toBe(10003);
  });
});

describe('transaction_event_list and finance_detail', () => {
  it('lists every ledger event of the caller, newest first, with its type, and filters by type and coin', async () => {
    const sent = await server.post(
      f.transfer.path,
      { symbol: 'USDT', amount: '25', pay_id: bob.payId, password: PAYMENT_PASSWORD },
      once(alice.token),
    );
    expect(sent.code).toBe(0);
    const quote = await server.post<SwapQuote>(
      f.swapGetPrice.path,
      { from_symbol: 'BTC', to_symbol: 'USDT', amount: '0.01' },
      { token: alice.token },
    );
    const swap = await server.post(
      f.swapApply.path,
      { quote_id: quote.data.quote_id, slippage: '1' },
      once(alice.token),
    );
    expect(swap.code).toBe(0);
    // a withdrawal posted by another module appears too (kinds of docs/wallet-money.md)
    await server.db.tx(async (q) => {
      await postLedger(q, 'withdraw_freeze', 'withdrawal:1', [
        { userId: alice.id, part: 'available', symbol: 'USDT', amount: '-11' },
        { userId: alice.id, part: 'frozen', symbol: 'USDT', amount: '11' },
      ]);
      await postLedger(q, 'withdraw_done', 'withdrawal:1', [
        { userId: alice.id, part: 'frozen', symbol: 'USDT', amount: '-11' },
        { userId: await systemAccount(q, 'chain'), part: 'system', symbol: 'USDT', amount: '11' },
      ]);
    });

    const all = await events();
    expect(all.code).toBe(0);
    expect(all.data.list.map((event) => event.type)).toEqual([
      'send',
      'send',
      'swap',
      'transferTo',
      'to_game',
      'receive',
      'receive',
    ]);
    expect(all.data).toMatchObject({ count: 7, page: 1, page_size: 15 });
    const freeze = all.data.list[1]!;
    expect(freeze.changes).toEqual([{ symbol: 'USDT', account: 'spot', available: '-11', frozen: '11', amount: '0' }]);
    const swapEvent = all.data.list[2]!;
    expect(swapEvent.changes.map((change) => change.symbol)).toEqual(['BTC', 'USDT']);
    expect(swapEvent.changes[0]).toMatchObject({ amount: '-0.01' });
    const toGame = all.data.list[4]!;
    expect(toGame.changes).toEqual([
      { symbol: 'USDT', account: 'game', available: '100', frozen: '0', amount: '100' },
      { symbol: 'USDT', account: 'spot', available: '-100', frozen: '0', amount: '-100' },
    ]);

    expect((await events({ type: 'swap' })).data.list.map((event) => event.id)).toEqual([swapEvent.id]);
    expect((await events({ type: 'transferTo' })).data.count).toBe(1);
    expect((await events({ type: 'transferFrom' }, bob)).data.list[0]?.changes[0]).toMatchObject({ amount: '25' });
    expect((await events({ symbol: 'btc' })).data.list.map((event) => event.type)).toEqual(['swap', 'receive']);
    expect((await events({ type: 'all', page: 2, page_size: 3 })).data.list.map((event) => event.type)).toEqual([
      'transferTo',
      'to_game',
      'receive',
    ]);
    expect((await events({ type: 'nft_mint' })).data).toMatchObject({ list: [], count: 0 });
    for (const bad of [{ type: 'hack' }, { page: 0 }, { page_size: 1000 }, { symbol: 'x'.repeat(21) }])
      expect((await events(bad)).code).toBe(10003);

    const detail = await server.post<FinanceDetailRes>(
      f.financeDetail.path,
      { id: swapEvent.id },
      { token: alice.token },
    );
    expect(detail.data).toMatchObject({
      ...swapEvent,
      swap: { from_symbol: 'BTC', to_symbol: 'USDT' },
      transfer: null,
    });
    const transferDetail = await server.post<FinanceDetailRes>(
      f.financeDetail.path,
      { id: all.data.list[3]!.id },
      { token: alice.token },
    );
    expect(transferDetail.data.transfer).toMatchObject({ amount: '25', counterparty: { pay_id: bob.payId } });
    expect((await server.post(f.financeDetail.path, { id: swapEvent.id }, { token: bob.token })).code).toBe(32020);
    expect((await server.post(f.financeDetail.path, { id: 'x' }, { token: bob.token })).code).toBe(10003);
  });
});
