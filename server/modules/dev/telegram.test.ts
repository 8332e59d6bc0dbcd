import { parse, validate } from '@telegram-apps/init-data-node';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type ServerConfig } from '../../config';
import type { Db } from '../../db';
import { decodeStartParam, encodeStartParam } from '@/shared/lib/url';
import { readSimulatorQuery, SIM_THEMES } from './telegram';

// GET /dev/telegram: the simulated Telegram client page. It needs no database.
const BOT_TOKEN = '123456:SIMULATOR-TEST-TOKEN';
const apps: FastifyInstance[] = [];
async function appWith(overrides: Partial<ServerConfig>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...loadConfig({ NODE_ENV: 'test', JOBS: '0' }), ...overrides },
    db: {} as Db,
  });
  apps.push(app);
  return app;
}
let app: FastifyInstance;
beforeAll(async () => {
  app = await appWith({ botToken: BOT_TOKEN });
});
afterAll(async () => {
  await Promise.all(apps.map((one) => one.close()));
});

const get = (url: string, on = app) => on.inject({ method: 'GET', url });
/** The frame's address as the browser reads it (attribute entities decoded). */
function frameSrc(html: string): string | null {
  const src = /<iframe[^>]*\ssrc="([^"]*)"/.exec(html)?.[1];
  return src === undefined
    ? null
    : src
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'");
}
function launch(html: string) {
  const src = frameSrc(html)!;
  const [path, hash] = src.split('#') as [string, string];
  const params = new URLSearchParams(hash);
  return { path, params, initData: params.get('tgWebAppData')! };
}

describe('GET /dev/telegram', () => {
  it('frames the app at / with init data signed by the bot token, for the default test user', async () => {
    const res = await get('/dev/telegram');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const { path, params, initData } = launch(res.body);
    expect(path).toBe('/');
    expect(() => validate(initData, BOT_TOKEN, { expiresIn: 60 })).not.toThrow();
    expect(() => validate(initData, '654321:ANOTHER-TOKEN')).toThrow();
    expect(new URLSearchParams(initData).has('signature')).toBe(true);
    const data = parse(initData);
    expect(data.user).toMatchObject({ id: 700000001, first_name: 'Ada', username: 'ada_dev', language_code: 'en' });
    expect(params.get('tgWebAppVersion')).toBe('8.0');
    expect(params.get('tgWebAppPlatform')).toBe('ios');
    expect(JSON.parse(params.get('tgWebAppThemeParams')!)).toEqual(SIM_THEMES.light);
    expect(params.has('tgWebAppStartParam')).toBe(false);
    // The page never carries the token.
    expect(res.body).not.toContain(BOT_TOKEN);
    expect(res.body).not.toContain(BOT_TOKEN.split(':')[1]);
  });

  it('signs the chosen user, language, scheme, platform, screen and startapp', async () => {
    const startapp = encodeStartParam('/nft/search?page=2')!;
    const query = new URLSearchParams({
      user_id: '424242',
      first_name: '민준',
      last_name: '김',
      username: 'minjun_dev',
      lang: 'zh-TW',
      scheme: 'dark',
      platform: 'android',
      path: '/security?tab=1',
      startapp,
    });
    const res = await get(`/dev/telegram?${query}`);
    expect(res.statusCode).toBe(200);
    const { path, params, initData } = launch(res.body);
    expect(path).toBe('/security?tab=1');
    const data = parse(initData);
    expect(data.user).toMatchObject({ id: 424242, first_name: '민준', last_name: '김', language_code: 'zh-hant' });
    expect(data.start_param).toBe(startapp);
    expect(decodeStartParam(params.get('tgWebAppStartParam'))).toBe('/nft/search?page=2');
    expect(params.get('tgWebAppPlatform')).toBe('android');
    expect(JSON.parse(params.get('tgWebAppThemeParams')!)).toEqual(SIM_THEMES.dark);
    expect(res.body).toContain('<html lang="en" data-scheme="dark">');
  });

  it('offers the screen through a startapp link', async () => {
    const res = await get('/dev/telegram?path=/help');
    const href = /href="([^"]*)">through a startapp link/.exec(res.body)?.[1]?.replace(/&amp;/g, '&');
    const query = new URLSearchParams(href!.split('?')[1]);
    expect(query.get('path')).toBe('/');
    expect(decodeStartParam(query.get('startapp'))).toBe('/help');
  });

  it('runs its inline script and style only by nonce (CSP), and frames only its own origin', async () => {
    const res = await get('/dev/telegram');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-src 'self'");
    const executable = [...res.body.matchAll(/<(script|style)\b([^>]*)>/g)].filter(
      ([, , attributes]) => !attributes!.includes('type="application/json"'),
    );
    expect(executable).toHaveLength(2);
    for (const [, , attributes] of executable) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(res.body).not.toMatch(/\son[a-z]+=/i);
    // A new nonce each time.
    const again = await get('/dev/telegram');
    expect(again.headers['content-security-policy']).not.toBe(csp);
  });

  it('escapes what it reflects: a name with markup stays text', async () => {
    const name = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;
    const res = await get(`/dev/telegram?first_name=${encodeURIComponent(name)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain(
      'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;"',
    );
    expect(parse(launch(res.body).initData).user?.first_name).toBe(name);
  });

  it.each([
    ['path', '//evil.example/x'],
    ['path', 'https://evil.example/'],
    ['path', 'javascript:alert(1)'],
    ['path', '/%2F%2Fevil.example'],
    ['path', '/\\evil.example'],
    ['path', '/help#top'],
    ['path', '/user-api/api/system/health'],
    ['path', `/${'a'.repeat(600)}`],
    ['user_id', 'abc'],
    ['user_id', '0'],
    ['user_id', '1e9'],
    ['user_id', '12345678901234567890'],
    ['first_name', ''],
    ['first_name', 'x'.repeat(65)],
    ['first_name', 'line\nbreak'],
    ['username', 'ab'],
    ['username', '<script>'],
    ['lang', 'fr'],
    ['scheme', 'sepia'],
    ['platform', 'symbian'],
    ['startapp', 'has space'],
    ['startapp', 'x'.repeat(513)],
  ])('refuses %s=%j with 400, a message beside the field, and no frame', async (field, value) => {
    const res = await get(`/dev/telegram?${new URLSearchParams({ [field]: value })}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`id="${field}-error"`);
    expect(res.body).toContain(`name="${field}"`);
    expect(frameSrc(res.body)).toBeNull();
    expect(res.body).not.toContain('<script>alert');
  });

  it('shows a refused value again, escaped, for correction', async () => {
    const path = '//evil.example/"><script>alert(1)</script>';
    const res = await get(`/dev/telegram?${new URLSearchParams({ path })}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`name="path" value="//evil.example/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"`);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('Init data signed');
  });

  it('refuses a field given twice (400, not 500)', async () => {
    for (const field of ['user_id', 'path', 'lang', 'first_name']) {
      const res = await get(`/dev/telegram?${field}=1&${field}=2`);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.body).toContain('Give one value.');
    }
  });

  it('keeps optional fields optional: an empty username, last name or startapp', async () => {
    const res = await get('/dev/telegram?username=&last_name=&startapp=');
    expect(res.statusCode).toBe(200);
    const user = parse(launch(res.body).initData).user!;
    expect(user.username).toBeUndefined();
    expect(user.last_name).toBeUndefined();
  });

  it('says so, without a frame, when the server has no bot token', async () => {
    const bare = await appWith({ botToken: undefined });
    const res = await get('/dev/telegram', bare);
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('The server has no bot token');
    expect(frameSrc(res.body)).toBeNull();
  });

  it('is not served in production (404), nor is the mailbox', async () => {
    const production = await appWith({ nodeEnv: 'production', botToken: BOT_TOKEN });
    for (const url of ['/dev/telegram', '/dev/telegram?path=/help', '/dev/mailbox?email=a@example.com']) {
      const res = await get(url, production);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json()).toMatchObject({ code: 10404, data: null });
    }
  });
});

describe('readSimulatorQuery', () => {
  it('fills defaults for absent fields and trims given ones', () => {
    const { params, errors } = readSimulatorQuery({ first_name: '  Bo  ', path: ' /help ' });
    expect(errors).toEqual({});
    expect(params).toMatchObject({ firstName: 'Bo', path: '/help', userId: 700000001, lang: 'en', scheme: 'light' });
  });

  it('keeps the default for a refused field, with its message', () => {
    const { params, errors } = readSimulatorQuery({ path: '//evil', user_id: ['1', '2'] });
    expect(params.path).toBe('/');
    expect(params.userId).toBe(700000001);
    expect(Object.keys(errors).sort()).toEqual(['path', 'user_id']);
  });
});
