// @vitest-environment jsdom
import { sign } from '@telegram-apps/init-data-node';
import { emitEvent, mockTelegramEnv } from '@telegram-apps/sdk-react';
import { readFileSync } from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeStartParam } from '@/shared/lib/url';
import { createTelegramPlatform, TELEGRAM_VIEWPORT } from './telegram';
import type { Platform } from './types';

const BOT_TOKEN = '123456:TEST-BOT-TOKEN';
const events: [string, unknown][] = [];

const initData = sign({ user: { id: 42, first_name: 'Ann', language_code: 'ko' } } as never, BOT_TOKEN, new Date());
const launchParams = new URLSearchParams({
  tgWebAppData: initData,
  tgWebAppVersion: '8.0',
  tgWebAppPlatform: 'ios',
  tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1' }),
  tgWebAppStartParam: encodeStartParam('/nft/search?page=2')!,
}).toString();

const insets = { top: 10, bottom: 20, left: 0, right: 0 };

let platform: Platform;

/** The page's head as the browser gets it (index.html), viewport meta included. */
const indexHead = /<head>([\s\S]*)<\/head>/.exec(readFileSync('index.html', 'utf8'))![1]!;

beforeAll(async () => {
  document.head.innerHTML = indexHead;
  window.history.replaceState(null, '', `/#${launchParams}`);
  mockTelegramEnv({
    launchParams,
    onEvent: ([name, params]) => {
      events.push([name, params]);
      const reply = (event: string, payload: unknown) => setTimeout(() => emitEvent(event, payload as never), 0);
      if (name === 'web_app_request_viewport')
        reply('viewport_changed', { height: 700, width: 390, is_expanded: true, is_state_stable: true });
      if (name === 'web_app_request_safe_area') reply('safe_area_changed', insets);
      if (name === 'web_app_request_content_safe_area')
        reply('content_safe_area_changed', { top: 5, bottom: 0, left: 0, right: 0 });
      if (name === 'web_app_open_scan_qr_popup') reply('qr_text_received', { data: 'wallet:0xabc' });
    },
  });
  const created = await createTelegramPlatform();
  if (!created) throw new Error('not a Telegram launch');
  platform = created;
});

beforeEach(() => {
  events.length = 0;
});

const sent = (name: string) => events.filter(([event]) => event === name).map(([, params]) => params);

describe('Telegram platform', () => {
  it('asks before closing while any form holds unsaved input, and stops when the last one lets go', () => {
    const first = platform.confirmClosing();
    const second = platform.confirmClosing();
    expect(sent('web_app_setup_closing_behavior')).toEqual([{ need_confirmation: true }]);
    first();
    first();
    expect(sent('web_app_setup_closing_behavior')).toHaveLength(1);
    second();
    expect(sent('web_app_setup_closing_behavior')).toEqual([{ need_confirmation: true }, { need_confirmation: false }]);
  });

  it('reads the launch: theme, language, raw init data, start path, safe area', () => {
    expect(platform.kind).toBe('telegram');
    expect(platform.colorScheme()).toBe('dark');
    expect(platform.languageCode()).toBe('ko');
    expect(platform.rawInitData()).toBe(initData);
    expect(platform.startPath()).toBe('/nft/search?page=2');
    expect(platform.safeAreaInsets()).toEqual({ top: 15, bottom: 20, left: 0, right: 0 });
  });

  it('binds theme and viewport CSS variables', () => {
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--tg-theme-bg-color')).toBe('#17212b');
    expect(style.getPropertyValue('--tg-theme-button-color')).toBe('#5288c1');
    expect(style.getPropertyValue('--tg-viewport-safe-area-inset-bottom')).toBe('20px');
  });

  it("turns pinch zoom off at launch (index.html's browser viewport allows it)", () => {
    const metas = document.querySelectorAll<HTMLMetaElement>('meta[name="viewport"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]!.content).toBe(TELEGRAM_VIEWPORT);
    expect(TELEGRAM_VIEWPORT).toMatch(/user-scalable=no/);
    expect(TELEGRAM_VIEWPORT).toMatch(/viewport-fit=cover/);
  });

  it('ready() tells the client', () => {
    platform.ready();
    expect(sent('web_app_ready')).toHaveLength(1);
  });

  it('back button: shows, reports presses, hides', () => {
    const onBack = vi.fn();
    const cleanup = platform.showBackButton(onBack);
    expect(sent('web_app_setup_back_button')).toContainEqual({ is_visible: true });
    emitEvent('back_button_pressed');
    expect(onBack).toHaveBeenCalledTimes(1);
    cleanup();
    emitEvent('back_button_pressed');
    expect(onBack).toHaveBeenCalledTimes(1);
    platform.hideBackButton();
    expect(sent('web_app_setup_back_button')).toContainEqual({ is_visible: false });
  });

  it('main button: carries the action, ignores presses while loading, hides on cleanup', async () => {
    const onClick = vi.fn();
    const cleanup = platform.setMainButton({ text: 'Buy', onClick });
    expect(cleanup).toBeTypeOf('function');
    expect(sent('web_app_setup_main_button').at(-1)).toMatchObject({ is_visible: true, text: 'Buy', is_active: true });
    emitEvent('main_button_pressed');
    expect(onClick).toHaveBeenCalledTimes(1);
    cleanup!();

    // Re-applying in the same tick (a loading state) must not hide the button in between.
    const loadingCleanup = platform.setMainButton({ text: 'Buy', onClick, loading: true });
    await Promise.resolve();
    expect(sent('web_app_setup_main_button').at(-1)).toMatchObject({ is_visible: true, is_progress_visible: true });
    emitEvent('main_button_pressed');
    expect(onClick).toHaveBeenCalledTimes(1);

    loadingCleanup!();
    await Promise.resolve();
    expect(sent('web_app_setup_main_button').at(-1)).toMatchObject({ is_visible: false });
  });

  it('haptics map to notification, impact and selection feedback', () => {
    platform.haptic('success');
    platform.haptic('error');
    platform.haptic('light');
    platform.haptic('medium');
    platform.haptic('selection');
    expect(sent('web_app_trigger_haptic_feedback')).toEqual([
      { type: 'notification', notification_type: 'success' },
      { type: 'notification', notification_type: 'error' },
      { type: 'impact', impact_style: 'light' },
      { type: 'impact', impact_style: 'medium' },
      { type: 'selection_change' },
    ]);
  });

  it('secondary button: carries the second action on the left, ignores presses while loading, hides on cleanup', async () => {
    const onClick = vi.fn();
    const cleanup = platform.setSecondaryButton({ text: 'Make offer', onClick });
    expect(cleanup).toBeTypeOf('function');
    await vi.waitFor(() => expect(sent('web_app_setup_secondary_button')).toHaveLength(1));
    expect(sent('web_app_setup_secondary_button')[0]).toMatchObject({
      text: 'Make offer',
      is_visible: true,
      is_active: true,
      position: 'left',
    });
    emitEvent('secondary_button_pressed');
    expect(onClick).toHaveBeenCalledTimes(1);
    cleanup!();
    const busy = platform.setSecondaryButton({ text: 'Make offer', onClick, loading: true });
    await vi.waitFor(() =>
      expect(sent('web_app_setup_secondary_button').at(-1)).toMatchObject({
        is_progress_visible: true,
        is_active: false,
      }),
    );
    emitEvent('secondary_button_pressed');
    expect(onClick).toHaveBeenCalledTimes(1);
    busy!();
    await vi.waitFor(() => expect(sent('web_app_setup_secondary_button').at(-1)).toMatchObject({ is_visible: false }));
  });

  it('vertical swipes stay on, and are off while any sideways-dragging screen holds them', () => {
    expect(sent('web_app_setup_swipe_behavior')).toEqual([]);
    const carousel = platform.holdVerticalSwipes();
    const chart = platform.holdVerticalSwipes();
    carousel();
    carousel();
    expect(sent('web_app_setup_swipe_behavior')).toEqual([{ allow_vertical_swipe: false }]);
    chart();
    expect(sent('web_app_setup_swipe_behavior')).toEqual([
      { allow_vertical_swipe: false },
      { allow_vertical_swipe: true },
    ]);
  });

  it("sets the header to the theme's background, again on each theme change", () => {
    emitEvent('theme_changed', { theme_params: { bg_color: '#fafafa', text_color: '#000000' } });
    expect(sent('web_app_set_header_color')).toEqual([{ color: '#fafafa' }]);
    emitEvent('theme_changed', { theme_params: { bg_color: '#17212b', text_color: '#f5f5f5' } });
    expect(sent('web_app_set_header_color').at(-1)).toEqual({ color: '#17212b' });
  });

  it('scans a QR code', async () => {
    await expect(platform.scanQr('Scan a wallet')).resolves.toBe('wallet:0xabc');
    expect(sent('web_app_open_scan_qr_popup')).toEqual([{ text: 'Scan a wallet' }]);
  });

  it('opens t.me links with openTelegramLink, others with openLink, refuses unknown hosts', () => {
    expect(platform.openLink('https://t.me/some_bot')).toBe(true);
    expect(sent('web_app_open_tg_link')).toEqual([{ path_full: '/some_bot' }]);
    expect(platform.openLink('https://apps.apple.com/app/id1')).toBe(true);
    expect(sent('web_app_open_link')).toEqual([expect.objectContaining({ url: 'https://apps.apple.com/app/id1' })]);
    expect(platform.openLink('https://evil.example/')).toBe(false);
    expect(sent('web_app_open_link')).toHaveLength(1);
  });

  it('follows colour scheme changes', () => {
    const listener = vi.fn();
    const stop = platform.onColorSchemeChange(listener);
    emitEvent('theme_changed', { theme_params: { bg_color: '#ffffff', text_color: '#000000' } });
    expect(listener).toHaveBeenLastCalledWith('light');
    expect(platform.colorScheme()).toBe('light');
    stop();
  });
});
