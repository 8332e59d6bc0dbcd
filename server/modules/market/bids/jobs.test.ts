import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidPlacedRes } from '@/contract/offer/types';
import { enqueueJob } from '../../../lib/jobs';
import { START_TIMEOUT, type TestServer } from '../../../testing/harness';
import { balanceOf, fund, ledgerProblems, type WalletUser } from '../../wallet/walletKit';
import { BID_EXPIRE_JOB, BID_SWEEP_JOB, BID_SWEEP_KEY } from './expiry';
import { bookProblems, listOn, oneBook, placeBid, users, type OneBook } from './testKit';

// The bids' jobs are rows of `jobs`: a per-bid expiry and one recurring sweep per database. They survive a restart
// (an instance that dies holding one leaves it to the next once its lease ends) and run once however many instances
// poll at the same time. The server tests run jobs by hand (JOBS=0); `appWith` gives another instance on the same
// database, with a job runner of its own.

let server: TestServer;
let bidder: WalletUser;
let seller: WalletUser;
let collectionId = 0;
/** A new token of the seller's (Background Gold), its holding id and token id. */
let token: OneBook['token'];
const SYMBOL = 'JOBBID';

beforeAll(async () => {
  ({ server, bidder, seller, collectionId, token } = await oneBook(SYMBOL, '500'));
}, START_TIMEOUT);
afterAll(() => server.close());

/** An offer of the bidder's on a new token of the seller's; its row id and number. */
async function offerOnNewToken(price = '2'): Promise<{ id: number; orderNo: string; itemId: number }> {
  const { itemId, tokenId } = await token();
  const res = await placeBid(server.post, bidder, { kind: 'offer', symbol: SYMBOL, price, token_id: tokenId });
  if (res.code !== 0) throw new Error(`offer: ${res.code} ${res.msg}`);
  const orderNo = (res.data as BidPlacedRes).bid.order_no;
  const [row] = await server.db.query<{ id: number }>('SELECT id FROM market_orders WHERE order_no = $1', [orderNo]);
  return { id: Number(row!.id), orderNo, itemId };
}
/** Moves bids' expiry into the past, as time passing would (their jobs stay due a day later). */
const expireNow = (ids: number[]) =>
  server.db.query("UPDATE market_orders SET expires_at = now() - interval '1 second' WHERE id = ANY($1::bigint[])", [
    ids,
  ]);
const statuses = async (ids: number[]) =>
  (
    await server.db.query<{ status: string }>(
      'SELECT status FROM market_orders WHERE id = ANY($1::bigint[]) ORDER BY id',
      [ids],
    )
  ).map((row) => row.status);
const A_DAY_AND_MORE = 86_400 + 120;

describe('the expiry job', () => {
  it('is a row of its own per bid, and survives an instance dying while holding it', async () => {
    const bid = await offerOnNewToken();
    const jobs = await server.db.query<{ id: number; kind: string }>(
      'SELECT id, kind FROM jobs WHERE dedupe_key = $1 AND done_at IS NULL',
      [`bid-expire:${bid.id}`],
    );
    expect(jobs.map((job) => job.kind)).toEqual([BID_EXPIRE_JOB]);
    await expireNow([bid.id]);
    const money = await balanceOf(server, bidder.id, 'USDT');

    // past its expiry, before any job ran: a listing below it does not fill it
    expect((await listOn(server.post, seller, bid.itemId, '1')).code).toBe(0);
    expect(await statuses([bid.id])).toEqual(['open']);
    expect(await balanceOf(server, bidder.id, 'USDT')).toEqual(money);

    // an instance claims the job and dies before running it
    const first = await server.appWith({});
    const claimed = (await first.jobs.claim({ aheadSeconds: A_DAY_AND_MORE })).find(
      (job) => job.id === Number(jobs[0]!.id),
    );
    expect(claimed).toBeDefined();
    await first.close();
    // the next instance waits for the lease, then takes the job over
    const second = await server.appWith({});
    await second.jobs.runDue({ aheadSeconds: A_DAY_AND_MORE, kinds: [BID_EXPIRE_JOB] });
    expect(await statuses([bid.id])).toEqual(['open']);
    await server.db.query("UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1", [claimed!.id]);
    expect(await second.jobs.runDue({ aheadSeconds: A_DAY_AND_MORE, kinds: [BID_EXPIRE_JOB] })).toBeGreaterThanOrEqual(
      1,
    );
    expect(await statuses([bid.id])).toEqual(['expired']);
    // the dead one's late attempt changes nothing
    expect(await first.jobs.execute(claimed!)).toBe(false);
    await second.close();
    expect(await balanceOf(server, bidder.id, 'USDT')).toEqual(money);
    expect(await bookProblems(server, SYMBOL)).toEqual([]);
  }, 120_000);

  it('runs each bid once when two instances poll at the same time', async () => {
    const bids: number[] = [];
    for (let i = 0; i < 12; i += 1) bids.push((await offerOnNewToken('1.5')).id);
    await expireNow(bids);
    const [a, b] = [await server.appWith({}), await server.appWith({})];
    const options = { aheadSeconds: A_DAY_AND_MORE, kinds: [BID_EXPIRE_JOB], batch: 3 };
    const [ranA, ranB] = await Promise.all([a.jobs.runDue(options), b.jobs.runDue(options)]);
    expect(ranA + ranB).toBe(12);
    expect(await statuses(bids)).toEqual(bids.map(() => 'expired'));
    const done = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND done_at IS NOT NULL
          AND dedupe_key = ANY($2::text[])`,
      [BID_EXPIRE_JOB, bids.map((id) => `bid-expire:${id}`)],
    );
    expect(done[0]!.n).toBe(12);
    expect(await a.jobs.runDue(options)).toBe(0);
    await a.close();
    await b.close();
  }, 120_000);
});

describe('the sweep', () => {
  it('is one job per database however many instances start, and runs on one instance at a time', async () => {
    const starting = [await server.appWith({ jobs: true }), await server.appWith({ jobs: true })];
    await Promise.all(starting.map((app) => app.ready()));
    for (const app of starting) await app.close();
    const sweeps = await server.db.query<{ id: number }>(
      'SELECT id FROM jobs WHERE kind = $1 AND done_at IS NULL AND failed_at IS NULL',
      [BID_SWEEP_JOB],
    );
    expect(sweeps).toHaveLength(1);
    expect(await server.db.tx((q) => enqueueJob(q, BID_SWEEP_JOB, {}, { key: BID_SWEEP_KEY }))).toBeNull();

    // a listing its bid's bidder could not pay when it was listed: crossed, until a deposit makes the bid payable
    const poor = (await users(server, 'jobpoor', 1))[0]!;
    // below the listing at 1 the first test left
    const placed = await placeBid(server.post, poor, { kind: 'collection', symbol: SYMBOL, price: '0.5' });
    expect(placed.code).toBe(0);
    const { itemId } = await token();
    expect((await listOn(server.post, seller, itemId, '0.4')).code).toBe(0);
    await fund(server, poor.id, 'USDT', '10');
    await server.db.query('UPDATE jobs SET locked_until = NULL, run_at = now() WHERE id = $1', [sweeps[0]!.id]);

    const [a, b] = [await server.appWith({}), await server.appWith({})];
    const options = { kinds: [BID_SWEEP_JOB] };
    const [ranA, ranB] = await Promise.all([a.jobs.runDue(options), b.jobs.runDue(options)]);
    expect(ranA + ranB).toBe(1);
    // sold once, at the listing's price or the bid's, within the bid
    const trades = await server.db.query<{ buyer_id: number; price: string }>(
      'SELECT buyer_id, price::text AS price FROM market_trades WHERE collection_id = $1 AND buyer_id = $2',
      [collectionId, poor.id],
    );
    expect(trades).toHaveLength(1);
    expect(Number(trades[0]!.price)).toBeLessThanOrEqual(0.5);
    // it stays: due again in about a minute, on whichever instance comes next, also after both are gone
    const [next] = await server.db.query<{ due_in: number; done: boolean }>(
      'SELECT extract(epoch FROM run_at - now())::int AS due_in, done_at IS NOT NULL AS done FROM jobs WHERE id = $1',
      [sweeps[0]!.id],
    );
    expect(next!.done).toBe(false);
    expect(Number(next!.due_in)).toBeGreaterThan(30);
    await a.close();
    await b.close();
    const restarted = await server.appWith({});
    expect(await restarted.jobs.runDue({ ...options, aheadSeconds: 120 })).toBe(1);
    await restarted.close();
    expect(await bookProblems(server, SYMBOL)).toEqual([]);
    expect(await ledgerProblems(server)).toEqual([]);
  }, 120_000);
});
