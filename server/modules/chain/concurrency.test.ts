import BigNumber from 'bignumber.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type { WithdrawDetailRes, WithdrawEntry } from '@/contract';
import { ApiError } from '../../errors';
import { createTestServer, START_TIMEOUT, type TestServer } from '../../testing/harness';
import { postLedger, systemAccount } from '../finance/ledger';
import { balanceOf, devPost, idem, ledgerProblems, walletUser, withdrawBody } from './chainKit';
import { cancelWithdrawal, placeWithdrawal } from './service';

// Many withdrawals and cancels on one balance at once, and a restart in the middle of processing.
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

const OUT = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'; // a real TRON address outside the platform
/** Lets the chain confirm and the jobs settle every open withdrawal. */
const drain = async () => {
  for (let round = 0; round < 3; round += 1) {
    await devPost(server, '/dev/chain/mine', { chain: 'TRC20', blocks: 30 });
    await server.app.jobs.runDue({ aheadSeconds: 3600 });
  }
};
const fund = (userId: number, amount: string) =>
  server.db.tx(async (q) =>
    postLedger(q, 'test_funding', `fund:${userId}`, [
      { userId: await systemAccount(q, 'test_funding'), part: 'system', symbol: 'USDT', amount: `-${amount}` },
      { userId, part: 'available', symbol: 'USDT', amount },
    ]),
  );

describe('withdrawals under concurrency', () => {
  it('500 parallel withdrawals mixed with cancels and processing: no negative balance, the ledger balances', async () => {
    const user = await walletUser(server, 'many');
    await fund(user.userId, '1000');
    const request = { symbol: 'USDT', chain_name: 'TRC20', address: OUT, amount: '10' };
    const outcomes = { placed: 0, refused: 0, cancelled: 0, tooLate: 0 };
    const place = async (i: number) => {
      try {
        const id = await server.db.tx((q) => placeWithdrawal(q, user.userId, 'en', request, { delaySeconds: 0 }));
        outcomes.placed += 1;
        if (i % 3 === 0) {
          try {
            await server.db.tx((q) => cancelWithdrawal(q, user.userId, id));
            outcomes.cancelled += 1;
          } catch (error) {
            if (!(error instanceof ApiError) || error.code !== 31007) throw error;
            outcomes.tooLate += 1;
          }
        }
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 30001) throw error;
        outcomes.refused += 1;
      }
    };
    const work = Array.from({ length: 500 }, (_, i) => place(i));
    // The job runner processes withdrawals while they are being placed and cancelled.
    const processing = (async () => {
      for (let i = 0; i < 20; i += 1) await server.app.jobs.runDue({ aheadSeconds: 60 });
    })();
    await Promise.all([...work, processing]);

    expect(outcomes.placed + outcomes.refused).toBe(500);
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(outcomes.cancelled).toBeGreaterThan(0);
    const rows = await server.db.query<{ status: string; n: number; total: string }>(
      `SELECT status, count(*)::int AS n, coalesce(sum(amount + fee), 0)::text AS total FROM withdrawals
        WHERE user_id = $1 GROUP BY status`,
      [user.userId],
    );
    const by = Object.fromEntries(rows.map((r) => [r.status, r]));
    expect(by.cancelled?.n ?? 0).toBe(outcomes.cancelled);
    expect(outcomes.placed).toBe(rows.reduce((n, r) => n + r.n, 0));
    // Everything not cancelled holds or spent 11 USDT; what is left is available.
    const held = rows.filter((r) => r.status !== 'cancelled').reduce((sum, r) => sum.plus(r.total), new BigNumber(0));
    const balance = await balanceOf(server.db, user.userId, 'USDT');
    const spent = new BigNumber(by.done?.total ?? 0);
    expect(new BigNumber(balance.available).plus(balance.frozen).plus(spent).toFixed()).toBe('1000');
    expect(held.lte(1000)).toBe(true);
    expect(await ledgerProblems(server.db)).toEqual({ sums: [], mismatches: [] });

    // Then the chain confirms everything still open: all of it done, nothing frozen, nothing lost.
    await drain();
    const settled = await server.db.query<{ status: string; total: string }>(
      `SELECT status, sum(amount + fee)::text AS total FROM withdrawals WHERE user_id = $1 GROUP BY status ORDER BY 1`,
      [user.userId],
    );
    expect(settled.map((r) => r.status)).toEqual(['cancelled', 'done']);
    const after = await balanceOf(server.db, user.userId, 'USDT');
    expect(after.frozen).toBe('0');
    expect(new BigNumber(after.available).plus(settled[1]!.total).toFixed()).toBe('1000');
    expect(await ledgerProblems(server.db)).toEqual({ sums: [], mismatches: [] });
  }, 120_000);

  it('a retried withdraw_coin with the same Idempotency-Key freezes once', async () => {
    const user = await walletUser(server, 'retry');
    await fund(user.userId, '50');
    const body = await withdrawBody(server, user, { symbol: 'USDT', chain_name: 'TRC20', address: OUT, amount: '10' });
    const key = idem();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.post<WithdrawEntry>(contract.finance.withdrawCoin.path, body, { token: user.token, headers: key }),
      ),
    );
    expect(new Set(answers.map((a) => a.code))).toEqual(new Set([0]));
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(await balanceOf(server.db, user.userId, 'USDT')).toEqual({ available: '39', frozen: '11' });
    const [count] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1',
      [user.userId],
    );
    expect(count?.n).toBe(1);
  });
});

describe('a restart in the middle of withdrawal processing', () => {
  it('neither loses nor repeats the withdrawal', async () => {
    await drain();
    const user = await walletUser(server, 'restart');
    await fund(user.userId, '30');
    const body = await withdrawBody(server, user, { symbol: 'USDT', chain_name: 'TRC20', address: OUT, amount: '10' });
    const made = await server.post<WithdrawEntry>(contract.finance.withdrawCoin.path, body, {
      token: user.token,
      headers: idem(),
    });
    expect(made.code).toBe(0);
    const detail = async () =>
      (
        await server.post<WithdrawDetailRes>(
          contract.finance.withdrawDetail.path,
          { id: made.data.id },
          { token: user.token },
        )
      ).data;

    // The first instance claims the withdrawal's job, then dies before finishing it.
    const first = await server.appWith({});
    const [claimed] = await first.jobs.claim({ aheadSeconds: 60 });
    expect(claimed?.payload).toEqual({ id: made.data.id });
    await first.close();
    expect((await detail()).status).toBe('pending');

    // The new instance waits for the lease, then takes the job over.
    const second = await server.appWith({});
    expect(await second.jobs.runDue({ aheadSeconds: 60 })).toBe(0);
    await server.db.query(`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1`, [claimed!.id]);
    expect(await second.jobs.runDue({ aheadSeconds: 60 })).toBe(1);
    expect((await detail()).status).toBe('processing');
    // The first instance's late attempt changes nothing.
    expect(await first.jobs.execute(claimed!)).toBe(false);

    // Restart again while it waits for confirmations.
    await second.close();
    const third = await server.appWith({});
    await devPost(server, '/dev/chain/mine', { chain: 'TRC20', blocks: 30 });
    await third.jobs.runDue({ aheadSeconds: 3600 });
    expect(await detail()).toMatchObject({ status: 'done', confirmations: 20 });
    const postings = await server.db.query<{ kind: string; n: number }>(
      'SELECT kind, count(*)::int AS n FROM ledger_transactions WHERE reference = $1 GROUP BY kind ORDER BY kind',
      [`withdrawal:${made.data.id}`],
    );
    expect(postings).toEqual([
      { kind: 'withdraw', n: 1 },
      { kind: 'withdraw_freeze', n: 1 },
    ]);
    expect(await balanceOf(server.db, user.userId, 'USDT')).toEqual({ available: '19', frozen: '0' });
    expect(await ledgerProblems(server.db)).toEqual({ sums: [], mismatches: [] });
  });
});
