import type { ResolvedRoute, RouteDef } from '@/shared/routing/types';
import { SPEC_ROUTES, titleKeyOf } from '@/shared/routing/specRoutes';
import { comingSoonPage } from './pages/comingSoon';
import { AREAS } from './areas';

/** Layout breakpoint: above it the desktop route set and layout. */
const DESKTOP_MIN_WIDTH = 1200;
export type RouteSet = 'desktop' | 'mobile';

export const routeSetFor = (width: number): RouteSet => (width > DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile');

/** Routes of the areas with real pages (each area's `index.ts` exports them; src/app/areas.ts lists the areas). */
export const AREA_ROUTES: readonly RouteDef[] = AREAS.flatMap((area) =>
  area.routes.map((route) => (area.namespace ? { ...route, namespace: area.namespace } : route)),
);

/**
 * Area routes first; spec routes no area declares yet show the shared "coming soon" screen. They keep the
 * spec's rules for the day they are built, and are marked so that nobody is asked to sign in for a notice.
 */
export function buildRouteTable(areaRoutes: readonly RouteDef[]): RouteDef[] {
  const declared = new Set(areaRoutes.map((route) => route.path));
  const missing = SPEC_ROUTES.filter((spec) => !declared.has(spec.path)).map((spec): RouteDef => ({
    ...spec,
    page: comingSoonPage,
    titleKey: titleKeyOf(spec.path),
    comingSoon: true,
  }));
  return [...areaRoutes, ...missing];
}

export type { ResolvedRoute } from '@/shared/routing/types';

/** The desktop or mobile set: 'mobile' login rules apply only on the mobile set; coming-soon screens are open. */
export function buildRouteSet(routes: readonly RouteDef[], set: RouteSet): Map<string, ResolvedRoute> {
  const map = new Map<string, ResolvedRoute>();
  for (const { login, ...route } of routes) {
    if (map.has(route.path)) continue;
    const ruled = login === 'always' || (login === 'mobile' && set === 'mobile');
    map.set(route.path, { ...route, requiresLogin: ruled && !route.comingSoon });
  }
  return map;
}

/** Trailing slashes do not matter: `/asset/` is `/asset`. */
export const normalizePath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** Whether a link (path, maybe with query or hash) leads to a coming-soon screen of this route set. */
export function isComingSoon(routes: Map<string, ResolvedRoute>, link: string): boolean {
  const path = link.split(/[?#]/)[0] ?? '';
  return routes.get(normalizePath(path))?.comingSoon === true;
}

/** The route for a path; unknown paths show home. */
export function matchRoute(routes: Map<string, ResolvedRoute>, pathname: string): ResolvedRoute {
  return routes.get(normalizePath(pathname)) ?? routes.get('/')!;
}

type GuardDecision = { kind: 'render' } | { kind: 'login'; remember: string };

/** Login guard: a visitor opening a login route goes to /login and the wanted path+query is remembered. */
export function guardRoute(route: ResolvedRoute, loggedIn: boolean, pathname: string, search: string): GuardDecision {
  if (!route.requiresLogin || loggedIn) return { kind: 'render' };
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  return { kind: 'login', remember: `${normalizePath(pathname)}${query}` };
}

let loadedSet: RouteSet | undefined;
let cached: Map<string, ResolvedRoute> | undefined;

/** The route set of this page load, chosen once: crossing the breakpoint reloads the page. */
export function currentRouteSet(): RouteSet {
  loadedSet ??= routeSetFor(window.innerWidth);
  return loadedSet;
}

/** The server's render, which has no window: the route set it draws (the request's remembered one, else mobile). */
export function setRouteSet(set: RouteSet): void {
  if (set === loadedSet) return;
  loadedSet = set;
  cached = undefined;
}

export function currentRoutes(): Map<string, ResolvedRoute> {
  cached ??= buildRouteSet(buildRouteTable(AREA_ROUTES), currentRouteSet());
  return cached;
}

/**
 * Starts loading the page `pathname` will show, at boot, while the platform, the language and the session start:
 * its chunk then arrives with them rather than after the first render asks. A page that will send a
 * visitor to sign in is left alone.
 */
export function preloadPage(pathname: string, signedIn: boolean): Promise<void> {
  const route = matchRoute(currentRoutes(), pathname);
  return !route.requiresLogin || signedIn ? route.page.preload() : Promise.resolve();
}

/** The i18n namespace the page at `pathname` reads, for the boot to load with the language. */
export const pageNamespace = (pathname: string): string | undefined => matchRoute(currentRoutes(), pathname).namespace;
