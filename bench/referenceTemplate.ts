/**
 * The reference row of `npm run bench:lighthouse`: Telegram's React template for mini apps
 * (bench/reference/telegram-template, MIT, see its README.md), measured with the same Lighthouse settings as our screens.
 *
 * Its dependencies go into that folder's own node_modules at bench time (`npm install --prefix`), never into the
 * project's; it is built by its own Vite (`vite build`, not its `npm run build`, whose `tsc` step does not pass against
 * the SDK versions npm resolves today and changes nothing in the output), and its dist/ is served from memory on
 * loopback under the template's own base path, brotli or gzip as a host would send it.
 *
 * Outside Telegram the template only shows "too old Telegram client" (it needs launch parameters and a native bridge),
 * so it is opened the way a Telegram client opens it: launch parameters in the URL hash, and a stub of the native
 * bridge (`window.TelegramWebviewProxy`, as tests/e2e/support/telegram.ts installs for our app) put in its page head
 * by this server, answering the theme, viewport and safe-area requests at once. The stub is a few hundred bytes of
 * inline script; nothing of the template itself is changed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export const TEMPLATE_DIR = resolve(import.meta.dirname, 'reference', 'telegram-template');
/** The template's own `base` (its vite.config.ts): it is published under this path. */
const BASE = '/reactjs-template/';

/** Telegram's day theme: our screens are measured in their light appearance too. */
const LIGHT_THEME = {
  bg_color: '#ffffff',
  secondary_bg_color: '#efeff3',
  text_color: '#000000',
  hint_color: '#999999',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  header_bg_color: '#ffffff',
  accent_text_color: '#2481cc',
  section_bg_color: '#ffffff',
  section_header_text_color: '#6d6d72',
  subtitle_text_color: '#999999',
  destructive_text_color: '#ff3b30',
  bottom_bar_bg_color: '#ffffff',
};

/** The hash a Telegram client opens the template with (init data unsigned: the template checks no signature). */
export function launchHash(): string {
  const initData = new URLSearchParams({
    user: JSON.stringify({ id: 424242, first_name: 'Bench', language_code: 'en' }),
    auth_date: String(Math.floor(Date.now() / 1000)),
    signature: 'bench',
    hash: 'bench',
  });
  return `#${new URLSearchParams({
    tgWebAppData: initData.toString(),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(LIGHT_THEME),
  })}`;
}

/** The native bridge a Telegram client injects, answering what the SDK asks for while it starts. */
const BRIDGE_STUB = `<script>(function(){var t=${JSON.stringify(LIGHT_THEME)};var s={top:0,bottom:0,left:0,right:0};
function r(n,p){setTimeout(function(){var v=window.Telegram&&window.Telegram.WebView;v&&v.receiveEvent&&v.receiveEvent(n,p)},0)}
window.TelegramWebviewProxy={postEvent:function(n){
if(n==='web_app_request_theme')r('theme_changed',{theme_params:t});
if(n==='web_app_request_viewport')r('viewport_changed',{height:innerHeight,width:innerWidth,is_expanded:true,is_state_stable:true});
if(n==='web_app_request_safe_area')r('safe_area_changed',s);
if(n==='web_app_request_content_safe_area')r('content_safe_area_changed',s);}};})();</script>`;

function run(command: string, args: string[], cwd?: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** Installs the template's dependencies into its own folder and builds it with its own Vite. */
export function buildTemplate(): void {
  run('npm', ['install', '--prefix', TEMPLATE_DIR, '--no-audit', '--no-fund', '--loglevel=error']);
  run(join(TEMPLATE_DIR, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], TEMPLATE_DIR);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
};

interface Asset {
  type: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Serves the built template on loopback (port 0: any); resolves to the URL Lighthouse opens and a way to stop it. */
export async function serveTemplate(
  port: number,
  dist = join(TEMPLATE_DIR, 'dist'),
): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no build in ${dist}: buildTemplate() first`);
  const assets = new Map<string, Asset>();
  for (const file of files(dist)) {
    let raw = readFileSync(file);
    if (file.endsWith('index.html')) raw = Buffer.from(raw.toString('utf8').replace('<head>', `<head>${BRIDGE_STUB}`));
    assets.set(BASE + relative(dist, file).split('\\').join('/'), {
      type: TYPES[extname(file)] ?? 'application/octet-stream',
      raw,
      br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(raw, { level: 9 }),
    });
  }
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const asset = assets.get(path.endsWith('/') ? `${path}index.html` : path);
    if (!asset) {
      response.writeHead(404).end();
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] = /\bbr\b/.test(accepts)
      ? ['br', asset.br]
      : /\bgzip\b/.test(accepts)
        ? ['gzip', asset.gzip]
        : [undefined, asset.raw];
    response.writeHead(200, {
      'content-type': asset.type,
      'content-length': body.length,
      'cache-control': path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolveListen) => server.listen(port, '127.0.0.1', resolveListen));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}${BASE}${launchHash()}`,
    close: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}
