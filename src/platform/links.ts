import { externalAllowList } from '@/shared/lib/linkHosts';
import { isAllowedExternalUrl } from '@/shared/lib/url';

/**
 * External pages the platform's openers may open: the deep-link allow-list (src/shared/lib/linkHosts.ts: app stores,
 * Telegram, the games, the app's origin and VITE_EXTERNAL_LINK_HOSTS, same syntax as isAllowedExternalUrl).
 */
export { externalAllowList };

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
