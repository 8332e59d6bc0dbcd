import type { Banner } from '@/contract';
import { isSafeInternalPath } from '@/shared/lib/url';

type LinkType = Banner['link_type'];

/**
 * Whether home may show an entry with this link: not when it leads to a screen that is not built yet (the route
 * table's coming-soon flag, as `useIsComingSoon` answers it), whatever the server lists. Other links are resolved by
 * the deep-link rules on the tap (a refused one shows why).
 */
export function leadsToBuiltScreen(
  entry: { link_type?: LinkType | string; link?: string },
  isComingSoon: (link: string) => boolean,
): boolean {
  const link = entry.link?.trim();
  return !(entry.link_type !== 'iframe' && isSafeInternalPath(link) && isComingSoon(link));
}

/** The server's banners or shortcuts that lead to built screens (or to pages outside the app). */
export function builtEntries<T extends { link_type?: LinkType; link?: string }>(
  entries: readonly T[] | undefined,
  isComingSoon: (link: string) => boolean,
): T[] {
  return (entries ?? []).filter((entry) => leadsToBuiltScreen(entry, isComingSoon));
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
