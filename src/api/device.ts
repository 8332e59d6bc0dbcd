import { platform } from '@/platform';
/** Device identity sent with every call (X-Dname, X-Dtoken); the server lists devices by them. */

const DEVICE_TOKEN_KEY = 'device_token';

/** Browser and operating system from a user agent (one parser for the X-Dname header and the device list). */
export function describeUserAgent(userAgent: string): { os: string; browser: string } {
  const ua = userAgent || '';
  const browser = /Telegram/i.test(ua)
    ? 'Telegram'
    : /Edg\//.test(ua)
      ? 'Edge'
      : /OPR\/|Opera/.test(ua)
        ? 'Opera'
        : /Firefox\/|FxiOS/.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS|Chromium/.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'Browser';
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : 'Unknown';
  return { os, browser };
}

/** A readable device name from the user agent, e.g. "Chrome on Windows" (spec: X-Dname). */
export function deviceName(userAgent: string): string {
  const { browser, os } = describeUserAgent(userAgent);
  return `${browser} on ${os}`;
}

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
