import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLedger, systemAccount } from '../modules/finance/ledger';
import { START_TIMEOUT, createTestServer, type TestServer } from '../testing/harness';
import { migrate, migrationFiles } from './migrate';
import { seedIfEmpty } from './seed';

// The database layer on whichever driver the environment selects (DATABASE_URL -> PostgreSQL), on a database
// migrated and seeded here rather than copied from the test run's template, as these tests are about that path.
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({}, { fresh: true });
}, START_TIMEOUT);
afterAll(() => server.close());

describe('driver', () => {
  it('is the one the environment selects', () => {
    expect(server.db.driver).toBe(process.env.DATABASE_URL ? 'pg' : 'pglite');
  });

  it('returns counts as numbers and numeric as exact decimal strings', async () => {
    const [row] = await server.db.query<{ n: number; amount: string }>(
      `SELECT count(*) AS n, '123456789012345678.123456789012345678'::numeric(36,18) AS amount FROM coins`,
    );
    expect(typeof row?.n).toBe('number');
    expect(row?.amount).toBe('123456789012345678.123456789012345678');
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      server.db.tx(async (q) => {
        await q.query(`INSERT INTO rate_counters (key, window_start, count) VALUES ('rollback-probe', now(), 1)`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await server.db.query(`SELECT 1 FROM rate_counters WHERE key = 'rollback-probe'`)).toHaveLength(0);
  });
});

describe('migrations and seed', () => {
  it('are numbered, applied once and recorded', async () => {
    const files = migrationFiles();
    const versions = files.map((f) => f.version);
    expect(versions[0]).toBe(1);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    const recorded = await server.db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(recorded.map((r) => r.version)).toEqual(files.map((f) => f.version));
    expect(await migrate(server.db)).toEqual([]);
    expect(await migrate(server.db)).toEqual([]);
  });

  it('seed runs on an empty database only', async () => {
    const before = await server.db.query<{ n: number }>('SELECT count(*) AS n FROM nft_items');
    expect(await seedIfEmpty(server.db)).toBe(false);
    const after = await server.db.query<{ n: number }>('SELECT count(*) AS n FROM nft_items');
    expect(after).toEqual(before);
  });

  it('seeds three demo accounts with balances and NFTs', async () => {
    const demos = await server.db.query<{ email: string; usdt: string }>(
      `SELECT u.email, b.available::text AS usdt FROM users u JOIN balances b ON b.user_id = u.id AND b.symbol = 'USDT'
        WHERE u.email LIKE 'demo%@example.com' ORDER BY u.email`,
    );
    expect(demos.map((d) => d.email)).toEqual(['demo1@example.com', 'demo2@example.com', 'demo3@example.com']);
    expect(demos[0]?.usdt).toBe('10000.000000000000000000');
    const owned = await server.db.query(
      `SELECT 1 FROM nft_items i JOIN users u ON u.id = i.owner_user_id WHERE u.email = 'demo1@example.com'`,
    );
    expect(owned.length).toBeGreaterThanOrEqual(2);
  });
});

describe('ledger', () => {
  const sumsPerCoin = () =>
    server.db.query<{ symbol: string; total: string }>(
      'SELECT symbol, sum(amount)::text AS total FROM ledger_entries GROUP BY symbol',
    );

  it('sums to zero per coin, and every balance equals its ledger entries', async () => {
    for (const row of await sumsPerCoin()) expect(Number(row.total)).toBe(0);
    const mismatches = await server.db.query(
      `SELECT b.user_id, b.symbol FROM balances b
         LEFT JOIN (SELECT user_id, symbol, part, sum(amount) AS total FROM ledger_entries GROUP BY 1, 2, 3) l
           ON l.user_id = b.user_id AND l.symbol = b.symbol AND l.part = 'available'
        WHERE b.available <> coalesce(l.total, 0)`,
    );
    expect(mismatches).toEqual([]);
  });

  it('refuses to overdraw (30001) and leaves no partial rows', async () => {
    const [demo] = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'demo3@example.com'`);
    const countTx = async () =>
      (await server.db.query<{ n: number }>('SELECT count(*) AS n FROM ledger_transactions'))[0]?.n;
    const before = await countTx();
    const fees = await server.db.tx((q) => systemAccount(q, 'fees'));
    await expect(
      server.db.tx((q) =>
        postLedger(q, 'fee', 'test', [
          { userId: demo!.id, part: 'available', symbol: 'USDT', amount: '-1000000' },
          { userId: fees, part: 'system', symbol: 'USDT', amount: '1000000' },
        ]),
      ),
    ).rejects.toMatchObject({ code: 30001 });
    expect(await countTx()).toBe(before);
    const [balance] = await server.db.query<{ available: string }>(
      `SELECT available::text AS available FROM balances WHERE user_id = $1 AND symbol = 'USDT'`,
      [demo!.id],
    );
    expect(balance?.available).toBe('150.750000000000000000');
  });

  it('refuses legs that do not balance', async () => {
    const fees = await server.db.tx((q) => systemAccount(q, 'fees'));
    await expect(
      server.db.tx((q) => postLedger(q, 'bad', 'x', [{ userId: fees, part: 'system', symbol: 'BTC', amount: '0.1' }])),
    ).rejects.toThrow(/sum to 0.1/);
  });

  it('moves frozen and available parts exactly', async () => {
    const [demo] = await server.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'demo2@example.com'`);
    await server.db.tx((q) =>
      postLedger(q, 'freeze', 'order-1', [
        { userId: demo!.id, part: 'available', symbol: 'BNB', amount: '-0.000000000000000001' },
        { userId: demo!.id, part: 'frozen', symbol: 'BNB', amount: '0.000000000000000001' },
      ]),
    );
    const [row] = await server.db.query<{ available: string; frozen: string }>(
      `SELECT available::text AS available, frozen::text AS frozen FROM balances WHERE user_id = $1 AND symbol = 'BNB'`,
      [demo!.id],
    );
    expect(row).toEqual({ available: '3.199999999999999999', frozen: '0.000000000000000001' });
    for (const sum of await sumsPerCoin()) expect(Number(sum.total)).toBe(0);
  });
});
