import { expect, test, type APIRequestContext } from './support/test';
import { nftMarket } from '../../src/contract/nftMarket';
import { apiCall } from './support/api';

// A link pasted into a messenger is previewed from the page's HTML alone: its robot runs no script. So these read the
// page as such a robot does (a plain GET, no browser) and follow its og:image as the robot would.

/** The page's `<title>` and `<meta>` tags by name or property, unescaped. */
async function previewOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const text = (value: string) =>
    value
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const tags: Record<string, string[]> = {};
  for (const match of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\s*\/?>/g))
    (tags[match[1]!] ??= []).push(text(match[2]!));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => text(match[1]!));
  return { titles, tags, one: (name: string) => tags[name]?.[0] };
}

/** Follows an og:image the way a preview robot does: absolute, fetched on its own, a raster picture. */
async function expectRasterImage(request: APIRequestContext, url: string | undefined, baseURL: string) {
  expect(url).toMatch(/^https?:\/\//);
  expect(new URL(url!).origin).toBe(new URL(baseURL).origin);
  const image = await request.get(url!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\/(jpeg|png|webp)$/);
  const bytes = await image.body();
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
}

test('a token page carries its own title and preview: name, price, an absolute raster picture', async ({
  request,
  baseURL,
}) => {
  const token = await apiCall(request, nftMarket.goodsInfo, {
    symbol: 'ASTRO',
    token_id: '1',
  });
  expect(token.data.price).toBeTruthy();
  const path = '/nft/detail721?symbol=ASTRO&token_id=1';
  const page = await previewOf(request, path);

  expect(page.titles).toEqual([`${token.data.name} · ${token.data.collection_name} · NFT Wallet`]);
  expect(page.tags.description).toHaveLength(1);
  expect(page.one('og:title')).toBe(`${token.data.name} · ${token.data.collection_name}`);
  // the price as the screens write it (grouped), in the market's coin
  const price = Number(token.data.price).toLocaleString('en-US', { maximumFractionDigits: 8 });
  expect(page.one('og:description')).toBe(
    `${token.data.name} from ${token.data.collection_name}, for sale at ${price} USDT.`,
  );
  expect(page.one('description')).toBe(page.one('og:description'));
  expect(page.one('og:url')).toBe(`${baseURL}${path}`);
  expect(page.one('og:type')).toBe('website');
  expect(page.one('twitter:card')).toBe('summary_large_image');
  expect(page.one('twitter:image')).toBe(page.one('og:image'));
  await expectRasterImage(request, page.one('og:image'), baseURL!);

  // in the page's language
  const ko = await previewOf(request, path, { 'Accept-Language': 'ko-KR,ko;q=0.9' });
  expect(ko.one('og:description')).toBe(`아스트로 캣츠의 ${token.data.name}, ${price} USDT에 판매 중입니다.`);
});

test('a collection page carries its name, floor and cover', async ({ request, baseURL }) => {
  const collection = await apiCall(request, nftMarket.goodsSymbol, { symbol: 'ROBOT' });
  const page = await previewOf(request, '/nft/symbolDetail?symbol=ROBOT');
  expect(page.titles).toEqual([`${collection.data.name} · NFT Wallet`]);
  expect(page.one('og:title')).toBe(collection.data.name);
  const floor = Number(collection.data.floor_price).toLocaleString('en-US', { maximumFractionDigits: 8 });
  expect(page.one('og:description')).toMatch(new RegExp(`^Floor ${floor.replace(/[.,]/g, '\\$&')} USDT\\. `));
  await expectRasterImage(request, page.one('og:image'), baseURL!);
});

test('an unknown token or a hostile query is a plain page with no preview, never an error', async ({ request }) => {
  for (const path of [
    '/nft/detail721?symbol=ASTRO&token_id=999999',
    '/nft/detail721?symbol=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&token_id=1%27%22%3E%3Cb%3E',
    '/nft/symbolDetail?symbol=NOSUCH',
  ]) {
    const page = await previewOf(request, path);
    expect([path, page.titles.length, page.one('og:title'), page.one('og:image')]).toEqual([
      path,
      1,
      undefined,
      undefined,
    ]);
  }
});
