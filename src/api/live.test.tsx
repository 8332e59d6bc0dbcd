// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallRef } from './apiKey';

const invalidated = vi.hoisted(() => [] as string[][]);
vi.mock('./apiKey', () => ({
  invalidateCalls: (_client: unknown, calls: readonly CallRef[]) => {
    invalidated.push(calls.map((call) => call.path).sort());
    return Promise.resolve();
  },
}));
vi.mock('./queryCache', () => ({ loadQueryCache: () => Promise.resolve({ queryClient: {} }) }));

/** A stand-in for the browser's EventSource: records what was opened and lets the test fire events. */
class FakeSource {
  static opened: FakeSource[] = [];
  listeners = new Map<string, (() => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  fire(name: string) {
    for (const listener of this.listeners.get(name) ?? []) listener();
  }
}
vi.stubGlobal('EventSource', FakeSource);

const { useLive } = await import('./live');

const call = (path: string): CallRef => ({ path });
const MARKET = { market: [call('/search')], me: [call('/my-orders')] };
const balance = call('/balance');
const WALLET = { wallet: [balance, call('/deposits')], me: [balance] };

/** Lets the coalesced refetch run (250 ms) and its promise settle. */
const settle = async () => {
  await vi.advanceTimersByTimeAsync(300);
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.opened = [];
  invalidated.length = 0;
});
afterEach(() => {
  cleanup();
  // the last holder's release (after its grace), so that each test starts without a connection
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('the one live connection', () => {
  // First in the file: the page's start-up happens once per module, and every later test runs after it.
  it("opens on the page's first screen only once start-up is over, with the topics of every holder by then", async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    renderHook(() => useLive(['t:ASTRO:7'], MARKET));
    renderHook(() => useLive(['me'], WALLET));
    expect(FakeSource.opened).toHaveLength(0);
    // no requestIdleCallback (iOS): a short time-out stands for the first idle moment
    await vi.advanceTimersByTimeAsync(300);
    vi.unstubAllGlobals();
    vi.stubGlobal('EventSource', FakeSource);
    expect(FakeSource.opened.map((source) => decodeURIComponent(source.url))).toEqual([
      '/nft-api/live?topics=me,t:ASTRO:7',
    ]);
    // a later screen's holder joins at once
    renderHook(() => useLive(['c:ASTRO'], MARKET));
    expect(
      FakeSource.opened.filter((source) => !source.closed).map((source) => decodeURIComponent(source.url)),
    ).toEqual(['/nft-api/live?topics=c:ASTRO,me,t:ASTRO:7']);
  });

  it("carries every holder's topics on one connection, and an event refetches what its holders name", async () => {
    renderHook(() => useLive(['t:ASTRO:7', 'me'], MARKET));
    renderHook(() => useLive(['me'], WALLET));
    const open = FakeSource.opened.filter((source) => !source.closed);
    expect(open).toHaveLength(1);
    expect(decodeURIComponent(open[0]!.url)).toBe('/nft-api/live?topics=me,t:ASTRO:7');

    // a wallet event: the wallet's calls only; a `me` event: both holders' calls, once each
    open[0]!.fire('wallet');
    await settle();
    expect(invalidated).toEqual([['/balance', '/deposits']]);
    open[0]!.fire('me');
    await settle();
    expect(invalidated[1]).toEqual(['/balance', '/my-orders']);
  });

  it('after a dropped connection comes back, every holder refetches all it shows', async () => {
    renderHook(() => useLive(['me'], WALLET));
    const source = FakeSource.opened.at(-1)!;
    source.fire('ready');
    await settle();
    expect(invalidated).toEqual([]);
    source.fire('error');
    source.fire('ready');
    await settle();
    expect(invalidated).toEqual([['/balance', '/deposits']]);
  });

  it('closes the connection a moment after the last holder leaves', () => {
    const { unmount } = renderHook(() => useLive(['me'], WALLET));
    const source = FakeSource.opened.at(-1)!;
    unmount();
    vi.advanceTimersByTime(1000);
    expect(source.closed).toBe(true);
  });

  it('keeps the connection when the next screen holds the same topics (no reconnect on a move between screens)', () => {
    const first = renderHook(() => useLive(['me'], WALLET));
    const source = FakeSource.opened.at(-1)!;
    first.unmount();
    // the next screen mounts a little later, as a lazily loaded page does
    vi.advanceTimersByTime(300);
    renderHook(() => useLive(['me'], MARKET));
    vi.advanceTimersByTime(2000);
    expect(source.closed).toBe(false);
    expect(FakeSource.opened).toHaveLength(1);
  });
});
