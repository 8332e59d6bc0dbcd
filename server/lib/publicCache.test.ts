import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import type { BannerListRes, ChainListRes, CoinListRes, Profile, SymbolExchangeUsdRes } from '@/contract';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from '../testing/harness';
import { CACHE_CHECK_MS, PublicCache } from './publicCache';

// Public data is cached per server and invalidated through cache_versions (bumped by triggers on every
// write): a write is seen by another server on the same database within CACHE_CHECK_MS.
let server: TestServer;
let other: FastifyInstance;

beforeAll(async () => {
  server = await createTestServer();
  other = await server.appWith({});
}, START_TIMEOUT);
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const usdtPrice = async (app?: FastifyInstance) => {
  const res = await server.post<CoinListRes>(contract.coin.coinList.path, {}, app ? { app } : {});
  return res.data.list.find((coin) => coin.info.symbol === 'USDT')?.info.usd_price;
};

/** The SQL each call sends while `run` runs (the version check of the cache counted apart). */
async function queriesOf(run: () => Promise<unknown>) {
  const spy = vi.spyOn(server.db, 'query');
  await run();
  const sql = spy.mock.calls.map(([text]) => text.replace(/\s+/g, ' ').trim());
  spy.mockRestore();
  return {
    data: sql.filter((text) => !text.includes('FROM cache_versions')),
    versionChecks: sql.filter((text) => text.includes('FROM cache_versions')).length,
  };
}

describe('public cache across instances', () => {
  it('a direct UPDATE of a coin table (no code involved) reaches the other instance within a second', async () => {
    expect(await usdtPrice(other)).toBe('1');
    // USDT's price walk has no steps: its price is the walk's anchor price
    await server.db.query(`UPDATE coin_price_walks SET anchor_price = '1.0002' WHERE symbol = 'USDT'`);
    await sleep(CACHE_CHECK_MS + 50);
    expect(await usdtPrice(other)).toBe('1.0002');
    expect(await usdtPrice()).toBe('1.0002');
    // the other coin calls share the group
    const usd = await server.post<SymbolExchangeUsdRes>(contract.coin.getSymbolExchangeUsd.path, { symbol: 'usdt' });
    expect(usd.data.list).toEqual([{ symbol: 'USDT', usd_price: '1.0002' }]);
    await server.db.query(`UPDATE coin_price_walks SET anchor_price = '1' WHERE symbol = 'USDT'`);
  });

  it('a banner written in a transaction (as the seed and an admin tool write) reaches both instances', async () => {
    const title = async (app: FastifyInstance) =>
      (await server.post<BannerListRes>(contract.system.getBannerList.path, {}, { app })).data.list[0]?.title;
    expect(await title(other)).toBe('Astro Cats have landed');
    expect(await title(server.app)).toBe('Astro Cats have landed');
    await server.db.tx(async (q) => {
      const [first] = await q.query<{ id: number }>('SELECT id FROM banners WHERE enabled ORDER BY sort, id LIMIT 1');
      await q.query(`UPDATE banners SET title = title || '{"en": "New drop"}' WHERE id = $1`, [first!.id]);
    });
    await sleep(CACHE_CHECK_MS + 50);
    expect(await title(other)).toBe('New drop');
    expect(await title(server.app)).toBe('New drop');
  });

  it('a coin disabled in the database disappears from the chain list of another instance', async () => {
    const chains = (symbol: string) =>
      server.post<ChainListRes>(contract.coin.chainList.path, { symbol }, { app: other });
    expect((await chains('ETH')).code).toBe(0);
    await server.db.query(`UPDATE coins SET enabled = false WHERE symbol = 'ETH'`);
    await sleep(CACHE_CHECK_MS + 50);
    expect((await chains('ETH')).code).toBe(30002);
    await server.db.query(`UPDATE coins SET enabled = true WHERE symbol = 'ETH'`);
    await sleep(CACHE_CHECK_MS + 50);
    expect((await chains('ETH')).code).toBe(0);
  });
});

describe('queries per request', () => {
  it('coin_list, warm: no query of its own, at most the once-a-second version check', async () => {
    await server.post(contract.coin.coinList.path);
    const { data, versionChecks } = await queriesOf(() => server.post(contract.coin.coinList.path));
    expect(data).toEqual([]);
    expect(versionChecks).toBeLessThanOrEqual(1);
  });

  it('banners, modules, NFT modules and the first article page, warm: no query of their own', async () => {
    const calls = [
      contract.system.getBannerList.path,
      contract.system.moduleList.path,
      contract.system.nftModuleList.path,
      contract.system.indexArticleList.path,
    ];
    for (const path of calls) await server.post(path);
    const { data } = await queriesOf(async () => {
      for (const path of calls) await server.post(path);
    });
    expect(data).toEqual([]);
  });

  it('profile: one query, the session and the profile together, then none while nothing changed', async () => {
    const email = uniqueEmail('count');
    const token = await server.signIn(email);
    let answer: { code: number; data: Profile } | undefined;
    const first = await queriesOf(async () => {
      answer = await server.post<Profile>(contract.user.profile.path, {}, { token });
    });
    expect(first.data).toHaveLength(1);
    expect(first.data[0]).toMatch(/FROM sessions s JOIN users u/);
    expect(answer?.code).toBe(0);
    expect(answer?.data).toMatchObject({ email, has_password: false, passkey_count: 0 });
    const warm = await queriesOf(async () => {
      answer = await server.post<Profile>(contract.user.profile.path, {}, { token });
    });
    expect(warm.data).toEqual([]);
    expect(warm.versionChecks).toBeLessThanOrEqual(1);
    expect(answer?.data).toMatchObject({ email });
  });

  it('a session last used over a minute ago: one more statement pushes its expiry, then none', async () => {
    const token = await server.signIn(uniqueEmail('stale'));
    await server.db.query(`UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE token_hash <> ''`);
    const first = await queriesOf(() => server.post(contract.user.profile.path, {}, { token }));
    expect(first.data).toHaveLength(2);
    expect(first.data[1]).toMatch(/^UPDATE sessions SET last_seen_at = now\(\)/);
    const next = await queriesOf(() => server.post(contract.user.profile.path, {}, { token }));
    expect(next.data).toEqual([]);
  });

  it('an unknown token is looked up each time (guesses are not kept)', async () => {
    for (let round = 0; round < 2; round++) {
      const { data } = await queriesOf(() => server.post(contract.user.profile.path, {}, { token: 'no-such-token' }));
      expect(data).toHaveLength(1);
    }
  });

  it('a change of the profile shows at once on this server and within a second on another', async () => {
    const token = await server.signIn(uniqueEmail('nick'));
    const nickname = async (app?: FastifyInstance) =>
      (await server.post<Profile>(contract.user.profile.path, {}, { token, ...(app ? { app } : {}) })).data.nickname;
    await nickname();
    await nickname(other);
    expect((await server.post(contract.user.modifyNickname.path, { nickname: 'Cached Carol' }, { token })).code).toBe(
      0,
    );
    expect(await nickname()).toBe('Cached Carol');
    await sleep(CACHE_CHECK_MS + 50);
    expect(await nickname(other)).toBe('Cached Carol');
  });

  it('a revoked session is refused at once on this server and within a second on another', async () => {
    const token = await server.signIn(uniqueEmail('revoke'));
    const code = async (app?: FastifyInstance) =>
      (await server.post(contract.user.profile.path, {}, { token, ...(app ? { app } : {}) })).code;
    expect(await code()).toBe(0);
    expect(await code(other)).toBe(0);
    expect((await server.post(contract.user.logout.path, {}, { token })).code).toBe(0);
    expect(await code()).toBe(4001);
    await sleep(CACHE_CHECK_MS + 50);
    expect(await code(other)).toBe(4001);
  });

  it('an expiry shortened in the database (a direct UPDATE) ends the session', async () => {
    const token = await server.signIn(uniqueEmail('expire'));
    expect((await server.post(contract.user.profile.path, {}, { token })).code).toBe(0);
    await server.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL`);
    expect((await server.post(contract.user.profile.path, {}, { token })).code).toBe(4001);
  });

  it('a signed-in read other than profile: one query for the session, then its own', async () => {
    const token = await server.signIn(uniqueEmail('count'));
    const { data } = await queriesOf(() => server.post(contract.user.userRisk.path, {}, { token }));
    expect(data[0]).toMatch(/FROM sessions s JOIN users u/);
    expect(data.filter((text) => text.includes('FROM sessions'))).toHaveLength(1);
  });
});

describe('PublicCache', () => {
  it('reads cache_versions at most once per interval, and reloads only the groups that moved', async () => {
    let clock = 0;
    const versions = [{ name: 'coins', version: 1 }];
    const query = vi.fn(async () => versions);
    const cache = new PublicCache({ query } as never, 1000, () => clock);
    const load = vi.fn(async () => 'coins v1');
    const loadBanners = vi.fn(async () => 'banners');
    expect(await cache.get('coins', 'list', load)).toBe('coins v1');
    expect(await cache.get('banners', 'en', loadBanners)).toBe('banners');
    clock = 999;
    versions[0]!.version = 2;
    expect(await cache.get('coins', 'list', load)).toBe('coins v1');
    expect(query).toHaveBeenCalledTimes(1);
    clock = 1000;
    expect(await cache.get('coins', 'list', async () => 'coins v2')).toBe('coins v2');
    expect(await cache.get('banners', 'en', loadBanners)).toBe('banners');
    expect(query).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadBanners).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new PublicCache({ query: async () => [] } as never, 1000, () => 0);
    await expect(cache.get('coins', 'list', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('coins', 'list', async () => 'ok')).toBe('ok');
  });
});
