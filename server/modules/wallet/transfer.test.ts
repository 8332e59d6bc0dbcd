import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type { TransferEntry, TransferListRes } from '@/contract';
import { createTestServer, START_TIMEOUT, type TestServer } from '../../testing/harness';
import { balanceOf, fund, ledgerProblems, once, PAYMENT_PASSWORD, walletUser, type WalletUser } from './walletKit';

const f = contract.finance;
let server: TestServer;
let alice: WalletUser;
let bob: WalletUser;

beforeAll(async () => {
  server = await createTestServer();
  alice = await walletUser(server, 'alice');
  bob = await walletUser(server, 'bob');
  await fund(server, alice.id, 'USDT', '1000');
}, START_TIMEOUT);
afterAll(() => server.close());

const send = (body: Record<string, unknown>, user = alice, key?: string) =>
  server.post<TransferEntry>(
    f.transfer.path,
    { symbol: 'USDT', password: PAYMENT_PASSWORD, ...body },
    once(user.token, key),
  );

describe('transfer by Pay ID', () => {
  it('get_nickname_by_pay_id shows the receiver first', async () => {
    const res = await server.post(contract.user.getNicknameByPayId.path, { pay_id: bob.payId }, { token: alice.token });
    expect(res).toMatchObject({ code: 0, data: { pay_id: bob.payId } });
    expect(
      (await server.post(contract.user.getNicknameByPayId.path, { pay_id: '1' }, { token: alice.token })).code,
    ).toBe(20164);
  });

  it("sends from the caller's spot to the receiver's spot, both see it", async () => {
    const res = await send({ pay_id: ` ${bob.payId} `, amount: '125.5', memo: 'dinner' });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      kind: 'user',
      symbol: 'USDT',
      amount: '125.5',
      from_account: 'spot',
      to_account: 'spot',
      memo: 'dinner',
      counterparty: { pay_id: bob.payId },
      status: 'done',
    });
    expect((await balanceOf(server, alice.id, 'USDT')).available).toBe(874.5);
    expect((await balanceOf(server, bob.id, 'USDT')).available).toBe(125.5);

    const sent = await server.post<TransferListRes>(f.transferToList.path, {}, { token: alice.token });
    expect(sent.data).toMatchObject({ count: 1, page: 1, page_size: 15 });
    expect(sent.data.list[0]).toEqual(res.data);
    const received = await server.post<TransferListRes>(f.transferFromList.path, {}, { token: bob.token });
    expect(received.data.list[0]).toMatchObject({
      id: res.data.id,
      amount: '125.5',
      counterparty: { pay_id: alice.payId },
    });
    expect((await server.post(f.transferFromDetail.path, { id: res.data.id }, { token: bob.token })).data).toEqual(
      received.data.list[0],
    );
    expect((await server.post(f.transferToDetail.path, { id: res.data.id }, { token: alice.token })).data).toEqual(
      res.data,
    );
    // the other side's detail call does not show it
    expect((await server.post(f.transferToDetail.path, { id: res.data.id }, { token: bob.token })).code).toBe(32020);
    expect((await server.post(f.transferFromDetail.path, { id: res.data.id }, { token: alice.token })).code).toBe(
      32020,
    );
    expect((await server.post<TransferListRes>(f.transferFromList.path, {}, { token: alice.token })).data.count).toBe(
      0,
    );
  });

  it('moves money once for the same Idempotency-Key', async () => {
    const before = await balanceOf(server, alice.id, 'USDT');
    const key = 'same-key-0123456789';
    const first = await send({ pay_id: bob.payId, amount: '10' }, alice, key);
    const second = await send({ pay_id: bob.payId, amount: '10' }, alice, key);
    expect(second).toMatchObject({ code: 0, data: first.data });
    expect((await balanceOf(server, alice.id, 'USDT')).available).toBe(before.available - 10);
    // the same key with another body is refused
    expect((await send({ pay_id: bob.payId, amount: '11' }, alice, key)).code).toBe(10003);
  });

  it('refuses a wrong or missing password (counted), an unknown Pay ID, yourself, too little money', async () => {
    const before = await balanceOf(server, alice.id, 'USDT');
    expect((await send({ pay_id: bob.payId, amount: '1', password: 'a'.repeat(64) })).code).toBe(20165);
    const [counter] = await server.db.query<{ count: number }>('SELECT count FROM rate_counters WHERE key = $1', [
      `wrong-capital:${alice.id}`,
    ]);
    expect(Number(counter?.count)).toBe(1);
    expect((await send({ pay_id: bob.payId, amount: '1', password: undefined })).code).toBe(32012);
    const noPassword = await walletUser(server, 'nopw', false);
    await fund(server, noPassword.id, 'USDT', '5');
    expect((await send({ pay_id: bob.payId, amount: '1' }, noPassword)).code).toBe(20166);
    expect((await send({ pay_id: '999999999999', amount: '1' })).code).toBe(20164);
    expect((await send({ pay_id: alice.payId, amount: '1' })).code).toBe(32010);
    expect((await send({ pay_id: bob.payId, amount: '100000' })).code).toBe(30001);
    expect((await send({ pay_id: bob.payId, amount: '0' })).code).toBe(32001);
    expect((await send({ pay_id: bob.payId, amount: '0.0000001' })).code).toBe(32001);
    expect((await send({ pay_id: bob.payId, amount: '1', symbol: 'DOGE' })).code).toBe(30002);
    for (const hostile of [
      { pay_id: 'abc' },
      { amount: '-5' },
      { amount: 5 },
      { memo: 'x'.repeat(101) },
      { password: 'short' },
    ])
      expect((await send({ pay_id: bob.payId, amount: '1', ...hostile })).code).toBe(10003);
    expect(await balanceOf(server, alice.id, 'USDT')).toEqual(before);
    // ten wrong guesses an hour, then 10029 even with the right password
    await server.db.query('UPDATE rate_counters SET count = 10 WHERE key = $1', [`wrong-capital:${alice.id}`]);
    expect((await send({ pay_id: bob.payId, amount: '1' })).code).toBe(10029);
    await server.db.query('DELETE FROM rate_counters WHERE key = $1', [`wrong-capital:${alice.id}`]);
  });

  it('20 parallel sends with the right password all go through, and the password keeps working', async () => {
    const before = await balanceOf(server, alice.id, 'USDT');
    const answers = await Promise.all(Array.from({ length: 20 }, () => send({ pay_id: bob.payId, amount: '1' })));
    expect(answers.map((answer) => answer.code)).toEqual(Array.from({ length: 20 }, () => 0));
    expect((await balanceOf(server, alice.id, 'USDT')).available).toBe(before.available - 20);
    // the right guesses gave their slots back: nothing is left counted against the owner
    const counted = await server.db.query<{ count: number }>(
      `SELECT count FROM rate_counters WHERE key LIKE $1 AND count > 0`,
      [`wrong-capital:${alice.id}%`],
    );
    expect(counted).toEqual([]);
    expect((await send({ pay_id: bob.payId, amount: '1' })).code).toBe(0);
  });

  it('wrong guesses sent beside right ones: at most 10 are checked, and the right ones are refused only by them', async () => {
    const carol = await walletUser(server, 'carol');
    await fund(server, carol.id, 'USDT', '100');
    const wrong = Array.from({ length: 30 }, () =>
      send({ pay_id: bob.payId, amount: '1', password: 'b'.repeat(64) }, carol),
    );
    const right = Array.from({ length: 10 }, () => send({ pay_id: bob.payId, amount: '1' }, carol));
    const answers = await Promise.all([...wrong, ...right]);
    const codes = (list: typeof answers) => list.map((answer) => answer.code);
    // never more than the budget of wrong guesses checked, and a refused guess is not counted
    expect(codes(answers.slice(0, 30)).filter((code) => code === 20165).length).toBeLessThanOrEqual(10);
    expect(codes(answers.slice(0, 30)).every((code) => code === 20165 || code === 10029)).toBe(true);
    expect(codes(answers.slice(30)).every((code) => code === 0 || code === 10029)).toBe(true);
    const [counter] = await server.db.query<{ count: number }>('SELECT count FROM rate_counters WHERE key = $1', [
      `wrong-capital:${carol.id}`,
    ]);
    expect(Number(counter?.count)).toBe(codes(answers).filter((code) => code === 20165).length);
  });
});

describe('transfer between accounts', () => {
  it('moves spot ↔ game and spot ↔ pledge without a password, listed as kind account', async () => {
    const before = await balanceOf(server, alice.id, 'USDT');
    const toGame = await server.post<TransferEntry>(
      f.transfer.path,
      { symbol: 'USDT', amount: '50', from_account: 'spot', to_account: 'game' },
      once(alice.token),
    );
    expect(toGame.data).toMatchObject({
      kind: 'account',
      from_account: 'spot',
      to_account: 'game',
      counterparty: null,
    });
    const back = await server.post(
      f.transfer.path,
      { symbol: 'USDT', amount: '20', from_account: 'game', to_account: 'spot' },
      once(alice.token),
    );
    expect(back.code).toBe(0);
    await server.post(
      f.transfer.path,
      { symbol: 'USDT', amount: '5', from_account: 'spot', to_account: 'pledge' },
      once(alice.token),
    );
    expect((await balanceOf(server, alice.id, 'USDT')).available).toBe(before.available - 35);
    expect((await balanceOf(server, alice.id, 'USDT', 'game')).available).toBe(30);
    expect((await balanceOf(server, alice.id, 'USDT', 'pledge')).available).toBe(5);
    const list = await server.post<TransferListRes>(f.transferToList.path, { kind: 'account' }, { token: alice.token });
    expect(list.data.list.map((entry) => entry.to_account)).toEqual(['pledge', 'spot', 'game']);
  });

  it('refuses the same account, game ↔ pledge, a missing account, more than the account holds', async () => {
    const t = (body: Record<string, unknown>) =>
      server.post(f.transfer.path, { symbol: 'USDT', amount: '1', ...body }, once(alice.token));
    expect((await t({ from_account: 'spot', to_account: 'spot' })).code).toBe(32011);
    expect((await t({ from_account: 'game', to_account: 'pledge' })).code).toBe(32011);
    expect((await t({ from_account: 'spot' })).code).toBe(32011);
    expect((await t({})).code).toBe(32011);
    expect((await t({ from_account: 'game', to_account: 'spot', amount: '31' })).code).toBe(30001);
    expect((await t({ from_account: 'bank', to_account: 'spot' })).code).toBe(10003);
    expect(await ledgerProblems(server)).toEqual([]);
  });
});
