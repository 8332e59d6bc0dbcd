import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE } from '@/contract/codes';
import type { ServerLang } from '@/contract';
import { contract } from '@/contract';
import { bootKey } from '@/contract/boot';
import { ROUTE_SET_COOKIE, TELEGRAM_LAUNCH_PARAM, type PageRenderer, type PageRenderRequest } from '@/contract/render';
import type { Profile } from '@/contract';
import type { PublicCache } from './lib/publicCache';
import { APP_LANG } from './i18n';
import type { PageCaller } from './pageRender';
import type { RouteModules } from './tools/routeModules';

/**
 * The app's HTML page (index.html), served by the server rather than as a file: it carries the requested screen drawn
 * by the app's own components (the server render, ./pageRender.ts), the answers that screen read (inert JSON in
 * `<script type="application/json" id="boot-data">`, read by src/api/bootData.ts, so the browser draws the same
 * screen from them without asking again), the screen's title, and preloads of its code. A visitor's page is kept in
 * the public cache per address, language and look, dropped when the data behind it changes (`cache_versions`); a
 * page with a session is drawn for it and `private`. ETag over the bytes served; `no-cache`, as Telegram caches HTML
 * hard.
 */

/** Any language tag (BCP 47, server code) as a server language, or null: as the app's normalizeLang. */
export function serverLangOf(code: string | null | undefined): ServerLang | null {
  const tag = code?.trim().replace(/_/g, '-').toLowerCase();
  if (!tag) return null;
  const [base, ...rest] = tag.split('-');
  if (base === 'en') return 'en';
  if (base === 'ko') return 'ko';
  if (base !== 'zh') return null;
  return rest.some((part) => ['tw', 'hk', 'mo', 'hant'].includes(part)) ? 'zh_tw' : 'zh';
}

/** Every cookie of a Cookie header (decoded; one that cannot be decoded is left out; the first of a name counts). */
export function cookiesOf(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  const named = new Set<string>();
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    if (at < 1 || !name || named.has(name)) continue;
    named.add(name);
    try {
      cookies[name] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // a malformed value is no value
    }
  }
  return cookies;
}

/** A cookie's value from a Cookie header (decoded), or null. */
export const cookieValue = (header: string | undefined, name: string): string | null => cookiesOf(header)[name] ?? null;

/**
 * The page's language as the app will resolve it where the server can see it (the order of src/session/language.ts):
 * the `lang` query, the `i18nextLng` cookie, then Accept-Language; English by default. The app uses the data only when
 * its own language (which may also come from storage or Telegram) is the same.
 */
export function pageLanguage(request: FastifyRequest): ServerLang {
  const query = new URL(request.url, 'http://page').searchParams.get('lang');
  const browser = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]);
  for (const candidate of [query, cookieValue(request.headers.cookie, 'i18nextLng'), ...browser]) {
    const lang = serverLangOf(candidate);
    if (lang) return lang;
  }
  return 'en';
}

/** JSON safe inside a `<script>` element: no `<` at all, so no `</script>` or `<!--` can end it early. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with its render-blocking stylesheets (the entry's CSS, a few kB) written into it: the first paint then
 * waits for no request but the page itself. `readAsset` reads a built file by its `/assets/…` path,
 * or returns null, in which case the link stays. `</style` cannot occur inside: the CSS is the build's own.
 */
export function inlineStylesheets(template: string, readAsset: (path: string) => string | null): string {
  return template.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g,
    (link, path: string) => {
      const css = readAsset(path);
      return css === null || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    },
  );
}

/** Vite's build manifest (dist/.vite/manifest.json), the parts the page reads. */
export type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/**
 * The files of lazy modules (a screen, its area's texts) to fetch with the app's code: their chunks, the chunks they
 * import and their CSS, beyond what the entry loads anyway. Without them the browser learns of the screen's code only
 * once the entry has run (a round trip more before the LCP).
 */
export function screenFiles(manifest: BuildManifest | null, modules: readonly string[]): string[] {
  if (!manifest) return [];
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? closure(entry, new Set()) : new Set<string>();
  const wanted = new Set<string>();
  for (const module of modules) closure(module, wanted);
  const keys = [...wanted].filter((key) => !loaded.has(key));
  const scripts = keys.map((key) => `/${manifest[key]!.file}`);
  const styles = [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].map((file) => `/${file}`);
  return [...scripts, ...styles];
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * The entry script, then the screen's files (listed per request in the inert `#preloads` JSON), start loading once the
 * drawn page has painted, from a small inline loader, rather than from the page's head: the first paint never waits
 * for the main thread to compile or run the app, which on a fast network and a slow phone arrives before the page has
 * painted. The cost is one frame. A hidden page (no frames) loads after 100 ms all the same. The loader is part of the
 * template, so the page's CSP allows it by its hash. It adds the preloads six at a time, a task each: a screen's few
 * dozen in one task held the main thread for up to 150 ms. Every preload is CORS (crossorigin), as the app's own
 * `<link rel="stylesheet" crossorigin>` and module scripts are: a preload in another credentials mode is not used and
 * the file is fetched twice.
 */
export function deferEntry(template: string): string {
  const match = ENTRY_SCRIPT.exec(template);
  if (!match) return template;
  const loader =
    '<script>(function(){var started=false;function start(){if(started)return;started=true;var d=document,' +
    "s=d.createElement('script');s.type='module';s.crossOrigin='';" +
    // the app's code failed to load: the drawn page stays a usable document (its links), not an inert one
    "s.onerror=function(){var r=d.getElementById('root');if(r)r.removeAttribute('inert')};" +
    `s.src=${JSON.stringify(match[1])};d.head.appendChild(s);var files=[];` +
    "try{files=JSON.parse(d.getElementById('preloads').textContent)}catch(e){}" +
    "function add(f){var l=d.createElement('link');if(/\\.css$/.test(f)){l.rel='preload';l.as='style'}" +
    "else{l.rel='modulepreload'}l.crossOrigin='';l.href=f;d.head.appendChild(l)}" +
    'function next(){files.splice(0,6).forEach(add);if(files.length)setTimeout(next,0)}next()}' +
    'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,100)})()</script>';
  return template.replace(match[0], loader);
}

/**
 * What a request with a session loads before its first screen: the wire (axios, signing; src/api/transport.ts),
 * which the session check needs, and the query cache (src/api/queryRuntime.ts), which a signed-in screen reads its
 * data through; the entry loads both only on demand (src/session/session.ts `preloadSessionCalls`).
 */
export const SESSION_MODULES = ['src/api/transport.ts', 'src/api/queryRuntime.ts'];

/** Trailing slashes do not matter (as the app's route table). */
const routePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * The modules the page at `pathname` will load first (./tools/routeModules.ts): its screen, and its area's texts in
 * the page's language, after the wire when the request carries a session. Unknown paths show home, as in the app. A screen that needs a session is left alone for a
 * request without one (the app would send a browser visitor to sign in; a Telegram launch signs in first), as is a
 * path whose screen no area has built (the shared coming-soon page is in the entry).
 */
export function routeModulesOf(
  routes: RouteModules | null,
  pathname: string,
  signedIn: boolean,
  lang: ServerLang,
): string[] {
  const route = routes?.[routePath(pathname)] ?? routes?.['/'];
  const session = signedIn ? SESSION_MODULES : [];
  if (!route || (route.login !== 'never' && !signedIn)) return session;
  const texts = route.namespace ? [`locales/${APP_LANG[lang]}/${route.namespace}.json`] : [];
  return [...session, route.module, ...texts];
}

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });

/** The best encoding the client accepts: brotli, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => !q || !/^q=0(?:\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Compressed pages by ETag and encoding: the same few pages (one per language) are sent again and again. */
const compressed = new Map<string, Buffer>();
const COMPRESSED_KEPT = 64;

/**
 * A shared page is compressed hard once and sent many times; a private one (drawn for one session) is compressed once
 * for one answer, at a level that costs about a millisecond.
 */
function compress(html: string, etag: string, encoding: 'br' | 'gzip', shared: boolean): Buffer {
  const key = `${encoding}${etag}`;
  let bytes = compressed.get(key);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: shared ? 9 : 5 } })
        : gzipSync(html, { level: shared ? 9 : 6 });
    if (!shared) return bytes;
    if (compressed.size >= COMPRESSED_KEPT) compressed.delete(compressed.keys().next().value!);
    compressed.set(key, bytes);
  }
  return bytes;
}

/** What every page is made from: the built template, the build's file map, and how screens are drawn and answered. */
export interface Site {
  template: string;
  cache: PublicCache;
  manifest?: BuildManifest | null;
  routes?: RouteModules | null;
  /** The app's server render; null: the page is the template alone and the app draws the screen. */
  render?: PageRenderer | null;
  /** The signed-in user a session token names (the profile call's answer), or null. */
  profileOf?: (token: string) => Promise<Profile | null>;
  /** Answers a screen's calls for one caller as the API does (./pageRender.ts `pageAnswerer`). */
  answerer?: (caller: PageCaller) => PageRenderRequest['answer'];
  /** A built file by its `/assets/…` path, or null: the drawn screen's stylesheets are written into the page. */
  readAsset?: (path: string) => string | null;
  /** Extra `<head>` elements for the page (description, link previews), given the screen's title. */
  head?: (request: FastifyRequest, lang: ServerLang, title: string | null) => Promise<string>;
}

/** The look a request asks for, as the app will resolve it where the server can see it: query, then cookie. */
function pageTheme(params: URLSearchParams, cookies: Record<string, string>): 'light' | 'dark' {
  const chosen = params.get('theme') ?? cookies.currentTheme;
  return chosen === 'dark' ? 'dark' : 'light';
}

/**
 * How long a visitor's page is kept, at most, even while nothing behind it changes: its answers are dated when it was
 * drawn, and the app asks again for answers older than its cache's 60 s, so a page kept longer would make every
 * visitor's first screen load the wire and refetch what it already shows.
 */
const PAGE_KEPT_MS = 30_000;

const NOTHING_DRAWN = { html: '', title: null, calls: {} as Record<string, unknown>, at: 0 };

/**
 * Sends the page: the template with the requested screen drawn into `#root` and its answers beside it (a visitor's
 * from the public cache), compressed for the client (the SPA fallback is outside @fastify/compress's routes); 304
 * when unchanged. A page drawn for a session is `private`: no shared cache may keep it. A render that fails leaves
 * the screen to the app: the page is never an error.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, site: Site): Promise<FastifyReply> {
  const { template, cache, manifest = null, routes = null, render = null, profileOf = null } = site;
  const [pathname = '/', query = ''] = request.url.split('#')[0]!.split('?');
  const params = new URLSearchParams(query);
  const lang = pageLanguage(request);
  // the Cookie header read once: the session, the look, and what the render sees
  const cookies = cookiesOf(request.headers.cookie);
  const token = cookies[ACCESS_TOKEN_COOKIE] ?? null;
  const failed = (what: string) => (error: unknown) => {
    request.log.error(error, what);
    return null;
  };
  const profile = token && profileOf ? await profileOf(token).catch(failed('page session')) : null;
  const files = screenFiles(manifest, routeModulesOf(routes, pathname, !!token, lang));

  const seen = { ...cookies };
  if (!profile) delete seen[ACCESS_TOKEN_COOKIE];
  const look: Omit<PageRenderRequest, 'profile' | 'at' | 'answer'> = {
    cookies: seen,
    url: query ? `${pathname}?${query}` : pathname,
    lang: APP_LANG[lang] as PageRenderRequest['lang'],
    theme: pageTheme(params, cookies),
    routeSet: cookies[ROUTE_SET_COOKIE] === 'desktop' ? 'desktop' : 'mobile',
    telegram: params.get(TELEGRAM_LAUNCH_PARAM) === '1',
  };
  const draw = async () => {
    const at = Date.now();
    const answer = site.answerer?.({ token: profile ? token : null, lang, headers: pageHeaders(request) });
    const drawn = await render!({ ...look, profile, at, answer: answer ?? (async () => undefined) });
    return { html: drawn.html, title: drawn.title as string | null, calls: drawn.calls, at };
  };
  const kept = async () => {
    const key = JSON.stringify(look);
    const page = await cache.get('pages', key, draw, (drawnPage) => drawnPage.html !== '');
    if (Date.now() - page.at < PAGE_KEPT_MS) return page;
    cache.drop('pages', key);
    return cache.get('pages', key, draw, (drawnPage) => drawnPage.html !== '');
  };
  const drawn =
    (render && (profile ? await draw().catch(failed('page render')) : await kept().catch(failed('page render')))) ||
    NOTHING_DRAWN;

  const calls = profile ? { ...drawn.calls, [bootKey(contract.user.profile.path, {})]: profile } : drawn.calls;
  const data = Object.keys(calls).length
    ? `<script type="application/json" id="boot-data">${scriptJson({ lang: APP_LANG[lang], at: drawn.at || Date.now(), calls })}</script>`
    : '';
  // The drawn screen's own stylesheets, written into the page like the entry's: it paints styled without waiting
  // for the app (whose loader asks for the files again later, from the cache, when the screen's code arrives).
  const styles = drawn.html ? inlineStyles(files, site.readAsset) : '';
  const preloads = `<script type="application/json" id="preloads">${scriptJson(files)}</script>`;
  const head = site.head ? await site.head(request, lang, drawn.title).catch(failed('page head')) : null;
  // the template's title gives way to the screen's, or to the head's own, and its description to the head's
  const title = head?.includes('<title') ? '' : drawn.title ? `<title>${attribute(drawn.title)}</title>` : null;
  // (replacer functions: a `$` in a drawn page is text, not a replacement pattern)
  let base = title === null ? template : template.replace(/<title>[^<]*<\/title>/, () => title);
  if (head?.includes('<meta name="description"')) base = base.replace(/<meta name="description"[^>]*>\s*/, '');
  const html = base
    .replace('<html lang="en">', () => `<html lang="${APP_LANG[lang]}">`)
    .replace('</head>', () => `${head ?? ''}${styles}${preloads}${data}</head>`)
    // inert until the app renders over it: what is typed or tapped before would be lost with the markup
    .replace('<div id="root"></div>', () =>
      drawn.html ? `<div id="root" inert>${drawn.html}</div>` : '<div id="root"></div>',
    );

  const etag = etagOf(html);
  reply
    .header('Cache-Control', profile ? 'private, no-cache' : 'no-cache')
    .header('ETag', etag)
    .header('Vary', 'accept-encoding, accept-language, cookie');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('text/html; charset=utf-8');
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(compress(html, etag, encoding, !profile));
}

/** The request's headers a call's handler may read about the device (its name, platform, browser). */
function pageHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['user-agent', 'x-platform', 'x-dname']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** The stylesheets among a screen's files, as `<style>` elements (a file that cannot be read is left to the app). */
function inlineStyles(files: readonly string[], readAsset: ((path: string) => string | null) | undefined): string {
  if (!readAsset) return '';
  return files
    .filter((file) => file.endsWith('.css'))
    .map((file) => readAsset(file))
    .filter((css): css is string => css !== null && !/<\/style/i.test(css))
    .map((css) => `<style>${css}</style>`)
    .join('');
}
