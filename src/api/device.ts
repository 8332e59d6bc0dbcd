import { platform } from '@/platform';
/** Device identity sent with every call (X-Dname, X-Dtoken); the server lists devices by them. */

const DEVICE_TOKEN_KEY = 'device_token';

function randomToken(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random token created once per browser and kept in localStorage (spec: X-Dtoken). */
export function deviceToken(): string {
  // Where storage is blocked (private mode, sandboxed webview) the token lives in memory for this page.
  const stored = platform.storage.local.get(DEVICE_TOKEN_KEY);
  if (stored) return stored;
  const token = randomToken();
  platform.storage.local.set(DEVICE_TOKEN_KEY, token);
  return token;
}
