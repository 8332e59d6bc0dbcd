import { build, type Plugin } from 'vite';
import type { ChunkingContext } from 'rolldown';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { moduleSizes } from './bench/moduleSizes.mjs';
import { precompress } from './server/tools/precompress.ts';
import { routeModules } from './server/tools/routeModules.ts';

const outDir = process.env.DIST_DIR || 'dist';

const HOME_PAGE = fileURLToPath(new URL('./src/features/home/pages/HomePage.tsx', import.meta.url));
const HOME_AREA = fileURLToPath(new URL('./src/features/home/', import.meta.url));
const SOURCE = fileURLToPath(new URL('./src/', import.meta.url));
let homeClosure: Set<string> | null = null;

/**
 * The home screen is the first screen, so the kit and domain code it imports beyond the entry (money, empty and
 * failed states) always loads with the first load. Left to the automatic splitting, each piece becomes a small chunk
 * of its own (every screen shares them), and each small file gzips alone; gathered into one chunk they cost some
 * 0.7 kB less (docs/performance.md). The home area's own modules stay in its chunk.
 */
function homeShared(id: string, ctx: ChunkingContext): string | null {
  if (!homeClosure) {
    homeClosure = new Set();
    const walk = (module: string) => {
      if (homeClosure!.has(module)) return;
      homeClosure!.add(module);
      for (const next of ctx.getModuleInfo(module)?.importedIds ?? []) walk(next);
    };
    walk(HOME_PAGE);
  }
  // Only the app's own code: a library's barrel would drag in exports that tree-shaking leaves out otherwise.
  return homeClosure.has(id) && id.startsWith(SOURCE) && !id.startsWith(HOME_AREA) ? 'home-shared' : null;
}

/**
 * The app's server render (src/ssr/render.tsx) is built with the app, by every `vite build`: one bundle of its own,
 * with everything it imports inside (the server loads it by path from `<dist>/server/render.js` and resolves nothing
 * of the app's dependencies), React in its production build.
 */
function serverRender(): Plugin {
  let client = false;
  return {
    name: 'server-render',
    apply: 'build',
    configResolved(config) {
      client = !config.build.ssr;
    },
    async closeBundle() {
      if (!client) return;
      await build({
        configFile: fileURLToPath(import.meta.url),
        logLevel: 'warn',
        publicDir: false,
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
        build: {
          ssr: 'src/ssr/render.tsx',
          outDir: `${outDir}/server`,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
        },
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // moduleSizes: each chunk's modules for the budget check; precompress: `.br` and `.gz` next to each asset,
  // served by the server as they are; routeModules: each path's screen module, for the page's preloads; the server
  // render's bundle beside them. The server render's own build needs none of them.
  plugins: isSsrBuild ? [react()] : [react(), moduleSizes(), precompress(), routeModules(), serverRender()],
  // `@/` is `src/`, for the app, the server and the tests alike.
  resolve: {
    alias: [
      { find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // React 19 has useSyncExternalStore: the React 17 shim that wouter and react-i18next import is dead weight.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/shared/lib/syncExternalStoreShim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    // DIST_DIR lets several test runs build side by side; the server reads the same variable.
    outDir,
    // bench/budgets.ts reads the manifest (and .vite/module-sizes.json) to check first-load and per-route budgets.
    manifest: true,
    // Every browser the app supports (Telegram's webviews included) knows <link rel="modulepreload">.
    // The entry lists, for each lazy screen, the files to fetch with it. Its CSS must be there (the screen waits for
    // its styles); its JS imports are left to the browser, which asks for them as it reads the chunk: one round trip
    // more when a screen opens for the first time, but the first load does not grow with each screen (its
    // budget: docs/performance.md). The page itself preloads the opened screen's whole closure (server/page.ts).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically travels as one file: one gzip stream compresses better than the dozen
        // small shared chunks the default splitting makes of it (the first-load budget: docs/performance.md). The kit
        // code that screens load lazily stays in small chunks: grouping it by screen pulled other screens' code into
        // home's first load; the page fetches a screen's chunks all at once instead (server/page.ts).
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'] },
            { name: homeShared, debugName: 'home-shared' },
          ],
        },
      },
    },
    // Route chunks are lazy; this keeps the home screen's first load small.
    chunkSizeWarningLimit: 400,
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts', 'bot-config/**/*.test.ts'],
    // What only PostgreSQL can show (several servers on one database) runs in the PostgreSQL pass alone.
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
    environment: 'node',
    // The run's shared test databases: the server tests start theirs from one migrated and seeded copy.
    globalSetup: ['server/testing/globalSetup.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
    // vitest leaves one core to its main process by default: on a 2-core machine, one test file at a time. The main
    // process only transforms each module once and collects results; the time goes into the files' own work (PGlite,
    // jsdom), so every core runs a file.
    maxWorkers: availableParallelism(),
  },
}));
