import {
  CREDENTIAL_FLAGS,
  frameAllowList,
  isOn,
  resolveLink,
  type LinkAction,
  type LinkType,
} from '@/shared/lib/deepLink';
import { gameOrigins, ownOrigin } from '@/shared/lib/linkHosts';
import { parseHostList } from '@/domain/linkHosts';
import { isAllowedExternalUrl } from '@/shared/lib/url';

/**
 * The web view's rules (docs/deep-links.md): a deep link read from the page's query, whether its target may be
 * framed or opened, and the target URL with the credentials it asks for. Loaded with /webview only.
 */

/**
 * Partner pages trusted with the user's access token and uuid: the app's origin, the games' hosts and
 * VITE_TOKEN_LINK_HOSTS. Narrower than the allow-list: an app store or a merely allow-listed page never gets them.
 */
export function tokenHostList(own = ownOrigin()): string[] {
  return [
    ...parseHostList(import.meta.env?.VITE_TOKEN_LINK_HOSTS as string | undefined),
    ...gameOrigins(),
    ...(own ? [own] : []),
  ];
}

/** Parameters passed on to the target as the spec names them. */
export const PASS_THROUGH = ['app_id', 'source', 'type', 'page'] as const;

export interface LinkRequest {
  type: LinkType;
  url: string;
  title: string;
  param: string | null;
  needToken: boolean;
  needUuid: boolean;
  needLang: boolean;
  /** app_id, source, type, page as given. */
  passThrough: [string, string][];
}

/** A deep link from a query: `url`, `link_type` (iframe by default), `title`, `param` and the flags, here or in `url`. */
export function linkRequestOf(search: string): LinkRequest {
  const query = new URLSearchParams(search);
  const url = (query.get('url') ?? '').trim();
  let inner = new URLSearchParams();
  try {
    inner = new URL(url).searchParams;
  } catch {
    // A relative or refused link: only the page's own flags count.
  }
  const flag = (name: (typeof CREDENTIAL_FLAGS)[number]) => isOn(query.get(name)) || isOn(inner.get(name));
  // `link_type` as the banners name it: `type` is the partner's own parameter, passed on.
  const type = query.get('link_type');
  return {
    type: type === 'mark_local' || type === 'cur_tab' || type === 'new_tab' ? type : 'iframe',
    url,
    title: (query.get('title') ?? '').trim().slice(0, 80),
    param: query.get('param'),
    needToken: flag('need_token'),
    needUuid: flag('need_uuid'),
    needLang: flag('need_lang'),
    passThrough: PASS_THROUGH.flatMap((name) => {
      const value = query.get(name);
      return value ? [[name, value] as [string, string]] : [];
    }),
  };
}

export const needsCredentials = (request: LinkRequest) => request.needToken || request.needUuid;

export type Refusal = 'blocked' | 'host' | 'untrusted' | 'app_id';

/**
 * What the web view does with a request: go to an in-app route, frame or open the (absolute) target, or refuse
 * (blocked: not an http(s) link or a hostile one; host: off the allow-list; untrusted: credentials asked for a host
 * not on the partner list; app_id: a uuid asked without the app it is for).
 */
export type WebviewPlan =
  | { kind: 'route'; path: string }
  | { kind: 'frame' | 'open'; url: string; inPlace: boolean }
  | { kind: 'refused'; reason: Refusal; host: string | null };

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.host : null;
  } catch {
    return null;
  }
}

export function planOf(request: LinkRequest, origin: string): WebviewPlan {
  if (!request.url) return { kind: 'refused', reason: 'blocked', host: null };
  const action: LinkAction = resolveLink(request.type, request.url, { origin, param: request.param });
  const refusedHost = (url: string): WebviewPlan => {
    const host = hostOf(url);
    return { kind: 'refused', reason: host && !/[\s\\@]/.test(url) ? 'host' : 'blocked', host };
  };
  if (action.kind === 'none' || action.kind === 'refused') return refusedHost(request.url);
  // An in-app screen needs no credentials: the app has them.
  if (action.kind === 'route' && !action.path.startsWith('/webview?')) return { kind: 'route', path: action.path };
  const url =
    action.kind === 'external' ? action.url : (new URLSearchParams(action.path.split('?')[1]).get('url') ?? '');
  if (needsCredentials(request) && !isAllowedExternalUrl(url, tokenHostList(origin))) {
    return { kind: 'refused', reason: 'untrusted', host: hostOf(url) };
  }
  if (request.needUuid && !request.passThrough.some(([name]) => name === 'app_id')) {
    return { kind: 'refused', reason: 'app_id', host: hostOf(url) };
  }
  if (request.type === 'iframe' && isAllowedExternalUrl(url, frameAllowList(origin))) {
    return { kind: 'frame', url, inPlace: true };
  }
  return { kind: 'open', url, inPlace: request.type === 'cur_tab' };
}

/**
 * The target with what the link asked for: the need_* flags removed, `token`, `uuid` and `lang` added (only those
 * asked), then app_id, source, type and page passed on. The caller has checked the host (planOf).
 */
export function targetUrl(
  url: string,
  request: LinkRequest,
  values: { token?: string | null; uuid?: string | null; lang: string },
): string {
  const target = new URL(url);
  for (const flag of CREDENTIAL_FLAGS) target.searchParams.delete(flag);
  if (request.needToken && values.token) target.searchParams.set('token', values.token);
  if (request.needUuid && values.uuid) target.searchParams.set('uuid', values.uuid);
  if (request.needLang) target.searchParams.set('lang', values.lang);
  for (const [name, value] of request.passThrough) target.searchParams.set(name, value);
  return target.href;
}

/** Seconds the frame may take to load before the web view offers to retry or open it outside. */
export const FRAME_TIMEOUT_MS = 15_000;

/**
 * The app stores' pages (VITE_APPLE_STORE_URL, VITE_GOOGLE_PLAY_URL; the stores' front pages until the listing's
 * address is configured); both hosts are on the allow-list.
 */
export function storeLinks(): { id: 'apple' | 'google'; url: string }[] {
  return [
    { id: 'apple', url: (import.meta.env?.VITE_APPLE_STORE_URL as string | undefined) || 'https://apps.apple.com/' },
    {
      id: 'google',
      url: (import.meta.env?.VITE_GOOGLE_PLAY_URL as string | undefined) || 'https://play.google.com/store/apps',
    },
  ];
}
