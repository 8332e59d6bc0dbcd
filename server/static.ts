import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { inlineScriptHashes } from './plugins/securityHeaders';
import { join } from 'node:path';
import { deferEntry, inlineStylesheets, sendPage, type BuildManifest, type Site } from './page';
import { pageHead, originOf } from './pageHead';
import { loadRenderer, pageAnswerer } from './pageRender';
import type { RouteModules } from './tools/routeModules';
import { profileOfToken } from './modules/user/pageSession';

/**
 * Serves the built front end: hashed /assets/* cached for a year, every other file revalidated each time, as
 * Telegram caches HTML hard; a file's `.br` / `.gz` twin written at build time (vite.config.ts) goes to a
 * client that accepts it. index.html is not served as a file but as the app's page (./page.ts: its entry CSS
 * inline, the screen drawn by the app's server render with its answers, preloads, an ETag of its bytes). Returns the SPA fallback (the page) for unknown GET paths and
 * the hashes of index.html's inline scripts (for the page CSP), or null when nothing is built.
 */
export async function registerStatic(app: FastifyInstance, distDir: string): Promise<PageSource | null> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`no front end in ${distDir}; serving the API only`);
    return null;
  }
  // built files do not change while the server runs: each is read once
  const assets = new Map<string, string | null>();
  const readAsset = (path: string) => {
    if (!/^\/assets\/[\w.-]+\.css$/.test(path)) return null;
    if (!assets.has(path)) {
      const file = join(distDir, path);
      assets.set(path, existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return assets.get(path)!;
  };
  const template = deferEntry(inlineStylesheets(readFileSync(join(distDir, 'index.html'), 'utf8'), readAsset));
  // The build's manifest (never served: @fastify/static skips dot folders) names each screen's chunks for preloads.
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest) : null;
  // Each app path's screen module, login rule and namespace (written by ./tools/routeModules.ts), for the same.
  const routesFile = join(distDir, '.vite', 'routes.json');
  const routes = existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, 'utf8')) as RouteModules) : null;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    globIgnore: ['index.html', 'index.html.*'],
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.startsWith(join(distDir, 'assets'));
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const render = await loadRenderer(distDir);
  if (!render) app.log.warn(`no server render in ${distDir}/server; pages are drawn by the browser alone`);
  const site = pageSite(app);
  const hashes = inlineScriptHashes(template);
  // The page's own scripts, hashed from the template: the boot data added per request is JSON, not script.
  return {
    send: (request, reply) => sendPage(request, reply, { ...site, template, manifest, routes, render, readAsset }),
    scriptHashes: () => hashes,
  };
}

/**
 * What every page is drawn with, built or in development: the public cache, the session's profile, the calls answered
 * through their handlers, the head with its link preview.
 */
export function pageSite(app: FastifyInstance): Omit<Site, 'template'> {
  return {
    cache: app.publicCache,
    profileOf: profileOfToken(app),
    answerer: (caller) => pageAnswerer(app, caller),
    head: (request, lang, title) =>
      pageHead({
        url: new URL(request.url, 'http://page'),
        lang,
        title,
        db: app.db,
        cache: app.publicCache,
        origin: originOf(request),
      }),
  };
}

/** Where the app's pages come from: `send` answers an app path with its page; its inline scripts' hashes for the CSP. */
export interface PageSource {
  send: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  scriptHashes: () => string[];
}
