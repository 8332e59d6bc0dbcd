import { externalAllowList, frameAllowList } from './linkHosts';
import { decodeStartParam, isAllowedExternalUrl, isSafeInternalPath } from './url';

/**
 * Deep links (docs/deep-links.md): what a link from the server (a banner, a module, an article, a message), a
 * scanned code or a page's query does. The one copy of the rules; the web view's token and uuid handling loads
 * with /webview only.
 */

export type LinkType = 'mark_local' | 'cur_tab' | 'new_tab' | 'iframe' | 'none';

/**
 * - route: an in-app screen (the web view included);
 * - external: an allow-listed page outside the app, in a new tab / the platform's opener, or `inPlace` (cur_tab);
 * - refused: never opened nor framed; the web view's refusal screen says why (`/webview` with the same link);
 * - none: nothing to open.
 */
export type LinkAction =
  | { kind: 'route'; path: string }
  | { kind: 'external'; url: string; inPlace: boolean }
  | { kind: 'refused'; path: string }
  | { kind: 'none' };

export { externalAllowList, frameAllowList };

/** Parameters that ask for the user's access token, uuid or language to be added to the target URL. */
export const CREDENTIAL_FLAGS = ['need_token', 'need_uuid', 'need_lang'] as const;

const ownOrigin = () => (typeof location === 'undefined' ? undefined : location.origin);

/** The in-app path of a link to one of the app's own screens: a safe path, the same origin, or a `startapp` link. */
export function ownPathOf(link: string, origin = ownOrigin()): string | null {
  if (isSafeInternalPath(link)) return link;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.origin === origin) {
    const path = url.pathname + url.search + url.hash;
    return isSafeInternalPath(path) ? path : null;
  }
  if (url.protocol === 'https:' && /^(t|telegram)\.me$/.test(url.hostname)) {
    return decodeStartParam(url.searchParams.get('startapp'));
  }
  return null;
}

/** Whether a link asks for credentials (`need_token=1`, … in its own query). */
export function asksCredentials(link: string): boolean {
  const query = link.split('#')[0]!.split('?')[1] ?? '';
  const params = new URLSearchParams(query);
  return CREDENTIAL_FLAGS.some((flag) => isOn(params.get(flag)));
}

/** A flag's value is on unless absent, empty, `0` or `false`. */
export const isOn = (value: string | null | undefined) => !!value && value !== '0' && value.toLowerCase() !== 'false';

/** The web view showing `url` as `type` (`link_type`: `type` is a partner parameter): a frame, or its opening / refusal screen. */
export function webviewHref(url: string, type: LinkType = 'iframe'): string {
  return `/webview?url=${encodeURIComponent(url)}${type === 'iframe' ? '' : `&link_type=${type}`}`;
}

/** `path` with the link's `param` (a query string) added; null when the result is not a safe in-app path. */
export function withParam(path: string, param: string | null | undefined): string | null {
  const extra = param?.trim().replace(/^[?&]+/, '');
  const joined = extra ? `${path}${path.includes('?') ? '&' : '?'}${extra}` : path;
  return isSafeInternalPath(joined) ? joined : null;
}

/**
 * Resolves a link. Whitespace around it is trimmed; inside it (a newline in `java\nscript:`) it is refused, as are
 * schemes other than http(s), protocol-relative links, credentials in the URL and hosts off the allow-list:
 * - mark_local: an in-app route (with `param`);
 * - cur_tab / new_tab: an in-app route for the app's own links, else an allow-listed page (in place / through the
 *   platform's opener); one asking for credentials goes through the web view, which checks the partner list;
 * - iframe: the web view, for a frameable page;
 * - none or empty: nothing.
 */
export function resolveLink(
  type: LinkType | string | undefined,
  link: string | undefined,
  options: { origin?: string; param?: string | null } = {},
): LinkAction {
  const target = link?.trim();
  if (!type || type === 'none' || !target) return { kind: 'none' };
  if (!['mark_local', 'cur_tab', 'new_tab', 'iframe'].includes(type)) return { kind: 'none' };
  const refused: LinkAction = { kind: 'refused', path: webviewHref(target, type as LinkType) };
  const origin = options.origin ?? ownOrigin();
  const own = ownPathOf(target, origin);
  const internal = own === null ? null : withParam(own, options.param);
  if (type === 'mark_local' || (internal && type !== 'iframe')) {
    return internal ? { kind: 'route', path: internal } : refused;
  }
  const absolute = internal ? `${origin}${internal}` : target;
  if (type === 'iframe') {
    return isAllowedExternalUrl(absolute, frameAllowList(origin))
      ? { kind: 'route', path: webviewHref(absolute) }
      : refused;
  }
  if (!isAllowedExternalUrl(absolute, externalAllowList(origin))) return refused;
  if (asksCredentials(absolute)) return { kind: 'route', path: webviewHref(absolute, type as LinkType) };
  return { kind: 'external', url: absolute, inPlace: type === 'cur_tab' };
}
