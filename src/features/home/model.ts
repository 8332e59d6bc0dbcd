import type { Banner } from '@/contract/types';
import { externalAllowList } from '@/platform/links';
import { isAllowedExternalUrl as isOnAllowList, isSafeInternalPath } from '@/shared/lib/url';

/** What tapping a banner, module or article does (spec section 4, deep-link types). */
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

/** Next slide index of the banner carousel (wraps around). */
export function nextSlide(current: number, count: number, step = 1): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/**
 * Card price display from the server's decimal string: rounded down to `decimals` places, trailing zeros
 * trimmed, thousands grouped. Pure string work (no floats, and no bignumber.js in the home chunk).
 * Anything that is not a plain decimal shows as '--'.
 */
export function formatCardPrice(price: string | null | undefined, decimals = 8): string {
  const text = String(price ?? '').trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return '--';
  const [, sign = '', whole = '0', fraction = ''] = match;
  const integer = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const kept = fraction.slice(0, decimals).replace(/0+$/, '');
  const result = kept ? `${integer}.${kept}` : integer;
  return result === '0' ? '0' : sign + result;
}
