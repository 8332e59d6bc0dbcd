/**
 * What counts as a same-site path, for redirects, deep links and `startapp` links alike: the client opens it and the
 * server reads it from a launch's start param, so both apply this one rule.
 */

const MAX_PATH_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 5;

/** C0 and C1 control characters, DEL, and line/paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const SCRIPT_SCHEME = /(?:java|vb)script:/i;
const BASE = 'http://internal.invalid';

function isSafeLayer(path: string): boolean {
  if (!path.startsWith('/')) return false;
  if (path[1] === '/' || path.includes('\\')) return false;
  if (CONTROL_CHARS.test(path) || SCRIPT_SCHEME.test(path)) return false;
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
