import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { absoluteOrigins, cspSource, parseHostList } from '@/domain/linkHosts';

/**
 * Security headers on everything the server serves:
 * - the app's pages: a Content-Security-Policy without inline script (the one inline boot script of
 *   index.html is allowed by its hash), framing only by the app itself and Telegram's web clients, and a
 *   Permissions-Policy that allows the camera only on the scan screen;
 * - everything else (API answers, assets): nothing may run or frame it;
 * - always: `X-Content-Type-Options: nosniff` and `Referrer-Policy`.
 * A route that sets its own CSP (the development simulator, with a nonce) keeps it.
 */

/** Who may frame the app: itself (the development simulator) and Telegram's web clients. */
export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org', 'https://*.telegram.org'];
/** The only screen that uses the camera (QR sign-in in a browser). */
export const CAMERA_PATH = '/other/scan';

/**
 * Features no page may use. Only names Chromium recognises: an unknown one (`bluetooth`, which Chromium does not
 * govern by this header) makes it log "Unrecognized feature" on every page load (tests/e2e/security-headers.spec.ts).
 */
const DENIED_FEATURES = [
  'geolocation',
  'microphone',
  'payment',
  'usb',
  'serial',
  'midi',
  'hid',
  'display-capture',
  'browsing-topics',
];

/** `'sha256-…'` sources for the inline scripts of an HTML document; data blocks (`type="application/json"`) never run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(match[1]!)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`);
  }
  return hashes;
}

/**
 * What the web view (/webview) may frame: the app itself and the pages the client's build allows framing, read from
 * the same variables (VITE_EXTERNAL_LINK_HOSTS and the game URLs, docs/deep-links.md), so the two lists are one.
 */
export function frameSources(env: NodeJS.ProcessEnv = process.env): string[] {
  const games = [env.VITE_GAME_SURVIVOR_URL, env.VITE_GAME_SURVIVOR_X_URL, env.VITE_GAME_DISPATCH_URL];
  const entries = [
    ...parseHostList(env.VITE_EXTERNAL_LINK_HOSTS),
    ...absoluteOrigins(games.filter((url) => !!url) as string[]),
  ];
  const sources = entries.map(cspSource).filter((source): source is string => source !== null);
  return ["'self'", ...new Set(sources)];
}

export function appPagePolicy(scriptHashes: string[], frames: string[] = frameSources()): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // React and telegram-ui set style attributes; no script can come through a style.
    "style-src 'self' 'unsafe-inline'",
    // Banner and NFT artwork may come from the CDN of a collection.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-src ${frames.join(' ')}`,
    `frame-ancestors ${FRAME_ANCESTORS.join(' ')}`,
  ].join('; ');
}

export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function permissionsPolicy(pathname: string): string {
  const camera = pathname === CAMERA_PATH ? 'camera=(self)' : 'camera=()';
  return [camera, ...DENIED_FEATURES.map((feature) => `${feature}=()`)].join(', ');
}

export function registerSecurityHeaders(app: FastifyInstance, pageScriptHashes: () => string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // A 304 carries no body and no type: browsers merge its headers into the cached page, so it must not
    // replace that page's policy with another.
    if (reply.hasHeader('Content-Security-Policy') || reply.statusCode === 304) return payload;
    const type = String(reply.getHeader('Content-Type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', appPagePolicy(pageScriptHashes()));
      reply.header('Permissions-Policy', permissionsPolicy(request.url.split('?')[0]!.split('#')[0]!));
    } else {
      reply.header('Content-Security-Policy', NON_PAGE_POLICY);
    }
    return payload;
  });
}
