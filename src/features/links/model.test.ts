import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeStartParam } from '@/shared/lib/url';
import { linkRequestOf, planOf, storeLinks, targetUrl, tokenHostList } from './model';

const origin = 'https://app.example.com';
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

beforeEach(() => {
  vi.stubEnv('VITE_EXTERNAL_LINK_HOSTS', 'partner.example.org, news.example.org');
  vi.stubEnv('VITE_TOKEN_LINK_HOSTS', 'partner.example.org');
});
afterEach(() => vi.unstubAllEnvs());

describe('tokenHostList', () => {
  it('is narrower than the allow-list: no app store, no merely allow-listed host', () => {
    expect(tokenHostList(origin)).toEqual(expect.arrayContaining(['partner.example.org', origin]));
    expect(tokenHostList(origin)).not.toContain('news.example.org');
    expect(tokenHostList(origin)).not.toContain('apps.apple.com');
  });
});

describe('linkRequestOf', () => {
  it('reads the deep-link parameters, the flags from the page or from the link itself', () => {
    const request = linkRequestOf(
      q({
        url: 'https://partner.example.org/g?need_uuid=1',
        need_token: '1',
        need_lang: 'false',
        app_id: 'game1',
        source: 'tg',
        type: 'daily',
        page: '2',
        title: 'Game',
      }),
    );
    expect(request).toMatchObject({ type: 'iframe', title: 'Game', needToken: true, needUuid: true, needLang: false });
    expect(request.passThrough).toEqual([
      ['app_id', 'game1'],
      ['source', 'tg'],
      ['type', 'daily'],
      ['page', '2'],
    ]);
    expect(linkRequestOf(q({ url: '/x', link_type: 'new_tab' })).type).toBe('new_tab');
    expect(linkRequestOf(q({ url: '/x', link_type: 'popup' })).type).toBe('iframe');
  });
});

describe('planOf', () => {
  const plan = (params: Record<string, string>) => planOf(linkRequestOf(q(params)), origin);
  it('frames a frameable page, opens the rest (cur_tab in place)', () => {
    expect(plan({ url: 'https://news.example.org/a' })).toEqual({
      kind: 'frame',
      url: 'https://news.example.org/a',
      inPlace: true,
    });
    expect(plan({ url: 'https://t.me/chan', link_type: 'new_tab' })).toEqual({
      kind: 'open',
      url: 'https://t.me/chan',
      inPlace: false,
    });
    expect(plan({ url: 'https://news.example.org/a', link_type: 'cur_tab' })).toMatchObject({
      kind: 'open',
      inPlace: true,
    });
  });
  it('sends in-app links to their screen, with param', () => {
    expect(plan({ url: '/asset/send', link_type: 'mark_local', param: 'symbol=BTC' })).toEqual({
      kind: 'route',
      path: '/asset/send?symbol=BTC',
    });
    const startapp = `https://t.me/bot/app?startapp=${encodeStartParam('/asset')}`;
    expect(plan({ url: startapp, link_type: 'new_tab' })).toEqual({ kind: 'route', path: '/asset' });
  });
  it('refuses off-list hosts and hostile links, saying which', () => {
    expect(plan({ url: 'https://evil.com/x' })).toEqual({ kind: 'refused', reason: 'host', host: 'evil.com' });
    expect(plan({ url: 'https://news.example.org.evil.com/' })).toMatchObject({ reason: 'host' });
    expect(plan({ url: 'javascript:alert(1)' })).toEqual({ kind: 'refused', reason: 'blocked', host: null });
    expect(plan({ url: 'https://evil.com@partner.example.org/' })).toMatchObject({ reason: 'blocked' });
    expect(plan({ url: '' })).toMatchObject({ reason: 'blocked' });
  });
  it('gives credentials to trusted partners only', () => {
    expect(plan({ url: 'https://partner.example.org/g', need_token: '1' })).toMatchObject({ kind: 'frame' });
    expect(plan({ url: 'https://news.example.org/a', need_token: '1' })).toEqual({
      kind: 'refused',
      reason: 'untrusted',
      host: 'news.example.org',
    });
    expect(
      plan({ url: 'https://play.google.com/store', link_type: 'new_tab', need_uuid: '1', app_id: 'a' }),
    ).toMatchObject({ reason: 'untrusted' });
    expect(plan({ url: 'https://partner.example.org/g', need_uuid: '1' })).toMatchObject({ reason: 'app_id' });
    // The language alone is not a credential.
    expect(plan({ url: 'https://news.example.org/a', need_lang: '1' })).toMatchObject({ kind: 'frame' });
  });
});

describe('targetUrl', () => {
  it('replaces the flags by what they ask for and passes the spec parameters on', () => {
    const request = linkRequestOf(
      q({ url: 'https://partner.example.org/g?need_token=1&x=1', need_lang: '1', app_id: 'g', source: 's' }),
    );
    expect(
      targetUrl('https://partner.example.org/g?need_token=1&x=1', request, { token: 'T', uuid: 'U', lang: 'ko' }),
    ).toBe('https://partner.example.org/g?x=1&token=T&lang=ko&app_id=g&source=s');
  });
  it('adds nothing that was not asked', () => {
    const request = linkRequestOf(q({ url: 'https://partner.example.org/g' }));
    expect(targetUrl('https://partner.example.org/g', request, { token: 'T', uuid: 'U', lang: 'en' })).toBe(
      'https://partner.example.org/g',
    );
  });
});

describe('storeLinks', () => {
  it('uses the configured store pages', () => {
    vi.stubEnv('VITE_APPLE_STORE_URL', 'https://apps.apple.com/app/id1');
    expect(storeLinks()[0]).toEqual({ id: 'apple', url: 'https://apps.apple.com/app/id1' });
    expect(storeLinks()[1]!.url.startsWith('https://play.google.com/')).toBe(true);
  });
});
