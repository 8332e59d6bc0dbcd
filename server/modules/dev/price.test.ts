import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db';
import { createTestServer, START_TIMEOUT, type TestServer } from '../../testing/harness';

// POST /dev/price/move: a development route that moves a coin's price walk (the swap e2e's slippage refusal).
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

const move = async (payload: object) => {
  const res = await server.app.inject({ method: 'POST', url: '/dev/price/move', payload });
  return { status: res.statusCode, ...(res.json() as { code: number; data: { anchor_price: string } | null }) };
};
const anchor = async (symbol: string) =>
  (
    await server.db.query<{ p: string }>(
      'SELECT trim_scale(anchor_price)::text AS p FROM coin_price_walks WHERE symbol = $1',
      [symbol],
    )
  )[0]!.p;

describe('/dev/price/move', () => {
  it('multiplies the coin price walk by the factor', async () => {
    const before = await anchor('SOL');
    const res = await move({ symbol: 'sol', factor: '2' });
    expect(res.code).toBe(0);
    expect(res.data?.anchor_price).toBe(await anchor('SOL'));
    expect(Number(await anchor('SOL'))).toBeCloseTo(Number(before) * 2, 6);
    await move({ symbol: 'SOL', factor: '0.5' });
    expect(Number(await anchor('SOL'))).toBeCloseTo(Number(before), 6);
  });

  it('refuses an unknown coin and a factor out of range', async () => {
    expect((await move({ symbol: 'NOPE', factor: '1.1' })).code).toBe(10003);
    expect((await move({ symbol: 'SOL', factor: '0' })).code).toBe(10003);
    expect((await move({ symbol: 'SOL', factor: '500' })).code).toBe(10003);
    expect((await move({ symbol: 'SOL', factor: '-1' })).code).toBe(10003);
  });

  it('is not served in production', async () => {
    const production = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test', JOBS: '0' }), nodeEnv: 'production', botToken: '1:X' },
      db: {} as Db,
    });
    const res = await production.inject({
      method: 'POST',
      url: '/dev/price/move',
      payload: { symbol: 'SOL', factor: '2' },
    });
    expect(res.statusCode).toBe(404);
    await production.close();
  });
});
