import { describe, expect, it } from 'vitest';
import { homeStatus, isAllowedExternalUrl, nextSlide, resolveLink } from './model';

const allowList = ['t.me', 'apps.apple.com', '*.example.org'];
const opts = { origin: 'https://app.example.com', allowList };

describe('isAllowedExternalUrl', () => {
  it('allows https pages on the list and refuses the rest', () => {
    expect(isAllowedExternalUrl('https://t.me/some_channel', allowList)).toBe(true);
    expect(isAllowedExternalUrl('https://news.example.org/a', allowList)).toBe(true);
    expect(isAllowedExternalUrl('http://t.me/some_channel', allowList)).toBe(false);
    expect(isAllowedExternalUrl('https://evil.com/?t.me', allowList)).toBe(false);
    expect(isAllowedExternalUrl('https://t.me.evil.com/', allowList)).toBe(false);
    expect(isAllowedExternalUrl('javascript:alert(1)', allowList)).toBe(false);
    expect(isAllowedExternalUrl('https://user:pw@t.me/', allowList)).toBe(false);
  });
  it('allows Telegram and the app stores by default', () => {
    expect(isAllowedExternalUrl('https://apps.apple.com/app/id1')).toBe(true);
    expect(isAllowedExternalUrl('https://play.google.com/store')).toBe(true);
    expect(isAllowedExternalUrl('https://random.example/')).toBe(false);
  });
});

describe('resolveLink', () => {
  it('mark_local goes to an internal route, never outside', () => {
    expect(resolveLink('mark_local', '/nft/search?symbol=A', opts)).toEqual({
      kind: 'route',
      path: '/nft/search?symbol=A',
    });
    expect(resolveLink('mark_local', 'https://t.me/x', opts)).toEqual({ kind: 'none' });
    expect(resolveLink('mark_local', '//evil.com/x', opts)).toEqual({ kind: 'none' });
  });
  it('cur_tab and new_tab route inside the site and open allow-listed pages through the platform', () => {
    expect(resolveLink('cur_tab', '/asset/staking', opts)).toEqual({ kind: 'route', path: '/asset/staking' });
    expect(resolveLink('new_tab', 'https://app.example.com/news?id=2', opts)).toEqual({
      kind: 'route',
      path: '/news?id=2',
    });
    expect(resolveLink('new_tab', 'https://t.me/chan', opts)).toEqual({ kind: 'external', url: 'https://t.me/chan' });
    expect(resolveLink('cur_tab', 'https://evil.com/', opts)).toEqual({ kind: 'none' });
  });
  it('iframe opens the webview route', () => {
    expect(resolveLink('iframe', 'https://a.example.org/p?x=1', opts)).toEqual({
      kind: 'route',
      path: '/webview?url=https%3A%2F%2Fa.example.org%2Fp%3Fx%3D1',
    });
    expect(resolveLink('iframe', '/news', opts)).toEqual({ kind: 'route', path: '/webview?url=%2Fnews' });
    expect(resolveLink('iframe', 'https://evil.com/', opts)).toEqual({ kind: 'none' });
  });
  it('none, missing and blank links do nothing', () => {
    expect(resolveLink('none', '/x', opts)).toEqual({ kind: 'none' });
    expect(resolveLink(undefined, '/x', opts)).toEqual({ kind: 'none' });
    expect(resolveLink('mark_local', '  ', opts)).toEqual({ kind: 'none' });
  });
});

describe('nextSlide', () => {
  it('wraps both ways', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 3, -1)).toBe(2);
    expect(nextSlide(5, 0)).toBe(0);
  });
});

describe('homeStatus', () => {
  const loaded = (count: number) => ({ isPending: false, isError: false, count });
  const failed = { isPending: false, isError: true, count: 0 };
  it('shows the sections while any loads or has content', () => {
    expect(homeStatus([{ isPending: true, isError: false, count: 0 }, loaded(0)])).toBe('content');
    expect(homeStatus([loaded(2), failed])).toBe('content');
  });
  it('is empty only when everything loaded with nothing, and failed (not empty) when a load failed', () => {
    expect(homeStatus([loaded(0), loaded(0)])).toBe('empty');
    expect(homeStatus([loaded(0), failed])).toBe('failed');
  });
});
