import type { Banner } from '@/contract';
import { externalAllowList } from '@/platform/links';
import { isAllowedExternalUrl as isOnAllowList, isSafeInternalPath } from '@/shared/lib/url';

/** What tapping a banner, module or article does (its deep-link type, `link_type`). */
export type LinkAction = { kind: 'route'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

type LinkType = Banner['link_type'];

/** External pages the home page may open: the platform's allow-list (app stores, Telegram, configured hosts). */
export function isAllowedExternalUrl(url: string, allowList: readonly string[] = externalAllowList()): boolean {
  return isOnAllowList(url, allowList);
}

/** A same-origin absolute URL becomes its path; anything else stays as it is. */
function toInternalPath(link: string, origin: string | undefined): string | null {
  if (isSafeInternalPath(link)) return link;
  if (!origin) return null;
  try {
    const url = new URL(link);
    const path = url.pathname + url.search + url.hash;
    return url.origin === origin && isSafeInternalPath(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * Resolves a server link:
 * - mark_local: an internal route;
 * - cur_tab / new_tab: an internal route when the link is on this site, otherwise an allow-listed page
 *   opened through the platform (a mini app has no tabs);
 * - iframe: the webview route (/webview?url=…) for an internal or allow-listed page;
 * - none, empty or refused links: nothing.
 */
export function resolveLink(
  type: LinkType | undefined,
  link: string | undefined,
  options: { origin?: string; allowList?: readonly string[] } = {},
): LinkAction {
  const target = link?.trim();
  if (!type || type === 'none' || !target) return { kind: 'none' };
  const origin = options.origin ?? (typeof location === 'undefined' ? undefined : location.origin);
  const internal = toInternalPath(target, origin);
  const external = !internal && isAllowedExternalUrl(target, options.allowList) ? target : null;
  switch (type) {
    case 'mark_local':
      return internal ? { kind: 'route', path: internal } : { kind: 'none' };
    case 'cur_tab':
    case 'new_tab':
      if (internal) return { kind: 'route', path: internal };
      return external ? { kind: 'external', url: external } : { kind: 'none' };
    case 'iframe':
      return internal || external
        ? { kind: 'route', path: `/webview?url=${encodeURIComponent(internal ?? external!)}` }
        : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/**
 * Whether home may show an entry with this link: not when it leads to a screen that is not built yet (the route
 * table's coming-soon flag, as `useIsComingSoon` answers it), whatever the server lists.
 */
export function leadsToBuiltScreen(action: LinkAction, isComingSoon: (link: string) => boolean): boolean {
  return !(action.kind === 'route' && isComingSoon(action.path));
}

/** The server's banners or shortcuts that lead to built screens (or to allowed pages outside the app). */
export function builtEntries<T extends { link_type?: LinkType; link?: string }>(
  entries: readonly T[] | undefined,
  isComingSoon: (link: string) => boolean,
): T[] {
  return (entries ?? []).filter((entry) => leadsToBuiltScreen(resolveLink(entry.link_type, entry.link), isComingSoon));
}

/** Next slide index of the banner carousel (wraps around). */
export function nextSlide(current: number, count: number, step = 1): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/** What the home page shows besides its sections: nothing extra, the empty state, or the failed-load state. */
export type HomeStatus = 'content' | 'empty' | 'failed';

/**
 * Empty only when every section loaded and none has anything; a failed load is never shown as empty
 * (it would tell the user there is nothing, which is not known) when nothing else is on screen.
 */
export function homeStatus(sections: readonly { isPending: boolean; isError: boolean; count: number }[]): HomeStatus {
  if (sections.some((section) => section.isPending || section.count > 0)) return 'content';
  return sections.some((section) => section.isError) ? 'failed' : 'empty';
}
