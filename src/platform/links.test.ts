// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppPlatform } from './app';
import { createBrowserPlatform } from './browser';
import { allowedExternalUrl, externalAllowList } from './links';

describe('external links', () => {
  afterEach(() => vi.restoreAllMocks());

  it('allows Telegram, app stores and the own origin; refuses the rest', () => {
    expect(externalAllowList()).toEqual(
      expect.arrayContaining(['t.me', 'apps.apple.com', 'play.google.com', location.origin]),
    );
    expect(allowedExternalUrl('https://t.me/bot?startapp=abc')).toBe('https://t.me/bot?startapp=abc');
    expect(allowedExternalUrl('https://apps.apple.com/app/id1')).toBe('https://apps.apple.com/app/id1');
    expect(allowedExternalUrl('/download')).toBe(`${location.origin}/download`);
    expect(allowedExternalUrl('https://evil.example/')).toBeNull();
    expect(allowedExternalUrl('javascript:alert(1)')).toBeNull();
  });

  it('browser: opens allow-listed links in a new tab, nothing else', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const platform = createBrowserPlatform();
    expect(platform.openLink('https://evil.example/')).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(platform.openLink('https://t.me/x')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://t.me/x', '_blank', 'noopener,noreferrer');
  });

  it('browser: Telegram-only features are harmless no-ops', async () => {
    const platform = createBrowserPlatform();
    expect(platform.kind).toBe('browser');
    expect(platform.setMainButton({ text: 'Buy', onClick: () => {} })).toBeNull();
    expect(await platform.scanQr('scan')).toBeNull();
    expect(platform.colorScheme()).toBeNull();
    expect(platform.rawInitData()).toBeNull();
    expect(platform.startPath()).toBeNull();
    expect(platform.safeAreaInsets()).toEqual({ top: 0, bottom: 0, left: 0, right: 0 });
    const cleanup = platform.showBackButton(() => {});
    expect(typeof cleanup).toBe('function');
  });

  it('app webview: opens in place when window.open is refused', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: location.origin,
      href: location.href,
      assign,
    });
    const platform = createAppPlatform();
    expect(platform.kind).toBe('app');
    expect(platform.openLink('https://play.google.com/store')).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://play.google.com/store');
    expect(platform.openLink('https://evil.example/')).toBe(false);
  });
});
