import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE } from '@/contract/codes';
import type { ServerLang } from '@/contract/types';
import type { Queryable } from './db';
import type { PublicCache } from './lib/publicCache';
import { APP_LANG } from './i18n';
import { bootPageOf, type BootData, type PageSession } from './modules/system/boot';
import type { RouteModules } from './tools/routeModules';

/**
 * The app's HTML page (index.html), served by the server rather than as a file so that it can carry the
 * first screen's data (issue 10): for a public screen of `BOOT_PAGES` (the home page today), the content its
 * first paint shows, in the request's language, as inert JSON (`<script type="application/json" id="boot-data">`,
 * read by src/api/bootData.ts) and a preload of its largest image. ETag over the bytes served; `no-cache`, as Telegram caches HTML hard.
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

/** A cookie's value from a Cookie header (decoded), or null. */
export const cookieValue = (header: string | undefined, name: string): string | null => {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
};

/**
 * The page's language as the app will resolve it where the server can see it (design.md section 5): the
 * `lang` query, the `i18nextLng` cookie, then Accept-Language; English by default. The app uses the data
 * only when its own language (which may also come from storage or Telegram) is the same.
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

/** An image address the page may preload: same origin or https. */
const preloadable = (image: string | null | undefined): image is string =>
  typeof image === 'string' && /^(\/(?!\/)|https:\/\/)/.test(image);

/**
 * The page with its render-blocking stylesheets (the entry's CSS, a few kB) written into it: the first paint then
 * waits for no request but the page itself (issue 10: FCP). `readAsset` reads a built file by its `/assets/…` path,
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

const SHELL_HERO = '<div class="boot-shell__block boot-shell__block--hero"></div>';

/**
 * The static first-paint shell (index.html) shows the boot page's largest image in its hero block, where the screen
 * will draw it: the largest paint needs no script (issue 10: LCP). The app replaces the shell on its first render.
 */
export function withShellImage(html: string, image: string | null | undefined): string {
  if (!preloadable(image)) return html;
  return html.replace(SHELL_HERO, SHELL_HERO.replace('></div>', `><img src="${attribute(image)}" alt=""></div>`));
}

/** The shell with a boot page's pictures in the shape its screen draws them (BootData.shell). */
export function withShell(html: string, boot: BootData): string {
  const shell = boot.shell ?? { kind: 'banner' as const, image: boot.preloadImage ?? '' };
  if (shell.kind === 'banner') return withShellImage(html, shell.image);
  if (shell.kind === 'text') {
    if (!shell.title && !shell.lead) return html;
    // both leads are written; the page's first script marks a Telegram launch (html.tg-launch) and CSS shows its own
    const telegram = shell.telegramLead
      ? `<p class="boot-shell__lead boot-shell__lead--tg">${attribute(shell.telegramLead)}</p>`
      : '';
    const lead = `<p class="boot-shell__lead${telegram ? ' boot-shell__lead--web' : ''}">${attribute(shell.lead)}</p>`;
    return html.replace(
      SHELL_HERO,
      shellPage('', shell.title, `<div class="boot-shell__card">${lead}${telegram}</div>`),
    );
  }
  if (shell.kind === 'level') {
    // SecurityLevelCard's shape: the shield, the level, its hint and the three-step meter
    const card =
      `<div class="boot-shell__card boot-shell__level boot-shell__level--${shell.level}">` +
      `<span class="boot-shell__shield"></span><div><b>${attribute(shell.heading)}</b>` +
      `<p class="boot-shell__hint">${attribute(shell.hint)}</p>` +
      `<span class="boot-shell__meter"><i></i><i></i><i></i></span></div></div>`;
    return html.replace(SHELL_HERO, shellPage(' boot-shell__page--sub', shell.title, card));
  }
  if (shell.kind === 'assets') {
    // AssetPage's shape: the total card, its quick actions and tabs held open, then the empty state or the list's place
    const links = shell.links.map((link) => `<span>${attribute(link)}</span>`).join('');
    const card =
      `<div class="boot-shell__card boot-shell__total"><span class="boot-shell__label">${attribute(shell.label)}</span>` +
      `<b class="boot-shell__value">${attribute(shell.value)}</b><span class="boot-shell__links">${links}</span></div>` +
      `<div class="boot-shell__actions">${'<i></i>'.repeat(shell.actions)}</div><i class="boot-shell__tabs"></i>`;
    const rest =
      shell.empty === null
        ? '<i class="boot-shell__rows"></i>'
        : `<div class="boot-shell__empty">${EMPTY_PICTURES}<p>${attribute(shell.empty)}</p></div>`;
    return html.replace(
      SHELL_HERO,
      shellPage(' boot-shell__page--sub boot-shell__page--whole', shell.title, card + rest),
    );
  }
  if (shell.kind !== 'grid') {
    if (!preloadable(shell.image)) return html;
    const img = `<img class="boot-shell__square" src="${attribute(shell.image)}" alt="">`;
    return html.replace(SHELL_HERO, SHELL_HERO.replace('></div>', `>${img}</div>`));
  }
  const images = shell.images.filter(preloadable).slice(0, SHELL_GRID_IMAGES);
  if (!images.length) return html;
  const grid = images.map((image) => `<img src="${attribute(image)}" alt="">`).join('');
  return html.replace(SHELL_HERO, `<div class="boot-shell__grid">${grid}</div>`);
}

/**
 * A screen's title and its first card, as Page draws them; `--sub` a screen below the root, in Page's 640 px column
 * with the back arrow before its title (a Telegram launch draws its own back button).
 */
const shellPage = (modifier: string, title: string, card: string) =>
  `<div class="boot-shell__page${modifier}"><h1 class="boot-shell__title">${attribute(title)}</h1>${card}</div>`;

/**
 * EmptyState's pictures as that component carries them (data URIs: no request), light and dark; the page's first
 * script marks a dark theme (html.dark) and CSS shows its own.
 */
const EMPTY_PICTURES = (['light', 'dark'] as const)
  .map((theme) => {
    const svg = readFileSync(new URL(`../src/shared/ui/empty-${theme}.svg`, import.meta.url), 'utf8');
    const src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    return `<img class="boot-shell__empty--${theme}" src="${attribute(src)}" width="120" height="96" alt="">`;
  })
  .join('');

/** The first results the shell draws: two rows on a phone, one on a wide screen. */
const SHELL_GRID_IMAGES = 4;

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
 * static shell has painted, from a small inline loader, rather than from the page's head: the first paint never waits
 * for the main thread to compile or run the app, which on a fast network and a slow phone arrives before the shell
 * has painted (issue 10: FCP). The cost is one frame. A hidden page (no frames) loads after 100 ms all the same.
 * The loader is part of the template, so the page's CSP allows it by its hash. Every preload is CORS (crossorigin), as
 * the app's own `<link rel="stylesheet" crossorigin>` and module scripts are: a preload in another credentials mode is
 * not used and the file is fetched twice.
 */
export function deferEntry(template: string): string {
  const match = ENTRY_SCRIPT.exec(template);
  if (!match) return template;
  const loader =
    '<script>(function(){var started=false;function start(){if(started)return;started=true;var d=document,' +
    "s=d.createElement('script');s.type='module';s.crossOrigin='';" +
    `s.src=${JSON.stringify(match[1])};d.head.appendChild(s);var files=[];` +
    "try{files=JSON.parse(d.getElementById('preloads').textContent)}catch(e){}" +
    "files.forEach(function(f){var l=d.createElement('link');if(/\\.css$/.test(f)){l.rel='preload';l.as='style'}" +
    "else{l.rel='modulepreload'}l.crossOrigin='';l.href=f;d.head.appendChild(l)})}" +
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

/** The boot elements for a page: inert JSON plus the image preload; put before `</head>`. */
export function bootElements(lang: ServerLang, boot: BootData): string {
  const preload = preloadable(boot.preloadImage)
    ? `<link rel="preload" as="image" href="${attribute(boot.preloadImage)}" fetchpriority="high">`
    : '';
  const data = scriptJson({ lang: APP_LANG[lang], calls: boot.calls });
  return `${preload}<script type="application/json" id="boot-data">${data}</script>`;
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

function compress(html: string, etag: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}${etag}`;
  let bytes = compressed.get(key);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(html, { level: 9 });
    if (compressed.size >= COMPRESSED_KEPT) compressed.delete(compressed.keys().next().value!);
    compressed.set(key, bytes);
  }
  return bytes;
}

/**
 * The live session a page's cookie names, with the answers a signed-in page carries for it (the profile, which is
 * the app's session check) by `bootKey`; null when the cookie names no live session. See server/modules/user/boot.ts.
 */
export type SessionBoot = (token: string) => Promise<PageSession | null>;

/** What every page is made from: the built template, the data it carries and the build's file map. */
export interface Site {
  template: string;
  db: Queryable;
  cache: PublicCache;
  manifest?: BuildManifest | null;
  routes?: RouteModules | null;
  sessionBoot?: SessionBoot | null;
}

/**
 * Sends the page (the template, with a boot page's data on its paths, and the session's own answers when the
 * request carries a live session), compressed for the client (the SPA fallback is outside @fastify/compress's
 * routes); 304 when unchanged. A page with a session's answers is `private`: no shared cache may keep it.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, site: Site): Promise<FastifyReply> {
  const { template, db, cache, manifest = null, routes = null, sessionBoot = null } = site;
  const pathname = request.url.split(/[?#]/)[0]!;
  const lang = pageLanguage(request);
  const token = cookieValue(request.headers.cookie, ACCESS_TOKEN_COOKIE);
  const signedIn = !!token;
  const files = screenFiles(manifest, routeModulesOf(routes, pathname, signedIn, lang));
  const preloads = `<script type="application/json" id="preloads">${scriptJson(files)}</script>`;
  let html = template.replace('</head>', `${preloads}</head>`);
  const bootPage = bootPageOf(pathname);
  // The page still works without its data: the app asks the API.
  const failed = (error: unknown) => {
    request.log.error(error, 'boot data');
    return null;
  };
  const [boot, session] = await Promise.all([
    bootPage?.load ? bootPage.load(db, lang, new URL(request.url, 'http://page'), signedIn, cache).catch(failed) : null,
    token && sessionBoot ? sessionBoot(token).catch(failed) : null,
  ]);
  const own =
    session && bootPage?.loadSignedIn
      ? await bootPage
          .loadSignedIn(db, lang, session, cache, (name) => cookieValue(request.headers.cookie, name))
          .catch(failed)
      : null;
  const mine = session && { ...session.calls, ...own?.calls };
  if (boot || mine) {
    const data: BootData = { ...boot, calls: { ...boot?.calls, ...mine } };
    html = html.replace('</head>', `${bootElements(lang, data)}</head>`);
    const shell = own?.shell ? own : boot;
    if (shell) html = withShell(html, shell);
  }
  const etag = etagOf(html);
  reply
    .header('Cache-Control', mine ? 'private, no-cache' : 'no-cache')
    .header('ETag', etag)
    .header('Vary', 'accept-encoding, accept-language, cookie');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('text/html; charset=utf-8');
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(compress(html, etag, encoding));
}
