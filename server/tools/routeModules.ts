import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Plugin } from 'vite';
import { SPEC_ROUTES } from '../../src/shared/routing/specRoutes.ts';
import type { LoginRule } from '../../src/shared/routing/types.ts';

/**
 * What the page server needs to know of an app path before any script runs: the screen's module (its key in Vite's
 * manifest, whose chunks and CSS the page preloads), the login rule (a visitor is not sent code they cannot see) and
 * the i18n namespace its area reads. Written at build time as `.vite/routes.json` beside the manifest (so
 * the browser learns of a screen's code with the page, not once the entry has run).
 */
export interface RouteModule {
  module: string;
  login: LoginRule;
  namespace?: string;
}

export type RouteModules = Record<string, RouteModule>;

const LOADER = String.raw`\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)`;

/**
 * The routes one area's `routes.ts` declares through `defineRoutes` (src/shared/routing/defineRoutes.ts): each
 * `'/path': loader`, `'/path': name` (a `const name = () => import('./x')`) or `'/path': { login: '…', page: loader }`,
 * with the loader's import specifier (relative to the file) and the declared login rule of a beyond-spec route.
 */
export function parseRoutes(source: string): { path: string; specifier: string; login?: LoginRule }[] {
  const named = new Map<string, string>();
  for (const match of source.matchAll(new RegExp(String.raw`const\s+(\w+)\s*=\s*${LOADER}`, 'g'))) {
    named.set(match[1]!, match[2]!);
  }
  const routes: { path: string; specifier: string; login?: LoginRule }[] = [];
  const entry = new RegExp(String.raw`'(\/[^']*)'\s*:\s*(?:${LOADER}|(\w+)\s*[,}\n]|\{([^{}]*)\})`, 'g');
  for (const match of source.matchAll(entry)) {
    const [, path, direct, name, object] = match;
    if (direct) routes.push({ path: path!, specifier: direct });
    else if (name && named.has(name)) routes.push({ path: path!, specifier: named.get(name)! });
    else if (object) {
      const page = new RegExp(String.raw`page:\s*(?:${LOADER}|(\w+))`).exec(object);
      const specifier = page?.[1] ?? (page?.[2] ? named.get(page[2]) : undefined);
      const login = /login:\s*'(always|mobile|never)'/.exec(object)?.[1] as LoginRule | undefined;
      if (specifier) routes.push({ path: path!, specifier, ...(login ? { login } : {}) });
    }
  }
  return routes;
}

/** A relative import of `fromDir` as the source file it names, relative to `root` (`src/features/x/pages/Y.tsx`). */
function resolveModule(root: string, fromDir: string, specifier: string): string | null {
  const base = posix.join(fromDir, specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
    if (existsSync(join(root, candidate)) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every area's routes under `root` (the project), as the page server reads them. */
export function collectRouteModules(root: string): RouteModules {
  const specLogin = new Map(SPEC_ROUTES.map((route) => [route.path, route.login]));
  const modules: RouteModules = {};
  const featuresDir = 'src/features';
  for (const area of readdirSync(join(root, featuresDir)).sort()) {
    const dir = `${featuresDir}/${area}`;
    const routesFile = join(root, dir, 'routes.ts');
    if (!existsSync(routesFile)) continue;
    const indexFile = join(root, dir, 'index.ts');
    const namespace = existsSync(indexFile)
      ? /namespace:\s*'([\w-]+)'/.exec(readFileSync(indexFile, 'utf8'))?.[1]
      : undefined;
    for (const route of parseRoutes(readFileSync(routesFile, 'utf8'))) {
      const module = resolveModule(root, dir, route.specifier);
      const login = route.login ?? specLogin.get(route.path);
      if (!module || !login || modules[route.path]) continue;
      modules[route.path] = { module, login, ...(namespace ? { namespace } : {}) };
    }
  }
  return modules;
}

/** Vite plugin: writes `.vite/routes.json` (never served: the static server skips dot folders). */
export function routeModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'route-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/routes.json',
        source: JSON.stringify(collectRouteModules(root), null, 2),
      });
    },
  };
}
