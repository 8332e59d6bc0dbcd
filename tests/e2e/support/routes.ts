import { createServer } from 'vite';
import type { RouteDef } from '../../../src/shared/routing/types';

export interface AppRoute {
  path: string;
  login: RouteDef['login'];
  /** An area declares it with its own page; otherwise the shared "coming soon" screen. */
  hasPage: boolean;
}

/**
 * The app's route table, read from src/app/routeTable.ts itself, so a route an area adds is checked without
 * touching the tests. The table imports the whole app (pages, CSS, import.meta.env): Vite's SSR loader
 * evaluates it in Node the way the build sees it.
 */
export async function loadAppRoutes(): Promise<AppRoute[]> {
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
