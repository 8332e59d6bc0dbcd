import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type {
  BannerListRes,
  ChainListRes,
  CheckUpdateRes,
  CoinListRes,
  IndexArticleListRes,
  ModuleListRes,
  NftModuleListRes,
  SymbolExchangeUsdRes,
} from '@/contract';
import { START_TIMEOUT, createTestServer, type TestServer } from '../../testing/harness';
import { compareVersions } from './index';

// Seeded home content (system/*) and coin data (finance coin/*), per language.
let server: TestServer;
const DECIMAL = /^\d+(\.\d*[1-9])?$/;

beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

describe('system', () => {
  it('banners answer in X-Language', async () => {
    const en = await server.post<BannerListRes>(contract.system.getBannerList.path);
    const ko = await server.post<BannerListRes>(contract.system.getBannerList.path, {}, { lang: 'ko' });
    expect(en.data.list.length).toBeGreaterThanOrEqual(3);
    expect(en.data.list[0]).toMatchObject({
      title: 'Astro Cats have landed',
      link_type: 'mark_local',
      // the raster twin: the first screen draws it without rasterising an SVG on the main thread
      image: '/seed/banners/1.webp',
    });
    expect(ko.data.list[0]?.title).toBe('아스트로 캣츠 착륙');
  });

  it('module_list, in Simplified Chinese', async () => {
    const res = await server.post<ModuleListRes>(contract.system.moduleList.path, {}, { lang: 'zh' });
    expect(res.data.list.map((m) => m.key)).toContain('swap');
    expect(res.data.list.find((m) => m.key === 'swap')).toMatchObject({
      title: '兑换',
      link: '/asset/swap',
      icon: '/seed/icons/swap.svg',
    });
  });

  it('index_article_list pages newest first', async () => {
    const first = await server.post<IndexArticleListRes>(
      contract.system.indexArticleList.path,
      { page: 1, page_size: 3 },
      { lang: 'zh_tw' },
    );
    expect(first.data).toMatchObject({ count: 4, page: 1, page_size: 3 });
    expect(first.data.list).toHaveLength(3);
    expect(first.data.list[0]?.title).toBe('通行密鑰上線');
    const times = first.data.list.map((a) => a.created_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await server.post<IndexArticleListRes>(contract.system.indexArticleList.path, {
      page: 2,
      page_size: 3,
    });
    expect(second.data.list).toHaveLength(1);
    expect((await server.post(contract.system.indexArticleList.path, { page_size: 1000 })).code).toBe(10003);
  });

  it('index_article_list by id answers that article in full, in the language; an unknown id answers none', async () => {
    const path = contract.system.indexArticleList.path;
    // a page first, so that the one-article answer is seen not to come from the page cache (nor to poison it)
    const page = await server.post<IndexArticleListRes>(path, { page: 1, page_size: 10 });
    const id = page.data.list[0]!.id;
    expect(page.data.list[0]!.content).toBeUndefined();
    const ko = await server.post<IndexArticleListRes>(path, { id }, { lang: 'ko' });
    expect(ko.data).toMatchObject({ count: 1, page: 1, page_size: 1 });
    expect(ko.data.list[0]).toMatchObject({ id, title: '패스키를 지원합니다' });
    const html = ko.data.list[0]!.content!;
    expect(html).toContain('<h2>패스키를 지원합니다</h2>');
    expect(html).toMatch(/<ul><li>.+<\/li><\/ul>/);
    expect(html).toContain('<img src="/seed/articles/');
    expect(html).toContain('href="https://t.me/');
    expect(html).toContain('href="/nft/search"');
    const en = await server.post<IndexArticleListRes>(path, { id });
    expect(en.data.list[0]!.content).toContain('<h2>Passkeys are here</h2>');
    // a language the article lacks falls back to English
    await server.db.query(`UPDATE articles SET content = content - 'zh' WHERE id = $1`, [id]);
    const zh = await server.post<IndexArticleListRes>(path, { id }, { lang: 'zh' });
    expect(zh.data.list[0]!.content).toContain('<h2>Passkeys are here</h2>');
    expect((await server.post<IndexArticleListRes>(path, { id: 999_999 })).data).toMatchObject({ list: [], count: 0 });
    expect((await server.post(path, { id: -1 })).code).toBe(10003);
    const again = await server.post<IndexArticleListRes>(path, { page: 1, page_size: 10 });
    expect(again.data).toEqual(page.data);
  });

  it('nft_module_list has rows of items with decimal prices', async () => {
    const res = await server.post<NftModuleListRes>(contract.system.nftModuleList.path);
    expect(res.data.list.map((m) => m.key)).toEqual(['hot', 'new']);
    const item = res.data.list[0]?.list[0];
    expect(item).toMatchObject({
      title: 'Nova #1',
      symbol: 'ASTRO',
      token_id: '1',
      price: '1250',
      coin: 'USDT',
      listed: true,
      image: '/seed/nft/astro/1.webp',
    });
  });

  it('check_update compares X-Version with the current version', async () => {
    const same = await server.post<CheckUpdateRes>(
      contract.system.checkUpdate.path,
      {},
      { headers: { 'x-version': '1.1.0', 'x-platform': '4' } },
    );
    expect(same.data).toMatchObject({ version: '1.1.0', has_update: false, force: false });
    const old = await server.post<CheckUpdateRes>(
      contract.system.checkUpdate.path,
      {},
      { headers: { 'x-version': '1.0.3' }, lang: 'ko' },
    );
    expect(old.data).toMatchObject({ has_update: true, force: false, url: '/download' });
    expect(old.data.notes).toContain('패스키');
    const ancient = await server.post<CheckUpdateRes>(
      contract.system.checkUpdate.path,
      {},
      { headers: { 'x-version': '0.9.0' } },
    );
    expect(ancient.data.force).toBe(true);
  });

  it('compares versions numerically', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.1', '1.1.0')).toBe(0);
    expect(compareVersions('1.1.0', '')).toBe(1);
  });
});

describe('coins', () => {
  it('coin_list: info with symbol and decimal-string USD price, chains per coin', async () => {
    const res = await server.post<CoinListRes>(contract.coin.coinList.path);
    expect(res.code).toBe(0);
    const symbols = res.data.list.map((entry) => entry.info.symbol);
    expect(symbols).toEqual(expect.arrayContaining(['BTC', 'ETH', 'USDT', 'BNB', 'TRX', 'SOL']));
    for (const entry of res.data.list) {
      expect(entry.info).toEqual({
        symbol: expect.any(String),
        name: expect.any(String),
        icon: `/seed/coins/${entry.info.symbol.toLowerCase()}.svg`,
        decimals: expect.any(Number),
        usd_price: expect.stringMatching(DECIMAL),
      });
      expect(entry.chains.length).toBeGreaterThan(0);
      for (const chain of entry.chains) {
        expect(Object.keys(chain).sort()).toEqual(['chain_name', 'min_withdraw', 'withdraw_fee']);
        expect(chain.withdraw_fee).toMatch(DECIMAL);
      }
    }
    const usdt = res.data.list.find((entry) => entry.info.symbol === 'USDT');
    expect(usdt?.chains.map((c) => c.chain_name)).toEqual(['ERC20', 'TRC20', 'BSC', 'SOLANA']);
    // prices follow the seeded walk (server/modules/finance/prices.ts): near the listed price, stable coins fixed
    const btc = Number(res.data.list.find((entry) => entry.info.symbol === 'BTC')?.info.usd_price);
    expect(btc).toBeGreaterThan(67250.12 * 0.5);
    expect(btc).toBeLessThan(67250.12 * 1.5);
    expect(res.data.list.find((entry) => entry.info.symbol === 'USDT')?.info.usd_price).toBe('1');
  });

  it('chain_list: every chain, or the chains of one coin', async () => {
    const all = await server.post<ChainListRes>(contract.coin.chainList.path);
    expect(all.data.list.map((c) => c.chain_name)).toEqual(['BTC', 'ERC20', 'TRC20', 'BSC', 'SOLANA']);
    const usdc = await server.post<ChainListRes>(contract.coin.chainList.path, { symbol: 'usdc' });
    expect(usdc.data.list.map((c) => c.chain_name)).toEqual(['ERC20', 'SOLANA']);
    expect((await server.post(contract.coin.chainList.path, { symbol: 'DOGE' })).code).toBe(30002);
  });

  it('get_symbol_exchange_usd: all prices or one', async () => {
    const all = await server.post<SymbolExchangeUsdRes>(contract.coin.getSymbolExchangeUsd.path);
    expect(all.data.list.map((p) => p.symbol)).toEqual(expect.arrayContaining(['TRX', 'ETH', 'USDT']));
    expect(all.data.list.find((p) => p.symbol === 'USDT')?.usd_price).toBe('1');
    const one = await server.post<SymbolExchangeUsdRes>(contract.coin.getSymbolExchangeUsd.path, { symbol: 'ETH' });
    expect(one.data.list).toEqual([
      { symbol: 'ETH', usd_price: all.data.list.find((p) => p.symbol === 'ETH')?.usd_price },
    ]);
    expect(one.data.list[0]?.usd_price).toMatch(DECIMAL);
    const unknown = await server.post(contract.coin.getSymbolExchangeUsd.path, { symbol: 'NOPE' }, { lang: 'zh' });
    expect(unknown).toMatchObject({ code: 30002, msg: '不支持该币种。' });
  });
});
