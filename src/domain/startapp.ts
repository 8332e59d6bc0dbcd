import { isSafeInternalPath } from './internalPath';

/**
 * The `startapp` parameter of a mini app link (`https://t.me/<bot>/<app>?startapp=<param>`), written by the share
 * actions and read by the app at launch and by the server from the signed init data's `start_param`.
 *
 * Telegram accepts only `[A-Za-z0-9_-]`, at most 512 characters. The param is the base64url (no padding) of UTF-8
 * text: an optional referral code (`[A-Za-z0-9_-]`, at most 32 characters) followed at once by the in-app path,
 * which always starts with `/`, so the first `/` ends the code. A param without a code is the plain encoded path,
 * which is what every link written before codes existed carries: those keep decoding.
 */

export const START_PARAM_MAX = 512;
const PARAM = /^[A-Za-z0-9_-]{1,512}$/;
const REF = /^[A-Za-z0-9_-]{1,32}$/;

/** What a start param carries: where to land, and the sharer's referral code (null for none). */
export interface StartApp {
  path: string;
  ref: string | null;
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

function encodeText(text: string): string | null {
  const encoded = bytesToBase64Url(new TextEncoder().encode(text));
  return encoded.length <= START_PARAM_MAX ? encoded : null;
}

/** True for a referral code a start param can carry. */
export function isStartRef(value: unknown): value is string {
  return typeof value === 'string' && REF.test(value);
}

/**
 * The start param for `path` and, when it is a valid code, `ref` (an invalid code is left out: the link still opens
 * the screen). A path whose param would pass 512 characters loses its query and fragment (the screen opens with
 * its defaults); null when even the bare path does not fit, or the path is not a safe internal path.
 */
export function encodeStartApp(path: string, ref?: string | null): string | null {
  if (!isSafeInternalPath(path)) return null;
  const prefix = isStartRef(ref) ? ref : '';
  const full = encodeText(prefix + path);
  if (full) return full;
  const bare = path.split(/[?#]/, 1)[0]!;
  return bare !== path && isSafeInternalPath(bare) ? encodeText(prefix + bare) : null;
}

/**
 * What a `startapp` value carries; null unless it uses only [A-Za-z0-9_-], is at most 512 characters, is valid
 * UTF-8 in its one canonical encoding, its code (if any) is valid and its path is a safe internal path.
 */
export function decodeStartApp(param: unknown): StartApp | null {
  if (typeof param !== 'string' || !PARAM.test(param)) return null;
  const bytes = base64UrlToBytes(param);
  if (!bytes) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const slash = text.indexOf('/');
  if (slash < 0) return null;
  const ref = text.slice(0, slash);
  const path = text.slice(slash);
  if (ref && !REF.test(ref)) return null;
  if (!isSafeInternalPath(path)) return null;
  // Re-encoding must give the same text: refuses non-canonical encodings (stray trailing bits).
  return encodeText(text) === param ? { path, ref: ref || null } : null;
}

/** The start param of a bare path (no referral code); null as `encodeStartApp`. */
export function encodeStartParam(path: string): string | null {
  return encodeStartApp(path);
}

/** Only the path a start param carries (the launch's landing screen); null as `decodeStartApp`. */
export function decodeStartParam(param: string | null | undefined): string | null {
  return decodeStartApp(param)?.path ?? null;
}

/** The mini app link that opens `param`: `https://t.me/<bot>/<app>?startapp=<param>`; the app's start without one. */
export function startAppLink(botUsername: string, appName: string, param: string | null): string {
  const app = `https://t.me/${encodeURIComponent(botUsername)}/${encodeURIComponent(appName)}`;
  return param ? `${app}?startapp=${param}` : app;
}
