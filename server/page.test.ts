import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootKey } from '@/contract/boot';
import { nftMarket } from '@/contract/nftMarket';
import type { MarketSearchRes } from '@/contract/nftMarket/types';
import { searchFromQuery, searchRequest } from '@/domain/marketSearch';
import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import { DEFAULT_SIGN_SECRET, signPayload } from '@/contract/sign';
import type { BannerListRes, Profile } from '@/contract';
import { userState } from '@/state/user';
import { buildApp } from './app';
import { fund, walletUser } from './modules/wallet/walletKit';
import { cookieValue, cookiesOf, pageLanguage, scriptJson } from './page';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from './testing/harness';
import { precompressDir } from './tools/precompress';

// The first load: compressed answers, precompressed assets, and the requested screen drawn into the page with its data.
let server: TestServer;
let app: FastifyInstance;
let dist: string;
const BOOT = "document.documentElement.className = 'dark';";
const SCRIPT = `export const x = ${JSON.stringify('x'.repeat(4000))};`;
const EVIL = '</script><script>alert(1)</script><!--';
const CSS = '.app{color:red}';
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
    `<!doctype html><html lang="en"><head><meta name="description" content="template"><title>app</title>` +
      `<script>${BOOT}</script>` +
      '<script type="module" crossorigin src="/assets/main-abc123.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), CSS);
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  expect(precompressDir(dist)).toBe(1);
  mkdirSync(join(dist, '.vite'));
  // the app's server render, as the build puts it beside the client's files (here from its source)
  mkdirSync(join(dist, 'server'));
  const source = new URL('../src/ssr/render.tsx', import.meta.url).pathname;
  writeFileSync(join(dist, 'server', 'render.js'), `export { render } from ${JSON.stringify(source)};`);
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
  return match ? (JSON.parse(match[1]!) as { lang: string; at: number; calls: Record<string, unknown> }) : null;
};

/** The drawn screen: what the page holds inside `#root` before any script runs. */
const rootOf = (html: string) => /<div id="root"(?: inert)?>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';

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
    expect(gunzipSync(gz.rawPayload).toString()).toContain('Sign in to NFT Wallet · NFT Wallet</title>');
    expect((await page('/login', 'identity')).headers['content-encoding']).toBeUndefined();
  });
});

describe("the page holds the screen drawn by the app's own components, with the answers it read", () => {
  it('home in the lang query language: its banners in the markup, exactly what its calls answer in the data', async () => {
    const res = await app.inject({ method: 'GET', url: '/?lang=ko' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const boot = bootDataOf(res.body);
    expect(boot?.lang).toBe('ko');
    expect(Math.abs(Date.now() - boot!.at)).toBeLessThan(60_000);
    for (const call of [contract.system.getBannerList, contract.system.moduleList, contract.system.nftModuleList]) {
      const api = await server.post(call.path, {}, { lang: 'ko' });
      expect(boot?.calls[call.path]).toEqual(api.data);
    }
    const banners = boot?.calls[contract.system.getBannerList.path] as BannerListRes;
    expect(banners.list[0]?.title).toBe('아스트로 캣츠 착륙');
    expect(rootOf(res.body)).toContain('아스트로 캣츠 착륙');
    expect(res.body).toContain('<html lang="ko">');
  });

  it('escapes what it draws and carries: a title cannot end the script element or add one', async () => {
    const res = await app.inject({ method: 'GET', url: '/home' });
    const boot = bootDataOf(res.body);
    const titles = (boot?.calls[contract.system.getBannerList.path] as BannerListRes).list.map((b) => b.title);
    expect(titles).toContain(EVIL);
    expect(res.body).not.toContain('<script>alert(1)');
    // the theme script, the loader, the preload list and the boot data: no other element ended
    expect(res.body.match(/<\/script>/g)).toHaveLength(4);
    expect(rootOf(res.body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(scriptJson({ t: '</script>\u2028' })).toBe('{"t":"\\u003c/script>\\u2028"}');
  });

  it('reads a Cookie header once into its cookies: decoded, the first of a name, a malformed one left out', () => {
    const header = 'a=1; b=%E4%B8%AD; a=2; bad=%E0%A4%A; =x; c=x=y';
    expect({ ...cookiesOf(header) }).toEqual({ a: '1', b: '中', c: 'x=y' });
    expect(cookieValue(header, 'a')).toBe('1');
    expect(cookieValue(header, 'bad')).toBeNull();
    expect(cookieValue(undefined, 'a')).toBeNull();
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

  it("every page is titled by its screen; a visitor's page is kept and the same page answers 304", async () => {
    const login = await app.inject({ method: 'GET', url: '/login?lang=ko' });
    expect(login.body).toMatch(/<title>[^<]+ · NFT Wallet<\/title>/);
    expect(login.body).not.toContain('<title>app</title>');
    // the head's description, in the page's language, instead of the template's: one for a preview robot to read
    expect(login.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(login.body).not.toContain('content="template"');
    const home = await app.inject({ method: 'GET', url: '/?lang=ko' });
    expect(home.headers.etag).not.toBe(login.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/?lang=ko',
      headers: { 'if-none-match': String(home.headers.etag) },
    });
    // the kept page: drawn once, so the same bytes (its answers dated when it was drawn)
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

  it("a visitor's page is kept at most 30 s, so its answers are always fresher than the app's cache asks", async () => {
    const at = async () => bootDataOf((await app.inject({ method: 'GET', url: '/?theme=dark&lang=ko' })).body)!.at;
    const first = await at();
    expect(await at()).toBe(first);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(first + 29_000);
      expect(await at()).toBe(first);
      vi.setSystemTime(first + 31_000);
      expect(await at()).toBeGreaterThanOrEqual(first + 31_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a kept page is drawn again once the data behind it changes', async () => {
    const first = await app.inject({ method: 'GET', url: '/?lang=en' });
    expect(rootOf(first.body)).not.toContain('Fresh banner title');
    await server.db.query(`UPDATE banners SET title = $1 WHERE sort = 999`, [
      JSON.stringify({ en: 'Fresh banner title' }),
    ]);
    const second = await app.inject({ method: 'GET', url: '/?lang=en' });
    expect(rootOf(second.body)).toContain('Fresh banner title');
    await server.db.query(`UPDATE banners SET title = $1 WHERE sort = 999`, [JSON.stringify({ en: EVIL, ko: EVIL })]);
  });

  it('the CSP allows the boot script by its hash and nothing for the data block', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const scriptSrc = String(res.headers['content-security-policy'])
      .match(/script-src ([^;]*)/)?.[1]
      ?.split(' ');
    // 'self', the theme script and the app's loader
    expect(scriptSrc).toHaveLength(3);
  });

  it('a Telegram launch (the bot link marks it) is drawn as Telegram shows it: no back arrow of its own', async () => {
    const browser = await app.inject({ method: 'GET', url: '/nft/search' });
    const telegram = await app.inject({ method: 'GET', url: '/nft/search?tg=1' });
    expect(rootOf(browser.body)).toContain('ui-page__back');
    expect(rootOf(telegram.body)).not.toContain('ui-page__back');
    expect(rootOf(telegram.body)).toContain('ui-page__title');
  });
});

function signedEmpty() {
  const body = { time: Math.floor(Date.now() / 1000) };
  return { ...body, sign: signPayload(body, server.config.signSecret ?? DEFAULT_SIGN_SECRET) };
}

describe('the market screens are drawn with their answers', () => {
  it("the search's first page under the body the screen sends, its first results in the markup", async () => {
    const res = await app.inject({ method: 'GET', url: '/nft/search?sort=2&status=all' });
    const boot = bootDataOf(res.body);
    const body = { ...searchRequest(searchFromQuery('?sort=2&status=all')), page: 1 };
    const api = await server.post<MarketSearchRes>(nftMarket.search.path, body);
    expect(boot?.calls[bootKey(nftMarket.search.path, body)]).toEqual(api.data);
    expect(rootOf(res.body)).toContain(api.data.list[0]!.image);
  });

  it("a token's page holds its name and title for anyone; an unknown or hostile one is a page, never an error", async () => {
    const { data } = await server.post<MarketSearchRes>(nftMarket.search.path, { sort: 2 });
    const goods = data.list[0]!;
    const url = `/nft/detail721?symbol=${goods.symbol.toLowerCase()}&token_id=${goods.token_id}`;
    const key = bootKey(nftMarket.goodsInfo.path, { symbol: goods.symbol, token_id: goods.token_id });
    const visitor = await app.inject({ method: 'GET', url });
    expect(bootDataOf(visitor.body)?.calls[key]).toMatchObject({ token_id: goods.token_id, mine: null });
    expect(visitor.body).toMatch(new RegExp(`<title>${goods.name} · [^<]* · NFT Wallet</title>`));
    expect(rootOf(visitor.body)).toContain(goods.name);
    for (const hostile of [
      '/nft/detail721?symbol=NOPE&token_id=1',
      '/nft/detail721?symbol=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&token_id=$%26',
      '/nft/detail721?symbol=%00%ff&token_id=-1e309',
      '/nft/search?keyword=%24%26%24%27%24%60',
    ]) {
      const page = await app.inject({ method: 'GET', url: hostile });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<script>alert(1)');
      expect(page.body.match(/<div id="root"/g)).toHaveLength(1);
    }
  });
});

describe('a signed-in page is drawn for its session', () => {
  it("with the profile call's answer, the screen's own answers and texts, in a page no shared cache may keep", async () => {
    const token = await server.signIn(uniqueEmail('boot'));
    const api = await server.post<Profile>(contract.user.profile.path, {}, { token });
    const page = await app.inject({
      method: 'GET',
      url: '/security/userManage?lang=ko',
      headers: { cookie: `access_token=${token}` },
    });
    const calls = bootDataOf(page.body)?.calls ?? {};
    expect(calls[contract.user.profile.path]).toEqual(api.data);
    const payment = await server.post(contract.user.getUserPaymentSetting.path, {}, { token, lang: 'ko' });
    expect(calls[contract.user.getUserPaymentSetting.path]).toEqual(payment.data);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(rootOf(page.body)).toContain('보안 센터');
    // drawn for them, and forgotten: the next request's render starts with nobody
    expect(userState.userInfo).toBeNull();

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

  it("the wallet's page holds the user's own total, as its balance call answers it", async () => {
    const user = await walletUser(server, 'pagewallet');
    await fund(server, user.id, 'USDT', '1234.5');
    const page = await app.inject({ method: 'GET', url: '/asset', headers: { cookie: `access_token=${user.token}` } });
    const balance = await server.post<{ total_usd: string }>(
      contract.coin.accountBalance.path,
      {},
      { token: user.token },
    );
    expect(balance.data.total_usd).toBe('1234.5');
    expect(rootOf(page.body)).toContain('1,234.5');
    // another user's page never holds it
    const other = await walletUser(server, 'pagewallet2');
    const theirs = await app.inject({
      method: 'GET',
      url: '/asset',
      headers: { cookie: `access_token=${other.token}` },
    });
    expect(rootOf(theirs.body)).not.toContain('1,234.5');
  });

  it('a screen behind sign-in holds nothing of it for a visitor or a dead session (the app sends them to sign in)', async () => {
    for (const url of ['/security/userManage', '/asset']) {
      for (const headers of [{}, { cookie: 'access_token=nobody' }]) {
        const page = await app.inject({ method: 'GET', url, headers });
        expect(page.statusCode).toBe(200);
        expect(rootOf(page.body)).not.toContain('ui-page__title');
        expect(bootDataOf(page.body)).toBeNull();
      }
    }
  });
});

describe('the first paint needs nothing but the page', () => {
  it('carries the entry CSS inline, and the home screen its chunks and CSS beside its drawn markup', async () => {
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
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain(`<style>${CSS}</style>`);
    expect(login.body).not.toContain('HomePage-abc123');
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

  it('starts the app once the drawn page has painted, from a loader the CSP allows by its hash', async () => {
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
