import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { PlatformBridge } from '@/platform/PlatformBridge';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { KitRoot } from '@/shared/ui/KitRoot';
import { NoticeHost } from '@/shared/ui/NoticeHost';
import { PageSkeleton } from '@/shared/ui/Skeleton';
import { lazyPage } from '@/shared/routing/lazyPage';
import { whenIdle } from '@/shared/lib/whenIdle';
import { appState } from '@/state/app';
import { Footer } from './chrome/Footer';
import { Header } from './chrome/Header';
import { useLoggedIn } from '@/session/useLoggedIn';
import { CurrentRouteContext } from './currentRoute';
import { rememberPath } from '@/session/loginRedirect';
import { currentRouteSet, currentRoutes, guardRoute, matchRoute } from './routeTable';
import { applyThemeClass, effectiveTheme } from '@/session/theme';
import { AREAS } from './areas';
import { useRouteTitle } from './useRouteTitle';

/**
 * The drawers are mounted on every page (the user drawer's device check polls on desktop even while closed), but only
 * once the first screen has painted and the browser is idle: neither the first load nor the first screen's largest
 * paint waits for the menus' code. Opening one before that mounts it at once.
 */
const UserDrawer = lazyPage(() => import('./chrome/UserDrawer').then((module) => ({ default: module.UserDrawer })));
const NavDrawer = lazyPage(() => import('./chrome/NavDrawer').then((module) => ({ default: module.NavDrawer })));

/** What the areas keep mounted on every page: their overlays (prompts) and effects (watchers). */
const AREA_MOUNTS = AREAS.flatMap((area) => [...(area.overlays ?? []), ...(area.effects ?? [])]);

function Drawers() {
  const { userDrawerOpen, navDrawerOpen } = useSnapshot(appState);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && !userDrawerOpen && !navDrawerOpen) return null;
  return (
    <Suspense fallback={null}>
      <UserDrawer />
      <NavDrawer />
    </Suspense>
  );
}

/** Sends a visitor to /login, remembering where they wanted to go. */
function ToLogin({ remember }: { remember: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    rememberPath(remember);
    navigate('/login', { replace: true });
  }, [remember, navigate]);
  return null;
}

/** Router, login guard, chrome and theme of the current route. */
export function Shell() {
  const [pathname] = useLocation();
  const search = useSearch();
  const { currentTheme } = useSnapshot(appState);
  const loggedIn = useLoggedIn();
  const desktop = currentRouteSet() === 'desktop';
  const route = matchRoute(currentRoutes(), pathname);
  const decision = guardRoute(route, loggedIn, pathname, search);
  const theme = effectiveTheme(currentTheme, route.forceTheme);

  useLayoutEffect(() => applyThemeClass(theme, route.forceTheme !== undefined), [theme, route.forceTheme]);

  // A new screen opens at its top; the first one stays where the reader is (they may have scrolled the server's
  // drawn page before the app took over, or the browser restored the place on a reload).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    appState.userDrawerOpen = false;
    appState.navDrawerOpen = false;
    window.scrollTo(0, 0);
  }, [pathname]);

  useRouteTitle(route);

  const Page = route.page;
  return (
    <KitRoot appearance={theme} className={desktop ? 'app app--desktop' : 'app app--mobile'}>
      <CurrentRouteContext.Provider value={route}>
        {route.header !== false && <Header desktop={desktop} />}
        <div className="app__main">
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSkeleton />}>
              {decision.kind === 'render' ? <Page key={route.path} /> : <ToLogin remember={decision.remember} />}
            </Suspense>
          </ErrorBoundary>
        </div>
        {desktop && route.footer !== false && <Footer />}
        <Drawers />
        {AREA_MOUNTS.map((Mount, index) => (
          <Mount key={index} />
        ))}
        <NoticeHost />
        <PlatformBridge />
      </CurrentRouteContext.Provider>
    </KitRoot>
  );
}
