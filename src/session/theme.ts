import { platform } from '@/platform';
import { getCookie, setCookie } from '@/shared/lib/cookies';
import { appState, type Theme } from '@/state/app';

/** Stored client values: cookie and storage both named currentTheme. */
const THEME_KEY = 'currentTheme';
const COOKIE_DAYS = 365;

export const parseTheme = (value: string | null | undefined): Theme | null =>
  value === 'light' || value === 'dark' ? value : null;

interface ThemeSources {
  query?: string | null;
  /** Inside Telegram: the client's colour scheme, which the app follows. */
  telegram?: 'light' | 'dark' | null;
  cookie?: string | null;
  storage?: string | null;
  /** prefers-color-scheme: dark */
  systemDark?: boolean;
}

/** Order: theme query, Telegram's scheme, cookie, storage, the system preference; default light. */
export function resolveTheme(sources: ThemeSources): Theme {
  return (
    parseTheme(sources.query) ??
    sources.telegram ??
    parseTheme(sources.cookie) ??
    parseTheme(sources.storage) ??
    (sources.systemDark ? 'dark' : 'light')
  );
}

/** The theme on screen: a route may force one (/activity/pfp is always dark). */
export const effectiveTheme = (chosen: Theme, forced?: Theme): Theme => forced ?? chosen;

export function initialTheme(): Theme {
  return resolveTheme({
    query: new URLSearchParams(location.search).get('theme'),
    telegram: platform.colorScheme(),
    cookie: getCookie(THEME_KEY),
    storage: platform.storage.local.get(THEME_KEY),
    systemDark: typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches,
  });
}

/** Puts the light/dark class on <html>; `forced` marks a route-forced theme (Telegram colours do not apply then). */
export function applyThemeClass(theme: Theme, forced = false): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  root.classList.toggle('theme-forced', forced);
  root.style.colorScheme = theme;
}

/** Chooses a theme: state, cookie (365 days) and storage. The shell re-applies the class (route may force one). */
export function setTheme(theme: Theme): void {
  appState.currentTheme = theme;
  setCookie(THEME_KEY, theme, COOKIE_DAYS);
  platform.storage.local.set(THEME_KEY, theme);
}
