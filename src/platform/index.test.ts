// @vitest-environment jsdom
import { sign } from '@telegram-apps/init-data-node';
import { describe, expect, it, vi } from 'vitest';
import { appState } from '@/state/app';

const launchHash = () =>
  new URLSearchParams({
    tgWebAppData: sign({ user: { id: 7, first_name: 'T' } } as never, '123456:TEST-BOT-TOKEN', new Date()),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#ffffff' }),
  }).toString();

describe('platform selection', () => {
  it('is the browser without launch params', async () => {
    vi.resetModules();
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
    const { platform } = await import('./index');
    await platform.init();
    expect(platform.kind).toBe('browser');
    expect(appState.inTelegram).toBe(false);
    expect(document.documentElement.dataset.platform).toBe('browser');
    expect(platform.init()).toBe(platform.init());
  });

  it('is the app webview with from=app', async () => {
    vi.resetModules();
    window.history.replaceState(null, '', '/?from=app');
    const { platform } = await import('./index');
    await platform.init();
    expect(platform.kind).toBe('app');
  });

  it('becomes Telegram when launch params are present', async () => {
    vi.resetModules();
    window.history.replaceState(null, '', `/#${launchHash()}`);
    sessionStorage.clear(); // the previous case remembered from=app for the session
    const { mockTelegramEnv } = await import('@telegram-apps/sdk-react');
    mockTelegramEnv({ onEvent: () => {} });
    const { platform } = await import('./index');
    expect(platform.kind).toBe('browser');
    await platform.init();
    expect(platform.kind).toBe('telegram');
    const { appState: state } = await import('@/state/app');
    expect(state.inTelegram).toBe(true);
    expect(document.documentElement.dataset.platform).toBe('telegram');
    expect(platform.colorScheme()).toBe('light');
  });
});
