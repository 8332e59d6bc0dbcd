/**
 * In-app history depth, so the Telegram back button knows whether `history.back()` stays inside the
 * app. Each entry pushed after launch gets an index in `history.state` (key HISTORY_INDEX_KEY); the
 * index survives webview reloads because the browser keeps `history.state`. Entries with a non-object
 * state are left alone (index 0 assumed).
 *
 * wouter dispatches `pushState` / `replaceState` events on window after each navigation; the tag is
 * written with the native History.prototype.replaceState so no further event or render follows.
 */
export const HISTORY_INDEX_KEY = '__appHistoryIndex';

type TaggedState = Record<string, unknown> & { [HISTORY_INDEX_KEY]?: number };

const isPlainState = (state: unknown): state is TaggedState | null =>
  state === null || state === undefined || (typeof state === 'object' && !Array.isArray(state));

/** The in-app index of the current entry (0 = the launch entry or unknown). */
export function currentHistoryIndex(): number {
  const state = history.state as TaggedState | null;
  const index = state && typeof state === 'object' ? state[HISTORY_INDEX_KEY] : undefined;
  return typeof index === 'number' && Number.isInteger(index) && index > 0 ? index : 0;
}

function tag(index: number): void {
  const state = history.state as unknown;
  if (!isPlainState(state)) return;
  if ((state as TaggedState | null)?.[HISTORY_INDEX_KEY] === index) return;
  History.prototype.replaceState.call(history, { ...(state ?? {}), [HISTORY_INDEX_KEY]: index }, '');
}

/** Starts tagging; returns a cleanup. Safe to call more than once (each call adds its own listeners). */
export function trackHistory(): () => void {
  // The index of the entry we are on, as we knew it before the latest change.
  let index = currentHistoryIndex();
  const onPush = () => {
    index += 1;
    tag(index);
  };
  const onReplace = () => tag(index);
  const onPop = () => {
    index = currentHistoryIndex();
  };
  window.addEventListener('pushState', onPush);
  window.addEventListener('replaceState', onReplace);
  window.addEventListener('popstate', onPop);
  return () => {
    window.removeEventListener('pushState', onPush);
    window.removeEventListener('replaceState', onReplace);
    window.removeEventListener('popstate', onPop);
  };
}
