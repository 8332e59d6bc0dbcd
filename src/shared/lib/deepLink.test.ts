import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  asksCredentials,
  externalAllowList,
  frameAllowList,
  ownPathOf,
  resolveLink,
  webviewHref,
  withParam,
} from './deepLink';
import { encodeStartParam } from './url';

const origin = 'https://app.example.com';
const opts = { origin };
const refused = (url: string, type = 'new_tab') => ({ kind: 'refused', path: webviewHref(url, type as never) });

beforeEach(() => {
  vi.stubEnv('VITE_EXTERNAL_LINK_HOSTS', 'partner.example.org, *.news.example.org');
  vi.stubEnv('VITE_TOKEN_LINK_HOSTS', 'partner.example.org');
});
afterEach(() => vi.unstubAllEnvs());

describe('allow-lists', () => {
  it('the frame list is the configured hosts; the open list adds Telegram and the app stores', () => {
    expect(frameAllowList()).toEqual(expect.arrayContaining(['partner.example.org', '*.news.example.org']));
    expect(frameAllowList()).not.toContain('apps.apple.com');
    expect(externalAllowList()).toEqual(expect.arrayContaining(['t.me', 'apps.apple.com', 'play.google.com']));
  });
});

describe('resolveLink', () => {
  it('mark_local: an in-app route with its param, never outside', () => {
    expect(resolveLink('mark_local', '/nft/search?symbol=A', opts)).toEqual({
      kind: 'route',
      path: '/nft/search?symbol=A',
    });
    expect(resolveLink('mark_local', '/asset/send', { ...opts, param: 'symbol=USDT' })).toEqual({
      kind: 'route',
      path: '/asset/send?symbol=USDT',
    });
    expect(resolveLink('mark_local', '/x?a=1', { ...opts, param: '?b=2' })).toEqual({
      kind: 'route',
      path: '/x?a=1&b=2',
    });
    expect(resolveLink('mark_local', 'https://t.me/x', opts)).toEqual(refused('https://t.me/x', 'mark_local'));
    expect(resolveLink('mark_local', '//evil.com/x', opts).kind).toBe('refused');
    expect(resolveLink('mark_local', '/x', { ...opts, param: '/\\evil.com' }).kind).toBe('refused');
  });
  it('cur_tab and new_tab: own links route inside; allow-listed pages open outside (cur_tab in place)', () => {
    expect(resolveLink('cur_tab', '/asset/staking', opts)).toEqual({ kind: 'route', path: '/asset/staking' });
    expect(resolveLink('new_tab', `${origin}/news?id=2`, opts)).toEqual({ kind: 'route', path: '/news?id=2' });
    expect(resolveLink('new_tab', 'https://t.me/chan', opts)).toEqual({
      kind: 'external',
      url: 'https://t.me/chan',
      inPlace: false,
    });
    expect(resolveLink('cur_tab', 'https://partner.example.org/p', opts)).toEqual({
      kind: 'external',
      url: 'https://partner.example.org/p',
      inPlace: true,
    });
    expect(resolveLink('cur_tab', 'https://evil.com/', opts)).toEqual(refused('https://evil.com/', 'cur_tab'));
  });
  it('a Telegram startapp link of the app is its screen', () => {
    const link = `https://t.me/some_bot/app?startapp=${encodeStartParam('/asset/send?symbol=USDT')}`;
    expect(resolveLink('new_tab', link, opts)).toEqual({ kind: 'route', path: '/asset/send?symbol=USDT' });
  });
  it('iframe: the web view for a frameable page only', () => {
    expect(resolveLink('iframe', 'https://a.news.example.org/p?x=1', opts)).toEqual({
      kind: 'route',
      path: '/webview?url=https%3A%2F%2Fa.news.example.org%2Fp%3Fx%3D1',
    });
    expect(resolveLink('iframe', '/news', opts)).toEqual({ kind: 'route', path: webviewHref(`${origin}/news`) });
    expect(resolveLink('iframe', 'https://apps.apple.com/app/1', opts).kind).toBe('refused');
    expect(resolveLink('iframe', 'https://evil.com/', opts)).toEqual(refused('https://evil.com/', 'iframe'));
  });
  it('a link asking for credentials goes through the web view, which checks the partner list', () => {
    const url = 'https://partner.example.org/game?need_token=1&need_lang=1';
    expect(resolveLink('new_tab', url, opts)).toEqual({ kind: 'route', path: webviewHref(url, 'new_tab') });
    expect(asksCredentials(url)).toBe(true);
    expect(asksCredentials('https://partner.example.org/game?need_token=0')).toBe(false);
    expect(asksCredentials('https://partner.example.org/#need_token=1')).toBe(false);
  });
  it('refuses hostile links of every kind', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://partner.example.org/',
      '//evil.com/x',
      '\\\\evil.com',
      '/\\evil.com',
      'https://evil.com@partner.example.org/',
      'https://user:pw@partner.example.org/',
      'https://partner.example.org.evil.com/',
      'https://partner.example.org\\@evil.com/',
      'https://xn--80ak6aa92e.com/',
      'https://pаrtner.example.org/',
      'http://partner.example.org/',
      '/%2F%2Fevil.com',
      'https://partner.example.org\n.evil.com/',
    ];
    for (const type of ['mark_local', 'cur_tab', 'new_tab', 'iframe']) {
      for (const link of hostile) {
        const action = resolveLink(type, link, opts);
        expect(action.kind, `${type} ${JSON.stringify(link)}`).toBe('refused');
      }
    }
  });
  it('none, unknown types, missing and blank links do nothing', () => {
    expect(resolveLink('none', '/x', opts)).toEqual({ kind: 'none' });
    expect(resolveLink('popup', '/x', opts)).toEqual({ kind: 'none' });
    expect(resolveLink(undefined, '/x', opts)).toEqual({ kind: 'none' });
    expect(resolveLink('mark_local', '  ', opts)).toEqual({ kind: 'none' });
  });
});

describe('ownPathOf and withParam', () => {
  it('knows the app’s own links only', () => {
    expect(ownPathOf(`${origin}/asset?x=1#a`, origin)).toBe('/asset?x=1#a');
    expect(ownPathOf('https://other.example.com/asset', origin)).toBeNull();
    expect(ownPathOf('https://t.me/bot?startapp=not*valid', origin)).toBeNull();
    expect(ownPathOf('https://evil.me/bot?startapp=L2Fzc2V0', origin)).toBeNull();
    expect(ownPathOf('https://t.me/bot?startapp=L2Fzc2V0', origin)).toBe('/asset');
  });
  it('joins a param only into a safe path', () => {
    expect(withParam('/a', null)).toBe('/a');
    expect(withParam('/a', '&&b=1')).toBe('/a?b=1');
    expect(withParam('/a', '#x\njavascript:1')).toBeNull();
  });
});
