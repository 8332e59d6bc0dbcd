import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTemplate } from '../../bench/referenceTemplate';

/**
 * The reference row of bench:lighthouse measures Telegram's template as a Telegram client opens it: outside Telegram
 * the template draws only its "too old Telegram client" screen, so its page must carry the launch parameters and the
 * native bridge, and be sent compressed as our own pages are.
 */
const dist = mkdtempSync(join(tmpdir(), 'template-dist-'));
let served: Awaited<ReturnType<typeof serveTemplate>>;

function get(path: string, acceptEncoding: string) {
  const { origin } = new URL(served.url);
  return new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    request(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>T</title></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'index-1.js'), 'console.log("template");'.repeat(50));
  served = await serveTemplate(0, dist);
});
afterAll(async () => {
  await served.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the reference template server', () => {
  it('opens the template with Telegram launch parameters in the hash, under its published base path', () => {
    const url = new URL(served.url);
    expect(url.pathname).toBe('/reactjs-template/');
    const launch = new URLSearchParams(url.hash.slice(1));
    expect(launch.get('tgWebAppPlatform')).toBe('android');
    expect(launch.get('tgWebAppVersion')).toBeTruthy();
    expect(JSON.parse(launch.get('tgWebAppThemeParams')!)).toMatchObject({ bg_color: '#ffffff' });
    expect(new URLSearchParams(launch.get('tgWebAppData')!).get('user')).toContain('"id"');
  });

  it('puts the native bridge in the page head, before the template’s own scripts', async () => {
    const page = await get('/reactjs-template/', 'gzip, deflate, br');
    expect(page.status).toBe(200);
    expect(page.encoding).toBe('br');
    const html = brotliDecompressSync(page.body).toString('utf8');
    expect(html).toMatch(/^<!doctype html><html><head><script>.*window\.TelegramWebviewProxy=/s);
    expect(html).toContain("'web_app_request_theme'");
  });

  it('sends brotli or gzip as the browser accepts, and nothing outside the build', async () => {
    const script = await get('/reactjs-template/assets/index-1.js', 'gzip');
    expect(script.encoding).toBe('gzip');
    expect(gunzipSync(script.body).toString('utf8')).toContain('console.log("template")');
    expect((await get('/reactjs-template/assets/index-1.js', '')).encoding).toBeUndefined();
    expect((await get('/reactjs-template/missing.js', 'br')).status).toBe(404);
    expect((await get('/assets/index-1.js', 'br')).status).toBe(404);
  });
});
