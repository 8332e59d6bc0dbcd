// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const env = vi.hoisted(() => ({
  initData: 'user=%7B%7D&hash=abcdef0123456789ffff' as string | null,
  cloud: new Map(),
}));
vi.mock('./index', () => ({ platform: { rawInitData: () => env.initData } }));
vi.mock('./tg/cloudStorage', () => ({
  cloudGet: async (key: string) => env.cloud.get(key) ?? null,
  cloudSet: async (key: string, value: string) => env.cloud.set(key, value) && true,
}));

const LAUNCH = 'abcdef0123456789';
/** A fresh copy of the module (it starts once per page). */
const stops: (() => void)[] = [];
const load = async () => {
  vi.resetModules();
  const module = await import('./lastScreen');
  return {
    ...module,
    keepLastScreen: async (...args: Parameters<typeof module.keepLastScreen>) => {
      const stop = await module.keepLastScreen(...args);
      stops.push(stop);
      return stop;
    },
  };
};
/** wouter's navigation: the address changes, then its event. */
const go = (path: string, kind: 'pushState' | 'replaceState' = 'pushState') => {
  history[kind](null, '', path);
  dispatchEvent(new Event(kind));
};

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  sessionStorage.clear();
  env.cloud.clear();
  env.initData = 'user=%7B%7D&hash=abcdef0123456789ffff';
  history.replaceState(null, '', '/');
});

describe('records', () => {
  it('names the launch by its init data hash and keeps only safe paths of that launch', async () => {
    const { keptPath, launchId } = await load();
    expect(launchId(env.initData)).toBe(LAUNCH);
    expect(launchId('user=%7B%7D')).toBeNull();
    expect(launchId(null)).toBeNull();
    expect(keptPath(`${LAUNCH} /asset/send?symbol=TRX`, LAUNCH)).toBe('/asset/send?symbol=TRX');
    for (const record of [
      `otherlaunch00000 /asset/send`,
      `${LAUNCH} //evil.example`,
      `${LAUNCH} https://evil.example/`,
      `${LAUNCH} /tgStart`,
      `${LAUNCH} /login?redirectUrl=%2Fasset`,
      `${LAUNCH}/asset`,
      null,
    ])
      expect(keptPath(record, LAUNCH), String(record)).toBeNull();
  });
});

describe('keepLastScreen', () => {
  it('keeps each screen in session storage at once and in the cloud a moment later', async () => {
    vi.useFakeTimers();
    const { keepLastScreen, LAST_SCREEN_KEY, LAST_SCREEN_CLOUD_KEY } = await load();
    await keepLastScreen(vi.fn(), null);
    go('/asset/send');
    expect(sessionStorage.getItem(LAST_SCREEN_KEY)).toBe(`${LAUNCH} /asset/send`);
    go('/asset/withdraw?symbol=USDT', 'replaceState');
    expect(env.cloud.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(env.cloud.get(LAST_SCREEN_CLOUD_KEY)).toBe(`${LAUNCH} /asset/withdraw?symbol=USDT`);
  });

  it('brings back the kept screen when this launch reloads at the root, from the cloud when session storage is gone', async () => {
    env.cloud.set('last_screen', `${LAUNCH} /asset/send`);
    const navigate = vi.fn();
    await (await load()).keepLastScreen(navigate, null);
    expect(navigate).toHaveBeenCalledWith('/asset/send', { replace: true });

    sessionStorage.setItem('platform.lastScreen', `${LAUNCH} /market`);
    const again = vi.fn();
    await (await load()).keepLastScreen(again, null);
    expect(again).toHaveBeenCalledWith('/market', { replace: true });
  });

  it('leaves a new launch where it opened, its startapp screen included', async () => {
    sessionStorage.setItem('platform.lastScreen', `otherlaunch00000 /asset/send`);
    env.cloud.set('last_screen', `otherlaunch00000 /asset/send`);
    const navigate = vi.fn();
    await (await load()).keepLastScreen(navigate, null);
    // a new launch from a startapp link, while the record is the last launch's
    env.initData = 'user=%7B%7D&hash=9999990123456789ffff';
    history.replaceState(null, '', '/nft/detail?id=1');
    await (await load()).keepLastScreen(navigate, '/nft/detail?id=1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing when the reload landed on a screen of its own or the user moved first', async () => {
    sessionStorage.setItem('platform.lastScreen', `${LAUNCH} /asset/send`);
    history.replaceState(null, '', '/market');
    const navigate = vi.fn();
    await (await load()).keepLastScreen(navigate, null);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing without init data', async () => {
    env.initData = null;
    sessionStorage.setItem('platform.lastScreen', `${LAUNCH} /asset/send`);
    const navigate = vi.fn();
    await (await load()).keepLastScreen(navigate, null);
    go('/market');
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('platform.lastScreen')).toBe(`${LAUNCH} /asset/send`);
  });
});
