import { appState } from '@/state/app';

/** Opening with from=app remembers app-webview mode for the session (spec section 2). */
export const APP_MODE_KEY = 'fromApp';

export function isAppMode(search: string, stored: string | null): boolean {
  return new URLSearchParams(search).get('from') === 'app' || stored === '1';
}

export function initAppMode(): void {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(APP_MODE_KEY);
  } catch {
    // ignore: storage unavailable
  }
  const inApp = isAppMode(location.search, stored);
  if (inApp && stored !== '1') {
    try {
      sessionStorage.setItem(APP_MODE_KEY, '1');
    } catch {
      // ignore
    }
  }
  appState.inApp = inApp;
}
