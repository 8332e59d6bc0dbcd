import { currentHistoryIndex } from './history';
import { storage } from './storage';

/** Screens where the Telegram back button is hidden (the app's root). */
export const ROOT_PATHS: readonly string[] = ['/', '/home'];

export function isRootPath(path: string, rootPaths: readonly string[] = ROOT_PATHS): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return rootPaths.includes(normalised);
}

/**
 * Back through in-app history; on the first entry the app opened (a launch at a deep link), to the screen's parent
 * in its area (a token's collection, the wallet for /asset/send), which replaces it: Back then climbs to home. The
 * parent rules load only then, outside the first load (home if they cannot load).
 */
export function goBack(navigate: (to: string, options?: { replace?: boolean }) => void): Promise<void> | void {
  if (currentHistoryIndex() > 0) return history.back();
  const here = `${location.pathname}${location.search}`;
  return import('@/shared/routing/parent').then(
    ({ parentPath }) => navigate(parentPath(here), { replace: true }),
    () => navigate('/', { replace: true }),
  );
}

/** sessionStorage flag: the startapp parameter is routed once per launch (not again on a webview reload). */
export const START_ROUTED_KEY = 'platform.startRouted';

export function takeStartPath(startPath: string | null): string | null {
  if (!startPath) return null;
  if (storage.session.get(START_ROUTED_KEY)) return null;
  storage.session.set(START_ROUTED_KEY, '1');
  return startPath;
}
