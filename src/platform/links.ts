import { config } from '@/config';
import { isAllowedExternalUrl } from '@/shared/lib/url';

/**
 * External pages the app may open (home site, work-order H5,
 * game dispatch, app stores; plus Telegram links). Extra hosts come from VITE_EXTERNAL_LINK_HOSTS
 * (comma separated, same syntax as isAllowedExternalUrl: `host`, `*.host`, or an origin).
 */
const DEFAULT_HOSTS = ['t.me', 'telegram.me', 'apps.apple.com', 'play.google.com'];

function absoluteOrigins(urls: readonly string[]): string[] {
  return urls.flatMap((url) => {
    try {
      return /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
}

export function externalAllowList(): string[] {
  const fromEnv = ((import.meta.env?.VITE_EXTERNAL_LINK_HOSTS as string | undefined) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const own = typeof location === 'undefined' ? [] : [location.origin];
  return [...DEFAULT_HOSTS, ...fromEnv, ...absoluteOrigins(Object.values(config.gameUrls)), ...own];
}

/** Resolves relative links against the page and checks the allow-list; null when refused. */
export function allowedExternalUrl(url: string): string | null {
  let absolute: string;
  try {
    absolute = new URL(url, typeof location === 'undefined' ? undefined : location.href).href;
  } catch {
    return null;
  }
  return isAllowedExternalUrl(absolute, externalAllowList()) ? absolute : null;
}
