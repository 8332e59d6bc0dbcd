/**
 * URL safety for redirects, deep links and Telegram `startapp` (Telegram's start_param accepts
 * only [A-Za-z0-9_-], up to 512 characters).
 */

import { CONTROL_CHARS as CONTROL, isSafeInternalPath } from '@/domain/internalPath';

// The same-site rule and the startapp format live in src/domain, where the server reads them too.
export { isSafeInternalPath } from '@/domain/internalPath';
export { decodeStartParam, encodeStartParam, START_PARAM_MAX } from '@/domain/startapp';

/** `value` when it is a safe internal path, otherwise `fallback`. */
export function safeInternalPath(value: unknown, fallback = '/'): string {
  return isSafeInternalPath(value) ? value : fallback;
}

/** The query parameter naming where a screen returns once done (as sign-in's `redirectUrl`). */
export const RETURN_PARAM = 'redirectUrl';

/** `path` with the in-app place to return to once its screen is done (`/setPay?redirectUrl=…`). */
export function withReturn(path: string, back: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${RETURN_PARAM}=${encodeURIComponent(back)}`;
}

/**
 * Where to return to, from a screen's query (`search`, with or without its `?`): the in-app path `withReturn` wrote,
 * or null for none, another site or anything `isSafeInternalPath` refuses, so a crafted link cannot send the user
 * off the app.
 */
export function returnPathOf(search: string): string | null {
  const back = new URLSearchParams(search).get(RETURN_PARAM);
  return isSafeInternalPath(back) ? back : null;
}

/**
 * Whether an external URL may be opened. Allow-list entries:
 * - `example.com`: that exact host (default port), https only;
 * - `*.example.com`: any subdomain of example.com (not the apex), https only;
 * - `https://host:port` or `http://localhost:5173`: that exact origin (the only way to allow http).
 * URLs with credentials, backslashes or control characters are refused.
 */
export function isAllowedExternalUrl(url: string, allowList: readonly string[]): boolean {
  if (typeof url !== 'string' || !url || url.includes('\\') || CONTROL.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = parsed.host.toLowerCase();
  return allowList.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (!entry) return false;
    if (entry.includes('://')) {
      try {
        return new URL(entry).origin === parsed.origin;
      } catch {
        return false;
      }
    }
    if (parsed.protocol !== 'https:') return false;
    if (entry.startsWith('*.')) {
      const suffix = entry.slice(1);
      return parsed.port === '' && host.endsWith(suffix) && host.length > suffix.length;
    }
    return host === entry;
  });
}

/** Telegram links open with openTelegramLink inside the mini app. */
export function isTelegramLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && (parsed.hostname === 't.me' || parsed.hostname === 'telegram.me');
  } catch {
    return false;
  }
}
