// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { goBack } from './backNavigation';
import { currentHistoryIndex, HISTORY_INDEX_KEY, trackHistory } from './history';

const popped = () =>
  new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

describe('in-app history index', () => {
  let stop: () => void;
  beforeEach(() => {
    History.prototype.replaceState.call(history, null, '', '/');
    stop = trackHistory();
  });
  afterEach(() => stop());

  it('counts pushes, keeps the index on replace, and follows back navigation', async () => {
    expect(currentHistoryIndex()).toBe(0);
    navigate('/help');
    expect(currentHistoryIndex()).toBe(1);
    navigate('/nft/search?page=2');
    expect(currentHistoryIndex()).toBe(2);
    navigate('/nft/search?page=3', { replace: true });
    expect(currentHistoryIndex()).toBe(2);
    expect(location.search).toBe('?page=3');

    const back = popped();
    history.back();
    await back;
    expect(location.pathname).toBe('/help');
    expect(currentHistoryIndex()).toBe(1);

    navigate('/asset');
    expect(currentHistoryIndex()).toBe(2);
  });

  it('keeps feature state objects and leaves non-object states alone', () => {
    navigate('/x', { state: { from: 'list' } });
    expect(history.state).toEqual({ from: 'list', [HISTORY_INDEX_KEY]: 1 });
    navigate('/y', { state: 'text' as unknown as null });
    expect(history.state).toBe('text');
    expect(currentHistoryIndex()).toBe(0);
  });

  it("goBack goes back in history, or to the screen's parent when there is no in-app history", async () => {
    const calls: [string, unknown][] = [];
    const nav = (to: string, options?: unknown) => calls.push([to, options]);
    History.prototype.replaceState.call(history, null, '', '/asset/send?coin=USDT');
    await goBack(nav);
    expect(calls).toEqual([['/asset', { replace: true }]]);
    History.prototype.replaceState.call(history, null, '', '/');

    navigate('/help');
    const back = popped();
    goBack(nav);
    await back;
    expect(location.pathname).toBe('/');
    expect(calls).toHaveLength(1);
  });
});
