/**
 * Device names. The client sends an English "Chrome on Windows" as X-Dname (spec: device name) and the
 * server stores it as it came; screens show it in the reader's language, rebuilt from its parts.
 */

const BROWSERS = ['Telegram', 'Edge', 'Opera', 'Firefox', 'Chrome', 'Safari'] as const;
const SYSTEMS = ['iOS', 'Android', 'Windows', 'macOS', 'ChromeOS', 'Linux'] as const;
export type Browser = (typeof BROWSERS)[number];
export type OperatingSystem = (typeof SYSTEMS)[number];

/** What the header says when the user agent does not tell (kept so older sessions still parse). */
const UNKNOWN_BROWSER = 'Browser';
const UNKNOWN_SYSTEM = 'Unknown';

/** Browser and operating system from a user agent; null where it does not say. */
export function userAgentParts(userAgent: string): { browser: Browser | null; os: OperatingSystem | null } {
  const ua = userAgent || '';
  const browser: Browser | null = /Telegram/i.test(ua)
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
              : null;
  const os: OperatingSystem | null = /iPhone|iPad|iPod/.test(ua)
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
              : null;
  return { browser, os };
}

/** Browser and system as plain words for stored labels ("Browser", "Unknown" where unknown). */
export function describeUserAgent(userAgent: string): { os: string; browser: string } {
  const { browser, os } = userAgentParts(userAgent);
  return { browser: browser ?? UNKNOWN_BROWSER, os: os ?? UNKNOWN_SYSTEM };
}

/** The X-Dname header: "Chrome on Windows" (English on the wire; `deviceLabel` reads it back). */
export function deviceName(userAgent: string): string {
  const { browser, os } = describeUserAgent(userAgent);
  return `${browser} on ${os}`;
}

/** A device as a screen names it: a name another client chose, or the parts to say in the reader's language. */
export type DeviceLabel =
  { kind: 'named'; name: string } | { kind: 'parts'; browser: Browser | null; os: OperatingSystem | null };

const isBrowser = (word: string): word is Browser => (BROWSERS as readonly string[]).includes(word);
const isSystem = (word: string): word is OperatingSystem => (SYSTEMS as readonly string[]).includes(word);

/**
 * Reads a stored device: a name this app made ("Safari on iOS") becomes its parts; any other name (a native
 * client's "iPhone 15") stays as it is; no name falls back to the user agent.
 */
export function deviceLabel(device: { device_name?: string | null; user_agent?: string | null }): DeviceLabel {
  const name = device.device_name?.trim() ?? '';
  const made = /^(.+) on (.+)$/.exec(name);
  if (made) {
    const [, browser = '', os = ''] = made;
    const knownBrowser = isBrowser(browser) || browser === UNKNOWN_BROWSER;
    const knownSystem = isSystem(os) || os === UNKNOWN_SYSTEM;
    if (knownBrowser && knownSystem) {
      return { kind: 'parts', browser: isBrowser(browser) ? browser : null, os: isSystem(os) ? os : null };
    }
  }
  if (name) return { kind: 'named', name };
  return { kind: 'parts', ...userAgentParts(device.user_agent ?? '') };
}

type Translate = (key: string, options?: Record<string, string>) => string;

/**
 * The device in the reader's language (common `device.*`, so any screen's `t` will do): "iOS의 Safari",
 * "iOS 上的 Safari". Browser and system names are brands and stay as they are; each language words the
 * whole phrase, an unknown part included.
 */
export function formatDeviceName(
  device: { device_name?: string | null; user_agent?: string | null },
  t: Translate,
): string {
  const label = deviceLabel(device);
  if (label.kind === 'named') return label.name;
  const { browser, os } = label;
  if (browser && os) return t('common:device.name', { browser, os });
  if (os) return t('common:device.unknownBrowser', { os });
  if (browser) return t('common:device.unknownOs', { browser });
  return t('common:device.unknown');
}
