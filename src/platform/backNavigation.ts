import { currentHistoryIndex } from './history';
import { storage } from './storage';

/** Screens where the Telegram back button is hidden (the app's root). */
export const ROOT_PATHS: readonly string[] = ['/', '/home'];

export function isRootPath(path: string, rootPaths: readonly string[] = ROOT_PATHS): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return rootPaths.includes(normalised);
}

/** Back through in-app history, or home when the current entry is the first one the app opened. */
export function goBack(navigate: (to: string, options?: { replace?: boolean }) => void): void {
  if (currentHistoryIndex() > 0) history.back();
  else navigate('/', { replace: true });
}

/** sessionStorage flag: the startapp parameter is routed once per launch (not again on a webview reload). */
export const START_ROUTED_KEY = 'platform.startRouted';

export function takeStartPath(startPath: string | null): string | null {
  if (!startPath) return null;
  if (storage.session.get(START_ROUTED_KEY)) return null;
  storage.session.set(START_ROUTED_KEY, '1');
  return startPath;
}
