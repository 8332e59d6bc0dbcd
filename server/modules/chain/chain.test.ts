import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type {
  CheckAddressRes,
  DepositAddressRes,
  DepositListRes,
  WithdrawCheckRes,
  WithdrawDetailRes,
  WithdrawEntry,
  WithdrawLimitRes,
  WithdrawListRes,
} from '@/contract';
import { isValidAddress } from '@/domain/address';
import { formatDateTime } from '@/domain/time';
import { SEED_COIN_CHAINS } from '../../db/seed/data';
import { createTestServer, START_TIMEOUT, type TestServer } from '../../testing/harness';
import { enableGa, gaCode } from '../user/testKit';
import {
  balanceOf,
  depositAndConfirm,
  devPost,
  idem,
  ledgerProblems,
  walletUser,
  withdrawBody,
  type WalletUser,
} from './chainKit';

// The money cycle on the simulated chain: deposit -> confirmations -> credited; withdraw -> processing -> done;
// failure and cancel release the money; internal settlement; the hold; refusals and hostile input.
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

const f = contract.finance;
const post = <T>(path: string, body: Record<string, unknown>, user: WalletUser, headers?: Record<string, string>) =>
  server.post<T>(path, body, { token: user.token, ...(headers ? { headers } : {}) });
const addressOf = async (user: WalletUser, symbol: string, chain: string) =>
  (await post<DepositAddressRes>(f.getDepositAddress.path, { symbol, chain_name: chain }, user)).data.address;
/** Runs the chain's due jobs as if `seconds` had passed (the server tests start no runner). */
const runJobs = (seconds = 0) => server.app.jobs.runDue({ aheadSeconds: seconds });
const mine = (chain: string, blocks: number) => devPost(server, '/dev/chain/mine', { chain, blocks });
// a real TRON address outside the platform (base58check, version 0x41)
const OTHER_TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe('deposits', () => {
  it('gives each user one address per coin and chain, valid for the chain, with its minimum and confirmations', async () => {
    const user = await walletUser(server, 'addr');
    const other = await walletUser(server, 'addr-other');
    for (const [symbol, chain] of SEED_COIN_CHAINS) {
      const res = await post<DepositAddressRes>(f.getDepositAddress.path, { symbol, chain_name: chain }, user);
      expect(res.code).toBe(0);
      expect(isValidAddress(res.data.address, chain)).toBe(true);
      expect(await addressOf(user, symbol, chain)).toBe(res.data.address);
      expect(await addressOf(other, symbol, chain)).not.toBe(res.data.address);
    }
    const usdt = await post<DepositAddressRes>(f.getDepositAddress.path, { symbol: 'usdt', chain_name: 'trc20' }, user);
    expect(usdt.data).toMatchObject({ symbol: 'USDT', chain_name: 'TRC20', min_deposit: '1', confirmations: 20 });
    const wrong = await post(f.getDepositAddress.path, { symbol: 'USDT', chain_name: 'BTC' }, user);
    expect(wrong).toMatchObject({ code: 31001, data: { chains: ['ERC20', 'TRC20', 'BSC', 'SOLANA'] } });
    expect((await post(f.getDepositAddress.path, { symbol: 'NOPE', chain_name: 'BTC' }, user)).code).toBe(30002);
  });

  it('records a deposit pending, follows its confirmations and credits it exactly once', async () => {
    const user = await walletUser(server, 'dep');
    const address = await addressOf(user, 'USDT', 'TRC20');
    const sent = await devPost(server, '/dev/chain/deposit', { chain: 'TRC20', address, symbol: 'USDT', amount: '25' });
    expect(sent).toMatchObject({ code: 0, data: { status: 'pending' } });
    const list = async () => (await post<DepositListRes>(f.depositList.path, {}, user)).data;
    expect((await list()).list[0]).toMatchObject({
      amount: '25',
      status: 'pending',
      confirmations: 1,
      required_confirmations: 20,
      internal: false,
    });
    await mine('TRC20', 10);
    expect((await list()).list[0]).toMatchObject({ status: 'pending', confirmations: 11 });
    expect(await balanceOf(server.db, user.userId, 'USDT')).toEqual({ available: '0', frozen: '0' });
    await mine('TRC20', 10);
    expect((await list()).list[0]).toMatchObject({ status: 'credited', confirmations: 20 });
    expect((await list()).list[0]?.credited_at).toBeGreaterThan(0);
    await mine('TRC20', 50);
    await runJobs(3600);
    expect(await balanceOf(server.db, user.userId, 'USDT')).toEqual({ available: '25', frozen: '0' });
    const id = (sent.data as { id: number }).id;
    const [credits] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE reference = $1`,
      [`deposit:${id}`],
    );
    expect(credits?.n).toBe(1);
  });

  it('records a deposit below the minimum without crediting it, and refuses unknown addresses', async () => {
    const user = await walletUser(server, 'dep-min');
    const address = await addressOf(user, 'USDT', 'TRC20');
    const small = await devPost(server, '/dev/chain/deposit', {
      chain: 'TRC20',
      address,
      symbol: 'USDT',
      amount: '0.5',
    });
    expect(small).toMatchObject({ code: 0, data: { status: 'below_minimum' } });
    await mine('TRC20', 40);
    expect(await balanceOf(server.db, user.userId, 'USDT')).toEqual({ available: '0', frozen: '0' });
    const filtered = await post<DepositListRes>(f.depositList.path, { status: 'below_minimum', symbol: 'usdt' }, user);
    expect(filtered.data).toMatchObject({ count: 1, page: 1, page_size: 15 });
    const unknown = await devPost(server, '/dev/chain/deposit', {
      chain: 'TRC20',
      address: OTHER_TRC20,
      symbol: 'USDT',
      amount: '5',
    });
    expect(unknown.code).toBe(31010);
    const tooPrecise = await devPost(server, '/dev/chain/deposit', {
      chain: 'TRC20',
      address,
      symbol: 'USDT',
      amount: '5.1234567',
    });
    expect(tooPrecise.code).toBe(31009);
    const zero = await devPost(server, '/dev/chain/deposit', { chain: 'TRC20', address, symbol: 'USDT', amount: '0' });
    expect(zero.code).toBe(31003);
    const hostile = await devPost(server, '/dev/chain/deposit', {
      chain: 'TRC20',
      address,
      symbol: 'USDT',
      amount: '1e5',
    });
    expect(hostile.code).toBe(10003);
  });

  it('pages deposits 15 at a time, newest first', async () => {
    const user = await walletUser(server, 'dep-page');
    const address = await addressOf(user, 'TRX', 'TRC20');
    for (let i = 1; i <= 17; i += 1)
      await devPost(server, '/dev/chain/deposit', { chain: 'TRC20', address, symbol: 'TRX', amount: String(i) });
    const first = await post<DepositListRes>(f.depositList.path, {}, user);
    expect(first.data).toMatchObject({ count: 17, page: 1, page_size: 15 });
    expect(first.data.list).toHaveLength(15);
    expect(first.data.list[0]?.amount).toBe('17');
    const second = await post<DepositListRes>(f.depositList.path, { page: 2 }, user);
    expect(second.data.list.map((d) => d.amount)).toEqual(['2', '1']);
  });
});

describe('withdrawals', () => {
  let alice: WalletUser;
  let bob: WalletUser;
  beforeAll(async () => {
    alice = await walletUser(server, 'alice');
    bob = await walletUser(server, 'bob');
    await depositAndConfirm(server, alice, 'USDT', 'TRC20', '100');
  });

  it('check_address applies the chain rules and knows internal and own addresses', async () => {
    const check = async (address: string, chain = 'TRC20') =>
      (await post<CheckAddressRes>(f.checkAddress.path, { chain_name: chain, address }, alice)).data;
    expect(await check(OTHER_TRC20)).toEqual({ valid: true, internal: false, own: false });
    expect(await check('0x1234')).toEqual({ valid: false, internal: false, own: false });
    expect(await check(`${OTHER_TRC20} `)).toMatchObject({ valid: false });
    expect(await check(await addressOf(bob, 'USDT', 'TRC20'))).toEqual({ valid: true, internal: true, own: false });
    expect(await check(await addressOf(alice, 'USDT', 'TRC20'))).toEqual({ valid: true, internal: false, own: true });
    expect(await check('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'ERC20')).toMatchObject({ valid: true });
    expect(await check('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'SOLANA')).toMatchObject({ valid: true });
    expect(await check('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'BTC')).toMatchObject({ valid: true });
    expect(await check('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'BTC')).toMatchObject({ valid: true });
    // what fits the chain's prefix and length but cannot exist on the chain
    expect(await check('Tnotvalid')).toMatchObject({ valid: false });
    expect(await check(OTHER_TRC20.replace(/7$/, '8'))).toMatchObject({ valid: false });
    expect(await check('0'.repeat(42), 'ERC20')).toMatchObject({ valid: false });
    expect(await check('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'ERC20')).toMatchObject({ valid: false });
    expect(await check('1'.repeat(44), 'SOLANA')).toMatchObject({ valid: false });
    expect(await check('bc1'.padEnd(30, 'q'), 'BTC')).toMatchObject({ valid: false });
    expect((await post(f.checkAddress.path, { chain_name: 'DOGE', address: 'x' }, alice)).code).toBe(31001);
  });

  it('refuses a withdrawal to an address that cannot exist before any money moves', async () => {
    const before = await balanceOf(server.db, alice.userId, 'USDT');
    const request = { symbol: 'USDT', chain_name: 'TRC20', address: OTHER_TRC20, amount: '31' };
    // one email code for every try: a refused address is found before the code is asked
    const body = await withdrawBody(server, alice, request);
    for (const address of ['Tnotvalid', `T${'r'.repeat(33)}`, OTHER_TRC20.replace(/7$/, '8')]) {
      const check = await post<WithdrawCheckRes>(f.withdrawCheck.path, { ...request, address }, alice);
      expect(check.data.problems.map((p) => [p.field, p.code])).toEqual([['address', 31002]]);
      const refused = await post(f.withdrawCoin.path, { ...body, address }, alice, idem());
      expect(refused).toMatchObject({ code: 31002, msg: 'This is not a valid TRC20 address.' });
    }
    expect(await balanceOf(server.db, alice.userId, 'USDT')).toEqual(before);
    const [placed] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1',
      [alice.userId],
    );
    expect(placed?.n).toBe(0);
  });

  it('a withdrawal refused for its amount, balance or daily limit leaves the email and authenticator codes unspent', async () => {
    const dave = await walletUser(server, 'dave');
    await depositAndConfirm(server, dave, 'USDT', 'TRC20', '50');
    const secret = await enableGa(server, dave.token);
    await server.db.query('UPDATE users SET risk_type = 0, risk_until = NULL WHERE id = $1', [dave.userId]);
    const request = { symbol: 'USDT', chain_name: 'TRC20', address: OTHER_TRC20, amount: '20' };
    const body = { ...(await withdrawBody(server, dave, request)), ga_code: await gaCode(server, secret) };
    expect((await post(f.withdrawCoin.path, { ...body, amount: '500' }, dave, idem())).code).toBe(30001);
    expect((await post(f.withdrawCoin.path, { ...body, amount: '5' }, dave, idem())).code).toBe(31003);
    expect((await post(f.withdrawCoin.path, { ...body, amount: '20.0000001' }, dave, idem())).code).toBe(31009);
    await server.db.query(
      `UPDATE coin_chains SET daily_withdraw_limit = 15 WHERE symbol = 'USDT' AND chain_name = 'TRC20'`,
    );
    const overLimit = await post(f.withdrawCoin.path, body, dave, idem());
    await server.db.query(
      `UPDATE coin_chains SET daily_withdraw_limit = 50000 WHERE symbol = 'USDT' AND chain_name = 'TRC20'`,
    );
    expect(overLimit.code).toBe(31004);
    // the daily limit moves after the request was checked and the payment password taken, before the codes are
    // (a trigger on the password's slot stands in for a parallel change): the refusal under the user's lock must
    // leave the codes unspent as well
    await server.db.exec(`
      CREATE FUNCTION test_limit_moves() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE coin_chains SET daily_withdraw_limit = 15 WHERE symbol = 'USDT' AND chain_name = 'TRC20';
        RETURN NULL;
      END $$;
      CREATE TRIGGER test_limit_moves AFTER UPDATE ON rate_counters
        FOR EACH ROW WHEN (NEW.key LIKE 'wrong-capital:%') EXECUTE FUNCTION test_limit_moves();`);
    const moved = await post(f.withdrawCoin.path, body, dave, idem());
    await server.db.exec(`DROP TRIGGER test_limit_moves ON rate_counters; DROP FUNCTION test_limit_moves();`);
    await server.db.query(
      `UPDATE coin_chains SET daily_withdraw_limit = 50000 WHERE symbol = 'USDT' AND chain_name = 'TRC20'`,
    );
    expect(moved.code).toBe(31004);
    // the same codes place the withdrawal once its request is right, and only once
    const placed = await post<WithdrawEntry>(f.withdrawCoin.path, body, dave, idem());
    expect(placed).toMatchObject({ code: 0, data: { status: 'pending', amount: '20' } });
    expect((await post(f.withdrawCoin.path, body, dave, idem())).code).not.toBe(0);
    expect(await balanceOf(server.db, dave.userId, 'USDT')).toEqual({ available: '29', frozen: '21' });
  });

  it('withdraw_limit answers fee, minimum and what is left today, from the database', async () => {
    const res = await post<WithdrawLimitRes>(f.withdrawLimit.path, { symbol: 'USDT', chain_name: 'TRC20' }, alice);
    expect(res.data).toMatchObject({
      fee: '1',
      min_withdraw: '10',
      daily_limit: '50000',
      daily_left: '50000',
      available: '100',
      max_amount: '99',
    });
    await server.db.query(
      `UPDATE coin_chains SET withdraw_fee = 2, daily_withdraw_limit = 30 WHERE symbol = 'USDT' AND chain_name = 'TRC20'`,
    );
    const changed = await post<WithdrawLimitRes>(f.withdrawLimit.path, { symbol: 'USDT', chain_name: 'TRC20' }, alice);
    expect(changed.data).toMatchObject({ fee: '2', daily_left: '30', max_amount: '30' });
    await server.db.query(
      `UPDATE coin_chains SET withdraw_fee = 1, daily_withdraw_limit = 50000 WHERE symbol = 'USDT' AND chain_name = 'TRC20'`,
    );
  });

  it('withdraw_check returns every problem at once, and the hold with its end', async () => {
    const problems = await post<WithdrawCheckRes>(
      f.withdrawCheck.path,
      { symbol: 'USDT', chain_name: 'TRC20', address: '0xnope', amount: '5' },
      alice,
    );
    expect(problems.data.ok).toBe(false);
    expect(problems.data.problems.map((p) => [p.field, p.code])).toEqual([
      ['address', 31002],
      ['amount', 31003],
    ]);
    expect(problems.data.problems[1]?.msg).toBe('The minimum withdrawal is 10 USDT.');
    const rich = await post<WithdrawCheckRes>(
      f.withdrawCheck.path,
      { symbol: 'USDT', chain_name: 'TRC20', address: OTHER_TRC20, amount: '100' },
      alice,
    );
    expect(rich.data.problems.map((p) => p.code)).toEqual([30001]);
    expect(rich.data).toMatchObject({ fee: '1', total: '101', receive_amount: '100', internal: false });
    const ok = await post<WithdrawCheckRes>(
      f.withdrawCheck.path,
      { symbol: 'USDT', chain_name: 'TRC20', address: OTHER_TRC20, amount: '20' },
      alice,
    );
    expect(ok.data).toMatchObject({ ok: true, problems: [], hold_until: null });

    await server.db.query(`UPDATE users SET risk_type = 1, risk_until = now() + interval '5 hours' WHERE id = $1`, [
      alice.userId,
    ]);
    const held = await post<WithdrawCheckRes>(
      f.withdrawCheck.path,
      { symbol: 'USDT', chain_name: 'TRC20', address: OTHER_TRC20, amount: '20' },
      alice,
      undefined,
    );
    expect(held.data.problems[0]).toMatchObject({ field: 'account', code: 31005 });
    expect(held.data.hold_until).toBeGreaterThan(Date.now() / 1000 + 4 * 3600);
    const body = await withdrawBody(server, alice, {
      symbol: 'USDT',
      chain_name: 'TRC20',
      address: OTHER_TRC20,
      amount: '20',
    });
    const refused = await post(f.withdrawCoin.path, body, alice, idem());
    expect(refused.code).toBe(31005);
    expect(refused.data).toEqual({ until: held.data.hold_until });
    // the end as every screen writes a time: in UTC+8, saying so
    expect(refused.msg).toMatch(/paused for 24 hours.*until \d\d\/\d\d\/\d\d \d\d:\d\d:\d\d \(UTC\+8\)/);
    expect(refused.msg).toContain(formatDateTime(held.data.hold_until, 'en'));
    await server.db.query('UPDATE users SET risk_type = 0, risk_until = NULL WHERE id = $1', [alice.userId]);
  });

  it('freezes amount + fee once per Idempotency-Key, processes, confirms and settles', async () => {
    const body = await withdrawBody(server, alice, {
      symbol: 'USDT',
      chain_name: 'TRC20',
      address: OTHER_TRC20,
      amount: '20',
    });
    const key = idem();
    const [first, second] = await Promise.all([
      post<WithdrawEntry>(f.withdrawCoin.path, body, alice, key),
      post<WithdrawEntry>(f.withdrawCoin.path, body, alice, key),
    ]);
    expect(first).toMatchObject({ code: 0, data: { status: 'pending', amount: '20', fee: '1', internal: false } });
    expect(second.data).toEqual(first.data);
    const again = await post<WithdrawEntry>(f.withdrawCoin.path, body, alice, key);
    expect(again.data.id).toBe(first.data.id);
    expect(await balanceOf(server.db, alice.userId, 'USDT')).toEqual({ available: '79', frozen: '21' });

    await runJobs(0);
    expect((await post<WithdrawDetailRes>(f.withdrawDetail.path, { id: first.data.id }, alice)).data.status).toBe(
      'pending',
    );
    await runJobs(60);
    const processing = (await post<WithdrawDetailRes>(f.withdrawDetail.path, { id: first.data.id }, alice)).data;
    expect(processing).toMatchObject({ status: 'processing', confirmations: 1, required_confirmations: 20 });
    expect(processing.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await post(f.withdrawCancel.path, { id: first.data.id }, alice, idem())).code).toBe(31007);
    await mine('TRC20', 25);
    const done = (await post<WithdrawDetailRes>(f.withdrawDetail.path, { id: first.data.id }, alice)).data;
    expect(done).toMatchObject({ status: 'done', confirmations: 20, tx_hash: processing.tx_hash });
    expect(done.timeline.map((t) => t.status)).toEqual(['pending', 'processing', 'done']);
    expect(await balanceOf(server.db, alice.userId, 'USDT')).toEqual({ available: '79', frozen: '0' });
    const list = await post<WithdrawListRes>(f.withdrawList.path, { status: 'done' }, alice);
    expect(list.data.list.map((w) => w.id)).toContain(first.data.id);
    expect(await ledgerProblems(server.db)).toEqual({ sums: [], mismatches: [] });
  });

  it('cancels while pending (idempotent), releasing amount + fee', async () => {
    const body = await withdrawBody(server, alice, {
      symbol: 'USDT',
      chain_name: 'TRC20',
      address: OTHER_TRC20,
      amount: '10',
    });
    const made = await post<WithdrawEntry>(f.withdrawCoin.path, body, alice, idem());
    expect(await balanceOf(server.db, alice.userId, 'USDT')).toEqual({ available: '68', frozen: '11' });
    const key = idem();
    const cancelled = await post<WithdrawEntry>(f.withdrawCancel.path, { id: made.data.id }, alice, key);
    expect(cancelled.data.status).toBe('cancelled');
    expect((await post(f.withdrawCancel.path, { id: made.data.id }, alice, key)).data).toEqual(cancelled.data);
    expect((await post(f.withdrawCancel.path, { id: made.data.id }, alice, idem())).code).toBe(0);
    expect(await balanceOf(server.db, alice.userId, 'USDT')).toEqual({ available: '79', frozen: '0' });
    await runJobs(3600);
    expect((await post<WithdrawDetailRes>(f.withdrawDetail.path, { id: made.data.id }, alice)).data).toMatchObject({
      status: 'cancelled',
      timeline: [{ status: 'pending' }, { status: 'cancelled' }],
    });
    expect((await post(f.withdrawCancel.path, { id: made.data.id }, bob, idem())).code).toBe(31006);
    expect((await post(f.withdrawDetail.path, { id: made.data.id }, bob)).code).toBe(31006);
  });

  it('a withdrawal the network rejects fails and releases amount + fee', async () => {
    const failing = await server.appWith({ chain: { ...server.config.chain, withdrawFailureRate: 1 } });
    const body = await withdrawBody(server, alice, {
      symbol: 'USDT',
      chain_name: 'TRC20',
      address: OTHER_TRC20,
      amount: '10',
    });
    const made = await post<WithdrawEntry>(f.withdrawCoin.path, body, alice, idem());
    expect(await failing.jobs.runDue({ aheadSeconds: 60 })).toBeGreaterThanOrEqual(1);
    const detail = (await post<WithdrawDetailRes>(f.withdrawDetail.path, { id: made.data.id }, alice)).data;
    expect(detail).toMatchObject({ status: 'failed', tx_hash: null });
    expect(detail.fail_reason).toMatch(/rejected the transaction/);
    expect(detail.timeline.map((t) => t.status)).toEqual(['pending', 'processing', 'failed']);
    expect(await balanceOf(server.db, alice.userId, 'USDT')).toEqual({ available: '79', frozen: '0' });
  });

  it("settles a withdrawal to another user's deposit address internally, without a network fee", async () => {
    const to = await addressOf(bob, 'USDT', 'TRC20');
    const check = await post<WithdrawCheckRes>(
      f.withdrawCheck.path,
      { symbol: 'USDT', chain_name: 'TRC20', address: to, amount: '15' },
      alice,
    );
    expect(check.data).toMatchObject({ ok: true, internal: true, fee: '0', total: '15' });
    const body = await withdrawBody(server, alice, { symbol: 'USDT', chain_name: 'TRC20', address: to, amount: '15' });
    const made = await post<WithdrawEntry>(f.withdrawCoin.path, body, alice, idem());
    expect(made.data).toMatchObject({ internal: true, fee: '0' });
    await runJobs(60);
    expect((await post<WithdrawDetailRes>(f.withdrawDetail.path, { id: made.data.id }, alice)).data.status).toBe(
      'done',
    );
    expect(await balanceOf(server.db, bob.userId, 'USDT')).toEqual({ available: '15', frozen: '0' });
    expect(await balanceOf(server.db, alice.userId, 'USDT')).toEqual({ available: '64', frozen: '0' });
    const deposits = await post<DepositListRes>(f.depositList.path, {}, bob);
    expect(deposits.data.list[0]).toMatchObject({ amount: '15', internal: true, status: 'credited' });
    const own = await post<WithdrawCheckRes>(
      f.withdrawCheck.path,
      { symbol: 'USDT', chain_name: 'TRC20', address: await addressOf(alice, 'USDT', 'TRC20'), amount: '15' },
      alice,
    );
    expect(own.data.problems.map((p) => p.code)).toEqual([31008]);
  });

  it('asks for the payment password and the email code, and counts wrong passwords although the call fails', async () => {
    const request = { symbol: 'USDT', chain_name: 'TRC20', address: OTHER_TRC20, amount: '10' };
    const body = await withdrawBody(server, alice, request);
    const counter = async () =>
      (
        await server.db.query<{ n: number }>(
          `SELECT coalesce(sum(count), 0)::int AS n FROM rate_counters WHERE key = $1`,
          [`wrong-capital:${alice.userId}`],
        )
      )[0]?.n ?? 0;
    const before = await counter();
    const wrong = await post(f.withdrawCoin.path, { ...body, password: 'f'.repeat(64) }, alice, idem());
    expect(wrong.code).toBe(20165);
    expect(await counter()).toBe(before + 1);
    expect((await post(f.withdrawCoin.path, { ...body, email_code: '000000' }, alice, idem())).code).toBe(20001);
    expect((await post(f.withdrawCoin.path, body, alice)).code).toBe(10003);
    expect(await balanceOf(server.db, alice.userId, 'USDT')).toEqual({ available: '64', frozen: '0' });
    const tooPrecise = await post(f.withdrawCoin.path, { ...body, amount: '10.0000001' }, alice, idem());
    expect(tooPrecise).toMatchObject({ code: 31009, data: { decimals: 6 } });
    expect((await post(f.withdrawCoin.path, { ...body, amount: '-1' }, alice, idem())).code).toBe(10003);
    expect((await post(f.withdrawCoin.path, { ...body, amount: '1e3' }, alice, idem())).code).toBe(10003);
    expect((await post(f.withdrawCoin.path, { ...body, address: '0x12' }, alice, idem())).code).toBe(31002);
    expect(await ledgerProblems(server.db)).toEqual({ sums: [], mismatches: [] });
  });

  it('asks for the authenticator code too when the authenticator is on', async () => {
    const carol = await walletUser(server, 'carol');
    await depositAndConfirm(server, carol, 'TRX', 'TRC20', '100');
    const secret = await enableGa(server, carol.token);
    await server.db.query('UPDATE users SET risk_type = 0, risk_until = NULL WHERE id = $1', [carol.userId]);
    const request = { symbol: 'TRX', chain_name: 'TRC20', address: OTHER_TRC20, amount: '10' };
    const body = await withdrawBody(server, carol, request);
    expect((await post(f.withdrawCoin.path, body, carol, idem())).code).toBe(20104);
    const wrongGa = await post(f.withdrawCoin.path, { ...body, ga_code: '000000' }, carol, idem());
    expect(wrongGa.code).toBe(20103);
    const ok = await post<WithdrawEntry>(
      f.withdrawCoin.path,
      { ...(await withdrawBody(server, carol, request)), ga_code: await gaCode(server, secret) },
      carol,
      idem(),
    );
    expect(ok).toMatchObject({ code: 0, data: { status: 'pending', amount: '10', fee: '1' } });
    expect(await balanceOf(server.db, carol.userId, 'TRX')).toEqual({ available: '89', frozen: '11' });
  });
});

describe('the development chain routes', () => {
  it('mine answers the new heights, and neither route exists in production', async () => {
    const before = await mine('BTC', 1);
    const after = await mine('btc', 5);
    const height = (res: { data: unknown }) => (res.data as { heights: Record<string, number> }).heights.BTC ?? 0;
    expect(height(after) - height(before)).toBe(5);
    expect(Object.keys((after.data as { heights: object }).heights)).toEqual(['BTC']);
    expect((await devPost(server, '/dev/chain/mine', { blocks: 0 })).code).toBe(10003);
    const production = await server.appWith({ nodeEnv: 'production' });
    for (const url of ['/dev/chain/deposit', '/dev/chain/mine']) {
      const res = await production.inject({ method: 'POST', url, payload: { blocks: 1 } });
      expect(res.statusCode).toBe(404);
    }
  });
});
