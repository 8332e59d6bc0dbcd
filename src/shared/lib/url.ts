/**
 * URL safety for redirects, deep links and Telegram `startapp` (Telegram's start_param accepts
 * only [A-Za-z0-9_-], up to 512 characters).
 */

const MAX_PATH_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 5;
export const START_PARAM_MAX = 512;

// C0 and C1 control characters, DEL, and line/paragraph separators.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const SCRIPT_SCHEME = /(?:java|vb)script:/i;
const BASE = 'http://internal.invalid';

function isSafeLayer(path: string): boolean {
  if (!path.startsWith('/')) return false;
  if (path[1] === '/' || path.includes('\\')) return false;
  if (CONTROL.test(path) || SCRIPT_SCHEME.test(path)) return false;
  try {
    return new URL(path, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/**
 * True only for a same-site path such as `/nft/search?x=1#top`. Refuses protocol-relative `//host`,
 * absolute URLs (`http(s):`, `javascript:`), backslashes, control characters, and any of these hidden
 * behind percent-encoding: the value is decoded repeatedly (up to 5 rounds) and every layer must be
 * safe; a malformed escape or still-encoded value after 5 rounds is refused.
 */
export function isSafeInternalPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH_LENGTH) return false;
  let layer = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (!isSafeLayer(layer)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return false;
    }
    if (decoded === layer) return true;
    layer = decoded;
  }
  return false;
}

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

function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlToBytes(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Encodes an internal path for a `startapp` link (base64url of UTF-8, no padding).
 * Returns null when the path is not a safe internal path or the result exceeds 512 characters.
 */
export function encodeStartParam(path: string): string | null {
  if (!isSafeInternalPath(path)) return null;
  const encoded = bytesToBase64Url(new TextEncoder().encode(path));
  return encoded.length <= START_PARAM_MAX ? encoded : null;
}

/**
 * Decodes a `startapp` value back into an internal path; null unless the value uses only
 * [A-Za-z0-9_-], is at most 512 characters, is valid UTF-8 and decodes to a safe internal path.
 */
export function decodeStartParam(param: string | null | undefined): string | null {
  if (typeof param !== 'string' || !/^[A-Za-z0-9_-]{1,512}$/.test(param)) return null;
  const bytes = base64UrlToBytes(param);
  if (!bytes) return null;
  let path: string;
  try {
    path = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // Re-encoding must give the same text: refuses non-canonical encodings (stray trailing bits).
  return isSafeInternalPath(path) && encodeStartParam(path) === param ? path : null;
}
