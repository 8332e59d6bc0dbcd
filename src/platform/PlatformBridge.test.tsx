// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { notice, noticeState } from '@/state/notice';
import { START_ROUTED_KEY } from './backNavigation';

const fake = vi.hoisted(() => ({
  kind: 'telegram' as 'telegram' | 'browser',
  start: null as string | null,
  backHandler: null as null | (() => void),
  visible: false,
  ready: vi.fn(),
  haptic: vi.fn(),
}));

vi.mock('./index', () => ({
  platform: {
    get kind() {
      return fake.kind;
    },
    ready: fake.ready,
    haptic: fake.haptic,
    startPath: () => fake.start,
    // no init data: the last-screen keeper stays out of these tests (lastScreen.test.ts)
    rawInitData: () => null,
    showBackButton: (onBack: () => void) => {
      fake.visible = true;
      fake.backHandler = onBack;
      return () => {
        fake.backHandler = null;
      };
    },
    hideBackButton: () => {
      fake.visible = false;
    },
  },
}));

const { PlatformBridge } = await import('./PlatformBridge');

const popped = () =>
  new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

describe('PlatformBridge', () => {
  beforeEach(() => {
    History.prototype.replaceState.call(history, null, '', '/');
    sessionStorage.clear();
    Object.assign(fake, { kind: 'telegram', start: null, backHandler: null, visible: false });
    fake.ready.mockClear();
    fake.haptic.mockClear();
  });
  afterEach(() => {
    cleanup();
    noticeState.items.splice(0);
  });

  it('hides the back button on the root and shows it on sub-screens; back goes back', async () => {
    render(<PlatformBridge />);
    // ready() waits for the first painted frame.
    expect(fake.ready).not.toHaveBeenCalled();
    await waitFor(() => expect(fake.ready).toHaveBeenCalledTimes(1));
    expect(fake.visible).toBe(false);

    act(() => navigate('/help'));
    expect(fake.visible).toBe(true);
    act(() => navigate('/nft/search'));
    expect(fake.visible).toBe(true);

    let back = popped();
    act(() => fake.backHandler!());
    await act(() => back);
    expect(location.pathname).toBe('/help');
    expect(fake.visible).toBe(true);

    back = popped();
    act(() => fake.backHandler!());
    await act(() => back);
    expect(location.pathname).toBe('/');
    expect(fake.visible).toBe(false);
  });

  it("goes to the screen's parent (home for the wallet) when a sub-screen is the first in-app entry", async () => {
    History.prototype.replaceState.call(history, null, '', '/asset');
    render(<PlatformBridge />);
    expect(fake.visible).toBe(true);
    act(() => fake.backHandler!());
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(fake.visible).toBe(false);
  });

  it('routes the startapp path once per launch, as its first screen: back climbs its area to home', async () => {
    fake.start = '/nft/detail721?symbol=ASTRO&token_id=1';
    const first = render(<PlatformBridge />);
    const here = () => `${location.pathname}${location.search}`;
    expect(here()).toBe('/nft/detail721?symbol=ASTRO&token_id=1');
    expect(sessionStorage.getItem(START_ROUTED_KEY)).toBe('1');
    // nothing of the launch entry is left behind it: back goes to the token's collection, then the market, then home
    act(() => fake.backHandler!());
    await waitFor(() => expect(here()).toBe('/nft/symbolDetail?symbol=ASTRO'));
    act(() => fake.backHandler!());
    await waitFor(() => expect(here()).toBe('/nft/search'));
    act(() => fake.backHandler!());
    await waitFor(() => expect(here()).toBe('/'));
    expect(fake.visible).toBe(false);

    first.unmount();
    render(<PlatformBridge />);
    expect(location.pathname).toBe('/');
  });

  it('plays haptics for notices inside Telegram', async () => {
    render(<PlatformBridge />);
    await act(async () => {
      notice.error('nope');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fake.haptic).toHaveBeenCalledWith('error');
  });

  it('does nothing but ready() outside Telegram', async () => {
    fake.kind = 'browser';
    fake.start = '/help';
    render(<PlatformBridge />);
    act(() => navigate('/help'));
    await act(async () => {
      notice.success('ok');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => expect(fake.ready).toHaveBeenCalled());
    expect(fake.visible).toBe(false);
    expect(fake.haptic).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(START_ROUTED_KEY)).toBeNull();
  });
});
