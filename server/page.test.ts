import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootKey } from '@/contract/boot';
import { nftMarket } from '@/contract/nftMarket';
import type { MarketSearchRes } from '@/contract/nftMarket.types';
import { searchFromQuery, searchRequest } from '@/domain/marketSearch';
import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import { DEFAULT_SIGN_SECRET, signPayload } from '@/contract/sign';
import type { BannerListRes, Profile } from '@/contract/types';
import { displayUsd } from '@/features/wallet/model';
import { buildApp } from './app';
import { fund, walletUser } from './modules/wallet/walletKit';
import { pageLanguage, scriptJson } from './page';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from './testing/harness';
import { precompressDir } from './tools/precompress';

// The first load (issue 10): compressed answers, precompressed assets, and the home page's data in its HTML.
let server: TestServer;
let app: FastifyInstance;
let dist: string;
const BOOT = "document.documentElement.className = 'dark';";
const SCRIPT = `export const x = ${JSON.stringify('x'.repeat(4000))};`;
const EVIL = '</script><script>alert(1)</script><!--';
const CSS = '.app{color:red}';
const SHELL_HERO = '<div class="boot-shell__block boot-shell__block--hero"></div>';
const MANIFEST = {
  'index.html': { file: 'assets/main-abc123.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-abc123.js' },
  'src/features/home/pages/HomePage.tsx': {
    file: 'assets/HomePage-abc123.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_card.js'],
    css: ['assets/HomePage-abc123.css'],
  },
  '_card.js': { file: 'assets/card-abc123.js', css: ['assets/card-abc123.css'] },
  'src/features/account/pages/LoginPage.tsx': {
    file: 'assets/LoginPage-abc123.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_card.js'],
  },
  'locales/ko/account.json': { file: 'assets/account-ko123.js', isDynamicEntry: true },
  'locales/en/account.json': { file: 'assets/account-en123.js', isDynamicEntry: true },
  'src/features/security/pages/UserManagePage.tsx': { file: 'assets/UserManagePage-abc123.js', isDynamicEntry: true },
  'locales/en/security.json': { file: 'assets/security-en123.js', isDynamicEntry: true },
  'src/api/transport.ts': { file: 'assets/transport-abc123.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/api/queryRuntime.ts': { file: 'assets/queryRuntime-abc123.js', isDynamicEntry: true },
};
/** What the build writes beside the manifest (server/tools/routeModules.ts). */
const ROUTES = {
  '/': { module: 'src/features/home/pages/HomePage.tsx', login: 'never' },
  '/login': { module: 'src/features/account/pages/LoginPage.tsx', login: 'never', namespace: 'account' },
  '/security/userManage': {
    module: 'src/features/security/pages/UserManagePage.tsx',
    login: 'always',
    namespace: 'security',
  },
};

beforeAll(async () => {
  server = await createTestServer();
  await server.db.query('INSERT INTO banners (title, image, link_type, link, sort) VALUES ($1, $2, $3, $4, $5)', [
    JSON.stringify({ en: EVIL, ko: EVIL }),
    '/seed/banners/1.svg',
    'none',
    '',
    999,
  ]);
  // Enough banners for the banner list to pass the 1 kB compression threshold.
  for (let i = 0; i < 8; i += 1) {
    await server.db.query('INSERT INTO banners (title, image, link_type, link, sort) VALUES ($1, $2, $3, $4, $5)', [
      JSON.stringify({ en: `Filler banner ${i} `.repeat(8) }),
      '/seed/banners/2.svg',
      'none',
      '',
      1000 + i,
    ]);
  }
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><title>app</title><script>${BOOT}</script>` +
      '<script type="module" crossorigin src="/assets/main-abc123.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root">' +
      `${SHELL_HERO}</div></body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), CSS);
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  expect(precompressDir(dist)).toBe(1);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, '.vite', 'routes.json'), JSON.stringify(ROUTES));
  app = await buildApp({ config: { ...server.config, distDir: dist }, db: server.db, serveStatic: true });
}, START_TIMEOUT);
afterAll(async () => {
  await app?.close();
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The files the page's loader fetches with the app (the inert `#preloads` list). */
const preloadsOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="preloads">([\s\S]*?)<\/script>/.exec(html)![1]!) as string[];

const bootDataOf = (html: string) => {
  const match = html.match(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/);
  return match ? (JSON.parse(match[1]!) as { lang: string; calls: Record<string, unknown> }) : null;
};

describe('compression', () => {
  it('precompression writes .br and .gz twins only for compressible files of 1 kB or more', async () => {
    expect(brotliDecompressSync(brotliCompressSync(SCRIPT)).toString()).toBe(SCRIPT);
    expect(existsSync(join(dist, 'assets', 'main-abc123.js.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'main-abc123.js.gz'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'tiny-abc123.js.br'))).toBe(false);
  });

  it('sends the .br twin of an asset to a client that accepts brotli, .gz to one that accepts only gzip', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBeTruthy();
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses JSON answers of 1 kB or more on the fly, brotli first; small ones stay plain', async () => {
    const inject = (encoding: string) =>
      app.inject({
        method: 'POST',
        url: contract.system.getBannerList.path,
        payload: signedEmpty(),
        headers: { 'accept-encoding': encoding },
      });
    const br = await inject('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).code).toBe(0);
    const gz = await inject('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).code).toBe(0);
    const plain = await inject('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().code).toBe(0);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const small = await app.inject({
      method: 'POST',
      url: '/user-api/api/system/unknown',
      payload: {},
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(10404);
  });

  it('compresses the page, brotli first, on every app path', async () => {
    const page = (url: string, encoding: string) =>
      app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const br = await page('/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('id="boot-data"');
    const gz = await page('/login', 'gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>app</title>');
    expect((await page('/login', 'identity')).headers['content-encoding']).toBeUndefined();
  });
});

describe('the home page carries its first content', () => {
  it('in the lang query language, exactly what the three calls answer, with the first banner preloaded', async () => {
    const res = await app.inject({ method: 'GET', url: '/?lang=ko' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const boot = bootDataOf(res.body);
    expect(boot?.lang).toBe('ko');
    for (const call of [contract.system.getBannerList, contract.system.moduleList, contract.system.nftModuleList]) {
      const api = await server.post(call.path, {}, { lang: 'ko' });
      expect(boot?.calls[call.path]).toEqual(api.data);
    }
    const banners = boot?.calls[contract.system.getBannerList.path] as BannerListRes;
    expect(banners.list[0]?.title).toBe('아스트로 캣츠 착륙');
    expect(res.body).toContain(`<link rel="preload" as="image" href="${banners.list[0]?.image}" fetchpriority="high">`);
  });

  it('escapes the data: a title cannot end the script element', async () => {
    const res = await app.inject({ method: 'GET', url: '/home' });
    const boot = bootDataOf(res.body);
    const titles = (boot?.calls[contract.system.getBannerList.path] as BannerListRes).list.map((b) => b.title);
    expect(titles).toContain(EVIL);
    expect(res.body).not.toContain('<script>alert(1)');
    // the theme script, the loader, the preload list and the boot data: no other element ended
    expect(res.body.match(/<\/script>/g)).toHaveLength(4);
    expect(scriptJson({ t: '</script>\u2028' })).toBe('{"t":"\\u003c/script>\\u2028"}');
  });

  it('the language from the i18nextLng cookie, then Accept-Language; English by default', async () => {
    const lang = async (headers: Record<string, string>, url = '/') =>
      bootDataOf((await app.inject({ method: 'GET', url, headers })).body)?.lang;
    expect(await lang({ cookie: 'currentTheme=dark; i18nextLng=zh-TW' })).toBe('zh-TW');
    expect(await lang({ 'accept-language': 'fr-FR, zh-Hans-CN;q=0.8, en;q=0.5' })).toBe('zh-CN');
    expect(await lang({ cookie: 'i18nextLng=ko', 'accept-language': 'en' }, '/?lang=en')).toBe('en');
    expect(await lang({})).toBe('en');
    expect(pageLanguage({ url: '/?lang=xx', headers: { 'accept-language': 'ko-KR' } } as never)).toBe('ko');
  });

  it('other app paths get the page without data; the page has an ETag and answers 304 when unchanged', async () => {
    const other = await app.inject({ method: 'GET', url: '/setting' });
    expect(other.statusCode).toBe(200);
    expect(bootDataOf(other.body)).toBeNull();
    const home = await app.inject({ method: 'GET', url: '/?lang=ko' });
    expect(home.headers.etag).not.toBe(other.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/?lang=ko',
      headers: { 'if-none-match': String(home.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-security-policy']).toBeUndefined();
    const otherLang = await app.inject({
      method: 'GET',
      url: '/?lang=en',
      headers: { 'if-none-match': String(home.headers.etag) },
    });
    expect(otherLang.statusCode).toBe(200);
  });

  it('the CSP allows the boot script by its hash and nothing for the data block', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const scriptSrc = String(res.headers['content-security-policy'])
      .match(/script-src ([^;]*)/)?.[1]
      ?.split(' ');
    // 'self', the theme script and the app's loader
    expect(scriptSrc).toHaveLength(3);
  });
});

function signedEmpty() {
  const body = { time: Math.floor(Date.now() / 1000) };
  return { ...body, sign: signPayload(body, server.config.signSecret ?? DEFAULT_SIGN_SECRET) };
}

describe('the market screens carry their first content (issue 12)', () => {
  it("the search's first page under the body the screen sends, its first pictures drawn in the shell's grid", async () => {
    const res = await app.inject({ method: 'GET', url: '/nft/search?sort=2&status=all' });
    const boot = bootDataOf(res.body);
    const body = { ...searchRequest(searchFromQuery('?sort=2&status=all')), page: 1 };
    const api = await server.post<MarketSearchRes>(nftMarket.search.path, body);
    expect(boot?.calls[bootKey(nftMarket.search.path, body)]).toEqual(api.data);
    const grid = /<div class="boot-shell__grid">([\s\S]*?)<\/div>/.exec(res.body)?.[1] ?? '';
    expect(grid.match(/<img /g)).toHaveLength(Math.min(4, api.data.list.length));
    expect(grid).toContain(`src="${api.data.list[0]!.image}"`);
  });

  it("a token's answer for a visitor only, its picture in the shell either way; an unknown token gets none", async () => {
    const { data } = await server.post<MarketSearchRes>(nftMarket.search.path, { sort: 2 });
    const goods = data.list[0]!;
    const url = `/nft/detail721?symbol=${goods.symbol.toLowerCase()}&token_id=${goods.token_id}`;
    const key = bootKey(nftMarket.goodsInfo.path, { symbol: goods.symbol, token_id: goods.token_id });
    const visitor = await app.inject({ method: 'GET', url });
    expect(bootDataOf(visitor.body)?.calls[key]).toMatchObject({ token_id: goods.token_id, mine: null });
    expect(visitor.body).toContain(`<img class="boot-shell__square" src="${goods.image}" alt="">`);
    const member = await app.inject({ method: 'GET', url, headers: { cookie: 'access_token=someone' } });
    expect(bootDataOf(member.body)?.calls[key]).toBeUndefined();
    expect(member.body).toContain('boot-shell__square');
    const unknown = await app.inject({ method: 'GET', url: '/nft/detail721?symbol=NOPE&token_id=1' });
    expect(unknown.statusCode).toBe(200);
    expect(bootDataOf(unknown.body)).toBeNull();
  });
});

describe('the sign-in screen opens with its own words (shell text)', () => {
  const shellOf = (html: string) => /<div class="boot-shell__page">([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? null;

  it("writes its title and lead in the request's language, the Telegram lead beside it, and no call answers", async () => {
    const korean = await app.inject({
      method: 'GET',
      url: '/login?redirectUrl=/asset',
      headers: { 'accept-language': 'ko' },
    });
    const texts = JSON.parse(readFileSync('locales/ko/account.json', 'utf8')) as {
      login: { subtitle: string; telegramHint: string };
    };
    const shell = shellOf(korean.body);
    expect(shell).toContain(`<p class="boot-shell__lead boot-shell__lead--web">${texts.login.subtitle}</p>`);
    expect(shell).toContain(`<p class="boot-shell__lead boot-shell__lead--tg">${texts.login.telegramHint}</p>`);
    // nesting resolved: "… NFT Wallet", not "$t(common:appName)"
    expect(shell).toMatch(/<h1 class="boot-shell__title">[^<$]*NFT Wallet[^<$]*<\/h1>/);
    expect(bootDataOf(korean.body)).toEqual({ lang: 'ko', calls: {} });
    expect(shellOf((await app.inject({ method: 'GET', url: '/login?lang=zh-TW' })).body)).toContain(
      (JSON.parse(readFileSync('locales/zh-TW/account.json', 'utf8')) as { login: { subtitle: string } }).login
        .subtitle,
    );
  });

  it('writes nothing for a request with a session (the app leaves for the screen asked for)', async () => {
    const member = await app.inject({ method: 'GET', url: '/login', headers: { cookie: 'access_token=someone' } });
    expect(shellOf(member.body)).toBeNull();
    expect(member.body).toContain(SHELL_HERO);
  });
});

describe("a signed-in page carries its session's profile (the app's session check)", () => {
  it('exactly what the profile call answers, in a page no shared cache may keep; nothing for a dead session', async () => {
    const token = await server.signIn(uniqueEmail('boot'));
    const api = await server.post<Profile>(contract.user.profile.path, {}, { token });
    const page = await app.inject({
      method: 'GET',
      url: '/security/userManage',
      headers: { cookie: `access_token=${token}` },
    });
    expect(bootDataOf(page.body)?.calls[contract.user.profile.path]).toEqual(api.data);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    // with a boot page's own answers beside it
    const home = await app.inject({ method: 'GET', url: '/', headers: { cookie: `access_token=${token}` } });
    const calls = bootDataOf(home.body)?.calls ?? {};
    expect(calls[contract.user.profile.path]).toEqual(api.data);
    expect(calls[contract.system.getBannerList.path]).toBeDefined();

    const dead = await app.inject({
      method: 'GET',
      url: '/security/userManage',
      headers: { cookie: 'access_token=nobody' },
    });
    expect(bootDataOf(dead.body)).toBeNull();
    expect(dead.headers['cache-control']).toBe('no-cache');
    await server.post(contract.user.logout.path, {}, { token });
    const after = await app.inject({
      method: 'GET',
      url: '/security/userManage',
      headers: { cookie: `access_token=${token}` },
    });
    expect(bootDataOf(after.body)).toBeNull();
  });
});

describe("the security centre's page carries its first answers and its level card (shell level)", () => {
  const levelOf = (html: string) =>
    /<div class="boot-shell__page boot-shell__page--sub">([\s\S]*?)<\/div><\/div><\/div>/.exec(html)?.[1] ?? null;

  it("answers its calls as they answer and draws the level the screen computes, in the request's language", async () => {
    const token = await server.signIn(uniqueEmail('boot-level'));
    const page = await app.inject({
      method: 'GET',
      url: '/security/userManage?lang=zh-CN',
      headers: { cookie: `access_token=${token}` },
    });
    const calls = bootDataOf(page.body)?.calls ?? {};
    for (const call of [contract.user.getUserPaymentSetting, contract.user.userThirdList, contract.user.profile]) {
      expect(calls[call.path]).toEqual((await server.post(call.path, {}, { token })).data);
    }
    const texts = JSON.parse(readFileSync('locales/zh-CN/security.json', 'utf8')) as {
      level: Record<string, string>;
    };
    const common = JSON.parse(readFileSync('locales/zh-CN/common.json', 'utf8')) as { route: Record<string, string> };
    // a new account has its email only: low, as the screen says
    const shell = levelOf(page.body);
    expect(shell).toContain(`<h1 class="boot-shell__title">${common.route.security_userManage}</h1>`);
    expect(shell).toContain('boot-shell__level--low');
    expect(shell).toContain(`<b>${texts.level.low}</b><p class="boot-shell__hint">${texts.level.low_hint}</p>`);

    // one more protection (a payment password) and the page says medium
    await server.db.query("UPDATE users SET capital_password_hash = 'x' WHERE uid = $1", [
      (calls[contract.user.profile.path] as Profile).uid,
    ]);
    const after = await app.inject({
      method: 'GET',
      url: '/security/userManage',
      headers: { cookie: `access_token=${token}` },
    });
    expect(bootDataOf(after.body)?.calls[contract.user.getUserPaymentSetting.path]).toEqual({
      has_capital_password: true,
      nft_free: false,
    });
    expect(levelOf(after.body)).toContain('boot-shell__level--medium');
  });
});

describe("the wallet's page carries its three answers and draws its total and empty state (shell assets)", () => {
  const assetsOf = (html: string) =>
    /<div class="boot-shell__page boot-shell__page--sub boot-shell__page--whole">([\s\S]*?)<\/div><\/div>/.exec(
      html,
    )?.[0] ?? null;
  const PENDING = { status: 'pending', page: 1, page_size: 20 };

  it("answers as its calls answer, in the request's language; the empty state only while nothing is held", async () => {
    const user = await walletUser(server, 'boot-assets', false);
    // the hide-zero switch's cookie, as the screen writes it: on here (the empty state is the screen's then)
    const open = (hideZero = '1') =>
      app.inject({
        method: 'GET',
        url: '/asset?lang=ko',
        headers: { cookie: `access_token=${user.token}; hideZeroAsset=${hideZero}` },
      });
    const page = await open();
    const calls = bootDataOf(page.body)?.calls ?? {};
    const { coin, finance } = contract;
    for (const [call, body] of [
      [coin.accountBalance, {}],
      [coin.coinList, {}],
      [finance.depositList, PENDING],
    ] as const) {
      expect(calls[bootKey(call.path, body)]).toEqual((await server.post(call.path, body, { token: user.token })).data);
    }
    const texts = JSON.parse(readFileSync('locales/ko/wallet.json', 'utf8')) as {
      overview: { title: string; usd: string; empty: string };
    };
    const shell = assetsOf(page.body)!;
    expect(shell).toContain(`<h1 class="boot-shell__title">${texts.overview.title}</h1>`);
    expect(shell).toContain(`<b class="boot-shell__value">${texts.overview.usd.replace('{{value}}', '0')}</b>`);
    expect(shell).toContain(`<p>${texts.overview.empty}</p>`);
    expect(shell.match(/<img class="boot-shell__empty--(light|dark)" src="data:image\/svg\+xml,/g)).toHaveLength(2);
    expect(shell.match(/<i><\/i>/g)).toHaveLength(7);

    // zeros shown (the switch off, or never touched): the screen lists every coin at 0, so the shell holds the
    // list's place and draws no empty state
    for (const hideZero of ['0', '']) {
      const zeros = assetsOf((await open(hideZero)).body)!;
      expect(zeros).not.toContain('boot-shell__empty');
      expect(zeros).toContain('<i class="boot-shell__rows"></i>');
    }

    // 1,234.5 USDT: the total as the screen writes it from the answer beside it, and the list's place instead
    await fund(server, user.id, 'USDT', '1234.5');
    const fundedPage = await open();
    const funded = assetsOf(fundedPage.body)!;
    const balances = bootDataOf(fundedPage.body)?.calls[coin.accountBalance.path] as { total_usd: string };
    expect(Number(balances.total_usd)).toBeGreaterThan(1000);
    expect(funded).toContain(
      `<b class="boot-shell__value">${texts.overview.usd.replace('{{value}}', displayUsd(balances.total_usd))}</b>`,
    );
    expect(funded).not.toContain('boot-shell__empty');
    expect(funded).toContain('<i class="boot-shell__rows"></i>');
  });
});

it('a signed-in screen draws nothing of its own for a visitor or a dead session (the app sends them to sign in)', async () => {
  for (const url of ['/security/userManage', '/asset']) {
    for (const headers of [{}, { cookie: 'access_token=nobody' }]) {
      const page = await app.inject({ method: 'GET', url, headers });
      expect(page.body).not.toContain('boot-shell__page--sub');
      expect(page.body).toContain(SHELL_HERO);
    }
  }
});

describe('the first paint needs nothing but the page', () => {
  it('carries the entry CSS inline, and the home screen its chunks, its CSS and the first banner in the shell', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain(`<style>${CSS}</style>`);
    expect(home.body).not.toContain('href="/assets/index-abc123.css"');
    // what the entry loads anyway is not preloaded twice
    expect(preloadsOf(home.body)).toEqual([
      '/assets/HomePage-abc123.js',
      '/assets/card-abc123.js',
      '/assets/HomePage-abc123.css',
      '/assets/card-abc123.css',
    ]);
    const preloaded = home.body.match(/<link rel="preload" as="image" href="([^"]+)"/)![1]!;
    expect(home.body).toContain(
      `<div class="boot-shell__block boot-shell__block--hero"><img src="${preloaded}" alt=""></div>`,
    );

    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain(`<style>${CSS}</style>`);
    expect(login.body).not.toContain('HomePage-abc123');
    expect(login.body).toContain('<div class="boot-shell__page">');
  });

  it("preloads any screen's chunks and its area's texts in the page's language, with the page", async () => {
    const login = await app.inject({ method: 'GET', url: '/login/?lang=ko' });
    expect(preloadsOf(login.body)).toEqual([
      '/assets/LoginPage-abc123.js',
      '/assets/card-abc123.js',
      '/assets/account-ko123.js',
      '/assets/card-abc123.css',
    ]);

    // A screen behind sign-in: its code only for a request that carries a session.
    const visitor = await app.inject({ method: 'GET', url: '/security/userManage' });
    expect(preloadsOf(visitor.body)).toEqual([]);
    const member = await app.inject({
      method: 'GET',
      url: '/security/userManage',
      headers: { cookie: 'i18nextLng=en; access_token=t0ken' },
    });
    // with the wire and the query cache first, which the session check and the screen's data need
    expect(preloadsOf(member.body)).toEqual([
      '/assets/transport-abc123.js',
      '/assets/queryRuntime-abc123.js',
      '/assets/UserManagePage-abc123.js',
      '/assets/security-en123.js',
    ]);

    // An unknown path shows home, so it preloads home's screen.
    const unknown = await app.inject({ method: 'GET', url: '/no/such/screen' });
    expect(preloadsOf(unknown.body)).toContain('/assets/HomePage-abc123.js');
  });

  it('starts the app once the shell has painted, from a loader the CSP allows by its hash', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toMatch(/<script[^>]*src=/);
    expect(home.body).not.toContain('rel="modulepreload"');
    const loader = /<script>(\(function\(\)\{var started[\s\S]*?)<\/script>/.exec(home.body)?.[1];
    expect(loader).toContain('requestAnimationFrame');
    expect(loader).toContain('"/assets/main-abc123.js"');
    const hash = `'sha256-${createHash('sha256').update(loader!).digest('base64')}'`;
    expect(String(home.headers['content-security-policy'])).toContain(hash);
  });

  it('does not serve the build manifests', async () => {
    for (const file of ['manifest.json', 'routes.json']) {
      const answer = await app.inject({ method: 'GET', url: `/.vite/${file}` });
      // The app's page (an unknown path), not the file.
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.body).not.toContain('"isDynamicEntry"');
      expect(answer.body).not.toContain('"login":');
    }
  });
});
