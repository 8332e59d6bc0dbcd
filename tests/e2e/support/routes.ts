import { createServer } from 'vite';
import type { RouteDef } from '../../../src/shared/routing/types';

export interface AppRoute {
  path: string;
  login: RouteDef['login'];
  /** An area declares it with its own page; otherwise the shared "coming soon" screen. */
  hasPage: boolean;
}

/** Where one test run keeps the route table it read (JSON), for the specs and worker processes after the first. */
const ROUTES_CACHE = 'E2E_APP_ROUTES';

/**
 * The app's route table, read from src/app/routeTable.ts itself, so a route an area adds is checked without
 * touching the tests. The table imports the whole app (pages, CSS, import.meta.env): Vite's SSR loader
 * evaluates it in Node the way the build sees it.
 */
export async function loadAppRoutes(): Promise<AppRoute[]> {
  const cached = process.env[ROUTES_CACHE];
  if (cached) return JSON.parse(cached) as AppRoute[];
  const routes = await readRouteTable();
  // Playwright's runner loads every spec file before it starts the workers, and a worker starts with the runner's
  // environment: the table read once for the listing is each worker's too (each read starts a Vite server).
  process.env[ROUTES_CACHE] = JSON.stringify(routes);
  return routes;
}

async function readRouteTable(): Promise<AppRoute[]> {
  const server = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    appType: 'custom',
    // no WebSocket: this loader serves no page, and two workers loading it at once would both ask for Vite's port
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const table = (await server.ssrLoadModule(
      '/src/app/routeTable.ts',
    )) as typeof import('../../../src/app/routeTable');
    const declared = new Set(table.AREA_ROUTES.map((route) => route.path));
    return table
      .buildRouteTable(table.AREA_ROUTES)
      .map(({ path, login }) => ({ path, login, hasPage: declared.has(path) }));
  } finally {
    await server.close();
  }
}
