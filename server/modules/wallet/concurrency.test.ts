import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type { SwapQuote } from '@/contract';
import { createTestServer, START_TIMEOUT, type TestServer } from '../../testing/harness';
import { fund, ledgerProblems, newKey, once, PAYMENT_PASSWORD, walletUser, type WalletUser } from './walletKit';

const f = contract.finance;
let server: TestServer;
let users: WalletUser[];

beforeAll(async () => {
  server = await createTestServer();
  users = [];
  for (const tag of ['c1', 'c2', 'c3', 'c4']) {
    const user = await walletUser(server, tag);
    await fund(server, user.id, 'USDT', '300');
    await fund(server, user.id, 'ETH', '0.05');
    users.push(user);
  }
}, START_TIMEOUT);
afterAll(() => server.close());

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('500 parallel sends, swaps and account transfers on the same balances', () => {
  it('end with no negative balance, every coin summing to zero, balances equal to their entries, each key once', async () => {
    const next = random(11);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
    const amount = (max: number) => (1 + Math.floor(next() * max)).toString();

    // swaps need a quote first: one per swap, taken before the storm (quotes live 15 s; extended for the test)
    const swaps: { user: WalletUser; quote: string }[] = [];
    for (let i = 0; i < 120; i++) {
      const user = pick(users);
      const toEth = next() < 0.7;
      const res = await server.post<SwapQuote>(
        f.swapGetPrice.path,
        toEth
          ? { from_symbol: 'USDT', to_symbol: 'ETH', amount: amount(60) }
          : { from_symbol: 'ETH', to_symbol: 'USDT', amount: '0.01' },
        { token: user.token },
      );
      expect(res.code).toBe(0);
      swaps.push({ user, quote: res.data.quote_id });
    }
    await server.db.query(`UPDATE swap_quotes SET expires_at = now() + interval '10 minutes'`);

    type Op = { user: WalletUser; path: string; body: Record<string, unknown>; key: string };
    const ops: Op[] = [];
    for (const swap of swaps)
      ops.push({
        user: swap.user,
        path: f.swapApply.path,
        body: { quote_id: swap.quote, slippage: '5' },
        key: newKey(),
      });
    while (ops.length < 450) {
      const user = pick(users);
      if (next() < 0.5) {
        const to = pick(users.filter((other) => other !== user));
        ops.push({
          user,
          path: f.transfer.path,
          body: { symbol: 'USDT', amount: amount(40), pay_id: to.payId, password: PAYMENT_PASSWORD },
          key: newKey(),
        });
      } else {
        const [from, to] = next() < 0.5 ? ['spot', 'game'] : ['game', 'spot'];
        ops.push({
          user,
          path: f.transfer.path,
          body: { symbol: 'USDT', amount: amount(80), from_account: from, to_account: to },
          key: newKey(),
        });
      }
    }
    // 50 repeats of earlier requests with the same key, sent at the same time as the first
    for (let i = 0; i < 50; i++) ops.push({ ...ops[i * 9]! });
    expect(ops).toHaveLength(500);

    const results = await Promise.all(
      ops.map((op) => server.post(op.path, op.body, once(op.user.token, op.key)).then((res) => ({ op, res }))),
    );
    const codes = new Map<number, number>();
    for (const { res } of results) codes.set(res.code, (codes.get(res.code) ?? 0) + 1);
    // every answer is a success, "insufficient balance", or 10029 (a repeated key whose first request is still
    // running, or a send that waited longer than GUESS_SETTLE_WAIT_MS for the payment password's budget of
    // guesses in flight): never a server error, a deadlock or a double spend
    expect([...codes.keys()].filter((code) => ![0, 30001, 10029].includes(code))).toEqual([]);
    expect(codes.get(0) ?? 0).toBeGreaterThan(100);
    expect(codes.get(30001) ?? 0).toBeGreaterThan(0);
    // each kind of move took part
    const done = (test: (op: Op) => boolean) => results.filter(({ op, res }) => res.code === 0 && test(op)).length;
    expect(done((op) => op.path === f.swapApply.path)).toBeGreaterThan(20);
    // sends check the payment password under a budget of 10 guesses in flight per user (a right one gives its
    // slot back once checked, and the others wait for it)
    expect(done((op) => op.body.pay_id !== undefined)).toBeGreaterThan(0);
    expect(done((op) => op.body.from_account !== undefined)).toBeGreaterThan(20);

    // a repeated key gets the first answer, and money moved once per key
    const byKey = new Map<string, (typeof results)[number]['res'][]>();
    for (const { op, res } of results) byKey.set(op.key, [...(byKey.get(op.key) ?? []), res]);
    // (a repeat sent while the first still checks the payment password may meet 10029 instead: it moves nothing)
    for (const answers of byKey.values())
      if (answers.length > 1 && answers[0]!.code === 0 && answers[1]!.code !== 10029)
        expect(answers[1]).toEqual(answers[0]);
    const succeededKeys = [...byKey.values()].filter((answers) => answers.some((res) => res.code === 0)).length;
    const [moves] = await server.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM transfers) + (SELECT count(*) FROM swap_orders) AS n`,
    );
    expect(Number(moves?.n)).toBe(succeededKeys);

    expect(await ledgerProblems(server)).toEqual([]);
  }, 240_000);
});
