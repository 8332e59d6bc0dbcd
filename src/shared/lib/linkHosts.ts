import { config } from '@/config';
import { absoluteOrigins, parseHostList } from '@/domain/linkHosts';

/**
 * The hosts deep links may open or frame (docs/deep-links.md), apart from the rules (deepLink.ts): the platform's
 * openers load these with the app, the rules load with home.
 */

export const ownOrigin = () => (typeof location === 'undefined' ? undefined : location.origin);
export const gameOrigins = () => absoluteOrigins(Object.values(config.gameUrls));

/** Pages that can be framed: the app's origin, configured hosts (VITE_EXTERNAL_LINK_HOSTS) and the games. */
export function frameAllowList(own = ownOrigin()): string[] {
  return [
    ...parseHostList(import.meta.env?.VITE_EXTERNAL_LINK_HOSTS as string | undefined),
    ...gameOrigins(),
    ...(own ? [own] : []),
  ];
}

/** Pages that may be opened: the frameable ones, Telegram and the app stores. */
export function externalAllowList(own = ownOrigin()): string[] {
  return ['t.me', 'telegram.me', 'apps.apple.com', 'play.google.com', ...frameAllowList(own)];
}
