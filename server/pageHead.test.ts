import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerLang } from '@/contract';
import type { SqlParam } from './db';
import { originOf, pageHead, previewImage } from './pageHead';
import { createTestServer, type TestServer } from './testing/harness';

let server: TestServer;
const ORIGIN = 'https://wallet.example.com';

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const head = (path: string, options: { lang?: ServerLang; title?: string | null; origin?: string | null } = {}) =>
  pageHead({
    url: new URL(path, 'http://localhost'),
    lang: options.lang ?? 'en',
    title: options.title ?? null,
    db: server.db,
    cache: server.app.publicCache,
    origin: options.origin === undefined ? ORIGIN : options.origin,
  });

/** The tags of a head, parsed back the way a preview robot reads them: `og:title` -> its content, unescaped. */
function tags(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g))
    found[match[1]!] = unescape(match[2]!);
  const title = /^<title>([^<]*)<\/title>/.exec(html);
  if (title) found.title = unescape(title[1]!);
  return found;
}

/** Every tag of the head is one of ours, whole: nothing a query or a name carried got out of its attribute. */
function wellFormed(html: string) {
  const rest = html
    .replace(/^<title>[^<>]*<\/title>/, '')
    .replace(/<meta (?:name|property)="[\w:]+" content="[^"<>]*">/g, '');
  expect(rest).toBe('');
}

describe('pageHead: a token', () => {
  it('previews a listed token with its name, price and absolute JPEG', async () => {
    const html = await head('/nft/detail721?symbol=ASTRO&token_id=1');
    wellFormed(html);
    expect(tags(html)).toEqual({
      title: 'Nova #1 · Astro Cats · NFT Wallet',
      description: 'Nova #1 from Astro Cats, for sale at 1,250 USDT.',
      'og:type': 'website',
      'og:site_name': 'NFT Wallet',
      'og:locale': 'en_US',
      'og:title': 'Nova #1 · Astro Cats',
      'og:description': 'Nova #1 from Astro Cats, for sale at 1,250 USDT.',
      'og:url': `${ORIGIN}/nft/detail721?symbol=ASTRO&token_id=1`,
      'og:image': `${ORIGIN}/seed/nft/astro/1.jpg`,
      'og:image:alt': 'Nova #1 · Astro Cats',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Nova #1 · Astro Cats',
      'twitter:description': 'Nova #1 from Astro Cats, for sale at 1,250 USDT.',
      'twitter:image': `${ORIGIN}/seed/nft/astro/1.jpg`,
      'twitter:image:alt': 'Nova #1 · Astro Cats',
    });
  });

  it('says the price in each of the four languages', async () => {
    const expected: Record<ServerLang, [string, string]> = {
      en: ['Nova #1 · Astro Cats', 'Nova #1 from Astro Cats, for sale at 1,250 USDT.'],
      ko: ['Nova #1 · 아스트로 캣츠', '아스트로 캣츠의 Nova #1, 1,250 USDT에 판매 중입니다.'],
      zh_tw: ['Nova #1 · 太空貓', '太空貓 的 Nova #1，售價 1,250 USDT。'],
      zh: ['Nova #1 · 太空猫', '太空猫 的 Nova #1，售价 1,250 USDT。'],
    };
    for (const [lang, [title, description]] of Object.entries(expected) as [ServerLang, [string, string]][]) {
      const found = tags(await head('/nft/detail721?symbol=astro&token_id=1', { lang }));
      expect([lang, found['og:title'], found['og:description']]).toEqual([lang, title, description]);
    }
  });

  it('reads a previewed token once, and again when the market moves', async () => {
    const path = '/nft/detail721?symbol=ASTRO&token_id=4';
    const reads: string[] = [];
    const counting = {
      query: <T>(sql: string, params?: SqlParam[]) => (reads.push(sql), server.db.query<T>(sql, params)),
    };
    const viaCounting = (lang: ServerLang) =>
      pageHead({
        url: new URL(path, 'http://x'),
        lang,
        title: null,
        db: counting,
        cache: server.app.publicCache,
        origin: ORIGIN,
      });
    const first = tags(await viaCounting('en'))['og:description'];
    expect(reads.length).toBeGreaterThan(0);
    reads.length = 0;
    expect(tags(await viaCounting('en'))['og:description']).toBe(first);
    expect(reads).toEqual([]);
    await server.db.query(
      `UPDATE nft_tokens SET best_price = 7777.5, best_symbol = 'USDT'
        WHERE token_id = '4' AND collection_id = (SELECT id FROM nft_collections WHERE symbol = 'ASTRO')`,
    );
    expect(tags(await viaCounting('en'))['og:description']).toMatch(/, for sale at 7,777\.5 USDT\.$/);
    expect(reads.length).toBeGreaterThan(0);
  });

  it('an unlisted token says the collection floor, or that it is not for sale', async () => {
    await server.db.query(
      `UPDATE nft_tokens SET best_price = NULL, best_symbol = NULL
        WHERE token_id = '2' AND collection_id = (SELECT id FROM nft_collections WHERE symbol = 'ASTRO')`,
    );
    const [floor] = await server.db.query<{ floor: string }>(
      `SELECT min(best_price)::text AS floor FROM nft_tokens
        WHERE collection_id = (SELECT id FROM nft_collections WHERE symbol = 'ASTRO')`,
    );
    const withFloor = tags(await head('/nft/detail721?symbol=ASTRO&token_id=2', { lang: 'ko' }));
    expect(withFloor['og:description']).toMatch(
      /^아스트로 캣츠의 .+\. 지금은 판매 중이 아니며, 컬렉션 최저가는 [\d,.]+ USDT입니다\.$/,
    );
    expect(withFloor['og:description']).toContain(Number(floor!.floor).toLocaleString('en-US'));

    await server.db.query(
      `UPDATE nft_tokens SET best_price = NULL, best_symbol = NULL
        WHERE collection_id = (SELECT id FROM nft_collections WHERE symbol = 'ASTRO')`,
    );
    expect(tags(await head('/nft/detail1155?symbol=ASTRO&token_id=2'))['og:description']).toMatch(
      /^.+ from Astro Cats\. Not for sale right now\.$/,
    );
  });

  it('an unknown token or collection gets the plain title and no preview', async () => {
    for (const path of [
      '/nft/detail721?symbol=ASTRO&token_id=999999',
      '/nft/detail721?symbol=NOSUCH&token_id=1',
      '/nft/detail721?symbol=ASTRO',
      '/nft/detail721',
      '/nft/symbolDetail?symbol=NOSUCH',
      '/nft/nftCollection',
    ]) {
      expect([path, await head(path)]).toEqual([
        path,
        '<title>NFT Wallet</title><meta name="description" content="NFT marketplace and crypto wallet">',
      ]);
    }
  });

  it('hostile queries never throw and never leave their attribute', async () => {
    const hostile = [
      '/nft/detail721?symbol=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&token_id=1',
      '/nft/detail721?symbol=ASTRO&token_id=1%00',
      '/nft/detail721?symbol=AS%00TRO&token_id=1',
      `/nft/detail721?symbol=ASTRO&token_id=${'9'.repeat(5000)}`,
      `/nft/detail721?symbol=${'A'.repeat(5000)}&token_id=1`,
      '/nft/detail721?symbol=ASTRO&token_id=1%27%3B%20DROP%20TABLE%20nft_tokens%3B--',
      '/nft/detail721?symbol=%E0%A4%A&token_id=%ff%fe',
      '/nft/detail721?symbol=ASTRO&symbol=ROBOT&token_id=1&token_id=2',
      '/nft/symbolDetail?symbol=%F0%9F%90%B1',
      '/nft/symbolDetail?symbol[]=ASTRO',
      '/nft/symbolDetail?symbol=ASTRO%0D%0ASet-Cookie:%20a=b',
    ];
    for (const path of hostile) {
      const html = await head(path);
      wellFormed(html);
      expect(html).not.toMatch(/<script|Set-Cookie|DROP TABLE/i);
    }
    // a preview link is rebuilt from the row found, never copied from the query
    const repeated = tags(await head('/nft/detail721?symbol=ASTRO&symbol=ROBOT&token_id=1&token_id=2&utm=%22x'));
    expect(repeated['og:url']).toBe(`${ORIGIN}/nft/detail721?symbol=ASTRO&token_id=1`);
    expect(await server.db.query('SELECT 1 FROM nft_tokens LIMIT 1')).toHaveLength(1);
  });

  it('escapes names and descriptions the database holds', async () => {
    const evil = `Cat "><script>alert('x')</script> & co`;
    await server.db.query(
      `UPDATE nft_tokens SET name = $1
        WHERE token_id = '3' AND collection_id = (SELECT id FROM nft_collections WHERE symbol = 'ASTRO')`,
      [evil],
    );
    const html = await head('/nft/detail721?symbol=ASTRO&token_id=3');
    wellFormed(html);
    expect(html).not.toContain('<script');
    expect(tags(html)['og:title']).toBe(`${evil} · Astro Cats`);
    const titled = await head('/login', { title: '<Sign in> & "go" · NFT Wallet' });
    wellFormed(titled);
    expect(tags(titled).title).toBe('<Sign in> & "go" · NFT Wallet');
  });
});

describe('pageHead: a collection', () => {
  it('previews its name, floor and cover, in the page language', async () => {
    const [row] = await server.db.query<{ floor: string | null }>(
      `SELECT min(best_price)::text AS floor FROM nft_tokens
        WHERE collection_id = (SELECT id FROM nft_collections WHERE symbol = 'ROBOT')`,
    );
    const floor = Number(row!.floor).toLocaleString('en-US', { maximumFractionDigits: 8 });
    const en = tags(await head('/nft/symbolDetail?symbol=ROBOT'));
    expect(en).toMatchObject({
      title: 'Rust Robots · NFT Wallet',
      'og:title': 'Rust Robots',
      'og:url': `${ORIGIN}/nft/symbolDetail?symbol=ROBOT`,
      'og:image': `${ORIGIN}/seed/art/ROBOT/cover.jpg`,
      'twitter:card': 'summary_large_image',
    });
    expect(en['og:description']!.startsWith(`Floor ${floor} USDT. `)).toBe(true);
    expect(en.description).toBe(en['og:description']);
    expect([...en['og:description']!].length).toBeLessThanOrEqual(200);
    const zh = tags(await head('/nft/nftCollection?symbol=ROBOT', { lang: 'zh' }));
    expect(zh['og:title']).toBe('锈蚀机器人');
    expect(zh['og:description']!.startsWith(`地板价 ${floor} USDT。`)).toBe(true);
    expect(zh['og:locale']).toBe('zh_CN');
  });

  it('without an origin: no absolute links, a summary card', async () => {
    const found = tags(await head('/nft/symbolDetail?symbol=ROBOT', { origin: null }));
    expect(found['og:title']).toBe('Rust Robots');
    expect(found['og:url']).toBeUndefined();
    expect(found['og:image']).toBeUndefined();
    expect(found['twitter:card']).toBe('summary');
  });
});

describe('other pages', () => {
  it('carry the screen title the caller gives and the site description in the page language', async () => {
    expect(await head('/asset', { title: 'Assets · NFT Wallet', lang: 'zh_tw' })).toBe(
      '<title>Assets · NFT Wallet</title><meta name="description" content="NFT 市集與加密貨幣錢包">',
    );
    expect(tags(await head('/', { lang: 'ko' })).description).toBe('NFT 마켓플레이스이자 암호화폐 지갑');
  });
});

describe('previewImage', () => {
  it('gives the JPEG twin of a seed picture, an uploaded raster as it is, never an SVG', () => {
    expect(previewImage('/seed/art/ROBOT/12.webp')).toBe('/seed/art/ROBOT/12.jpg');
    expect(previewImage('/seed/nft/astro/cover.svg')).toBe('/seed/nft/astro/cover.jpg');
    expect(previewImage('/uploads/AbCdEfGhIjK_-1')).toBe('/uploads/AbCdEfGhIjK_-1');
    expect(previewImage('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(previewImage('/logo.svg')).toBeNull();
    expect(previewImage('https://cdn.example.com/a.svg')).toBeNull();
    expect(previewImage('javascript:alert(1)//.png')).toBeNull();
    expect(previewImage('/seed/art/ROBOT/../../x.webp')).toBeNull();
  });
});

describe('originOf', () => {
  const request = (host: string | undefined, publicOrigin: string | null = null, protocol = 'http') =>
    ({ server: { config: { publicOrigin } }, headers: { host }, protocol }) as unknown as FastifyRequest;

  it('prefers PUBLIC_ORIGIN, else a plain Host', () => {
    expect(originOf(request('evil.example', ORIGIN))).toBe(ORIGIN);
    expect(originOf(request('localhost:4311'))).toBe('http://localhost:4311');
    expect(originOf(request('Wallet.Example.com', null, 'https'))).toBe('https://wallet.example.com');
    expect(originOf(request('127.0.0.1:8080'))).toBe('http://127.0.0.1:8080');
  });

  it('refuses a Host that is not a plain host name', () => {
    for (const host of [
      undefined,
      '',
      'evil.example"><script>',
      'a b',
      'example.com/path',
      'user@example.com',
      'example.com:99999',
      'example.com:0',
      'example.com\r\nX: y',
      '-bad.example',
      `${'a'.repeat(64)}.example`,
    ])
      expect([host, originOf(request(host))]).toEqual([host, null]);
  });
});
