import { storage } from './storage';

/**
 * Launch-context detection that runs before any SDK is loaded (keeps the Telegram SDK out of the
 * browser's first load: it is imported only when launch parameters are present).
 */

/** Where the Telegram SDK (3.x) keeps launch parameters for reloads: sessionStorage `tapps/launchParams`. */
const TELEGRAM_LP_STORAGE_KEY = 'tapps/launchParams';
/** Opening with from=app remembers app-webview mode for the session (the native app opens it so). */
export const APP_MODE_STORAGE_KEY = 'fromApp';

const readSession = (key: string): string | null => (typeof window === 'undefined' ? null : storage.session.get(key));

const currentHref = () => (typeof location === 'undefined' ? '' : location.href);
const currentSearch = () => (typeof location === 'undefined' ? '' : location.search);

/** True when the page carries Telegram launch parameters (URL hash/query, or stored by an earlier load). */
export function hasTelegramLaunchParams(
  href: string = currentHref(),
  stored: string | null = readSession(TELEGRAM_LP_STORAGE_KEY),
): boolean {
  if (/[#?&]tgWebAppData=/.test(href)) return true;
  return !!stored && stored.includes('tgWebAppData');
}

/** Opened by the native app (from=app now, or earlier in this session). */
export function isAppWebview(
  search: string = currentSearch(),
  stored: string | null = readSession(APP_MODE_STORAGE_KEY),
): boolean {
  return new URLSearchParams(search).get('from') === 'app' || stored === '1';
}
