import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_TIMEOUT, type TestServer } from '../../../testing/harness';
import { twoInstances } from '../../../testing/servers';
import { bookProblems, fixFees, runRace, unexpectedAnswers } from './testKit';

// Two server instances, each with its own connection pool, on one PostgreSQL: bids placed on one and listings on the
// other must still never both stand crossed, sell a token twice or pay from money that is not there. A `.pg.test.ts`
// file runs only in the suite's PostgreSQL pass (server/testing/with-postgres.sh).
if (!process.env.DATABASE_URL) throw new Error('race.pg.test.ts needs DATABASE_URL (server/testing/with-postgres.sh)');

let server: TestServer;
let other: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, other, close } = await twoInstances({}, fixFees));
}, START_TIMEOUT);
afterAll(() => close());

describe('bids and listings racing across two server instances on one PostgreSQL', () => {
  it('every fill paid once, no token sold twice, no balance below zero, no bid left crossed', async () => {
    const race = await runRace(server, 'RACEPG', [server.app, other]);
    expect(unexpectedAnswers(race)).toEqual([]);
    // both instances' job runners at once: the sweep runs on one of them
    await Promise.all([server.app.jobs.runDue({ aheadSeconds: 120 }), other.jobs.runDue({ aheadSeconds: 120 })]);
    expect(await bookProblems(server, 'RACEPG')).toEqual([]);
    const [{ fills }] = (await server.db.query<{ fills: number }>(
      `SELECT count(*)::int AS fills FROM market_trades tr JOIN nft_collections c ON c.id = tr.collection_id
          WHERE c.symbol = 'RACEPG' AND tr.bid_order_id IS NOT NULL`,
    )) as [{ fills: number }];
    expect(fills).toBeGreaterThanOrEqual(20);
  }, 300_000);
});
