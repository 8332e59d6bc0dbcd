import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import type { IndexArticleListRes } from '@/contract';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from './testing/harness';
import { workorder } from '@/contract/workorder';
import { picture } from './modules/support/testKit';

/**
 * The server side of hostile content: the development routes the browser's XSS corpus writes through keep what they
 * are given exactly (the client's sanitiser is what the corpus tests, so nothing may be cleaned on the way), refuse
 * bad bodies without a 500; and neither upload_image (avatars, ticket pictures) keeps a file that is not the picture it
 * claims to be.
 */

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

async function dev(
  path: string,
  payload: unknown,
): Promise<{ status: number; body: { code: number; data: Record<string, number> } }> {
  const response = await server.app.inject({ method: 'POST', url: path, payload: payload as Record<string, unknown> });
  return { status: response.statusCode, body: response.json() as { code: number; data: Record<string, number> } };
}

const HOSTILE_HTML = `<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><script>alert(1)</script>`;

describe('the content development routes', () => {
  it('stores an article as given, newest first, and index_article_list answers its content unchanged', async () => {
    const { body } = await dev('/dev/content/article', {
      title: '<b>t</b>',
      summary: '"><svg onload=alert(1)>',
      content: HOSTILE_HTML,
      url: 'javascript:alert(1)',
    });
    expect(body.code).toBe(0);
    for (const lang of ['en', 'ko']) {
      const one = await server.post<IndexArticleListRes>(
        contract.system.indexArticleList.path,
        { id: body.data.id },
        { lang },
      );
      expect(one.data.list[0]).toMatchObject({
        id: body.data.id,
        title: '<b>t</b>',
        summary: '"><svg onload=alert(1)>',
        url: 'javascript:alert(1)',
        content: HOSTILE_HTML,
      });
    }
    const list = await server.post<IndexArticleListRes>(contract.system.indexArticleList.path, {});
    expect(list.data.list[0]!.id).toBe(body.data.id);
  });

  it('sets a collection’s name and description; an unknown symbol updates nothing', async () => {
    expect((await dev('/dev/content/collection', { symbol: 'astro', description: HOSTILE_HTML })).body).toMatchObject({
      code: 0,
      data: { updated: 1 },
    });
    const [row] = await server.db.query<{ description: Record<string, string> }>(
      `SELECT description FROM nft_collections WHERE symbol = 'ASTRO'`,
    );
    expect(row!.description).toMatchObject({ en: HOSTILE_HTML, ko: HOSTILE_HTML });
    expect((await dev('/dev/content/collection', { symbol: 'NOPE', name: 'x' })).body.data.updated).toBe(0);
  });

  it('puts a new banner first', async () => {
    const { body } = await dev('/dev/content/banner', { title: 'first', link: 'javascript:alert(1)' });
    const banners = await server.post<{ list: { id: number }[] }>(contract.system.getBannerList.path, {});
    expect(banners.data.list[0]!.id).toBe(body.data.id);
  });

  it('refuses bad bodies with 10003, never a 500', async () => {
    for (const [path, payload] of [
      ['/dev/content/article', {}],
      ['/dev/content/article', { title: '', content: 'x' }],
      ['/dev/content/article', { title: 'x', content: 'x'.repeat(100_001) }],
      ['/dev/content/article', { title: 'nul\u0000', content: ['x'] }],
      ['/dev/content/collection', { symbol: 'x'.repeat(21) }],
      ['/dev/content/collection', { symbol: { $ne: 1 } }],
      ['/dev/content/banner', { title: 'x', link: 'x', link_type: 'popup' }],
      ['/dev/content/banner', []],
    ] as const) {
      const { status, body } = await dev(path, payload);
      expect([path, status < 500, body.code]).toEqual([path, true, 10003]);
    }
  });
});

/** Files that start like a picture, or claim to be one, and are something else. */
async function hostileFiles(): Promise<[string, Buffer][]> {
  const png = await picture('png');
  return [
    [
      'PNG signature + script',
      Buffer.concat([png.subarray(0, 8), Buffer.from('<script>alert(1)</script>'.repeat(20))]),
    ],
    ['PNG signature + garbage', Buffer.concat([png.subarray(0, 16), Buffer.from('garbage'.repeat(40))])],
    [
      'JPEG header + PHP',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<?php system($_GET[0]); ?>')]),
    ],
    ['GIF/JS polyglot', Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=alert(1);//;')],
    [
      'SVG with script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
    ],
    ['HTML', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    [
      'WebP header + HTML',
      Buffer.concat([Buffer.from('RIFF\x30\x00\x00\x00WEBPVP8 '), Buffer.from('<html><script>x</script>')]),
    ],
  ];
}

describe('upload_image refuses what is not the picture it claims to be', () => {
  for (const [service, path] of [
    ['avatars (user)', contract.user.uploadImage.path],
    ['ticket pictures (workorder)', workorder.uploadImage.path],
  ] as const) {
    it(`${service}: 20161 for each hostile file, whatever type the data URL declares`, async () => {
      const token = await server.signIn(uniqueEmail('hostile-upload'));
      const answers: string[] = [];
      for (const [name, bytes] of await hostileFiles())
        for (const declared of ['image/png', 'image/jpeg', 'image/gif'])
          answers.push(
            `${name} as ${declared}: ${(await server.post(path, { image: dataUrl(bytes, declared) }, { token })).code}`,
          );
      expect(answers.filter((answer) => !answer.endsWith(': 20161'))).toEqual([]);
      // a real picture still passes, and is served as an image the browser will not sniff into anything else
      const ok = await server.post<{ url: string }>(path, { image: dataUrl(await picture('jpeg')) }, { token });
      expect(ok.code).toBe(0);
      const served = await server.app.inject({ method: 'GET', url: ok.data.url });
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });
  }
});
