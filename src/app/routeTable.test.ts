import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RouteDef } from '@/shared/routing/types';
import { SPEC_ROUTES, titleKeyOf } from '@/shared/routing/specRoutes';
import {
  AREA_ROUTES,
  buildRouteSet,
  buildRouteTable,
  guardRoute,
  isComingSoon,
  matchRoute,
  normalizePath,
  routeSetFor,
} from './routeTable';
import { comingSoonPage } from './pages/comingSoon';
import { lazyPage } from '@/shared/routing/lazyPage';

/** Every route path the product spec lists, read from the spec itself when this checkout has it beside it. */
function pathsInSpec(): string[] | null {
  let text: string;
  try {
    text = readFileSync(resolve(import.meta.dirname, '../../../shared/spec.md'), 'utf8');
  } catch {
    return null;
  }
  const section = text.slice(text.indexOf('## 2. Screens and routes'), text.indexOf('### Chrome'));
  const paths = new Set<string>();
  for (const match of section.matchAll(/(?<![\w/])\/(?:[A-Za-z][\w-]*)(?:\/[A-Za-z][\w-]*)*/g)) paths.add(match[0]);
  paths.add('/');
  return [...paths];
}

const table = buildRouteTable(AREA_ROUTES);
const desktop = buildRouteSet(table, 'desktop');
const mobile = buildRouteSet(table, 'mobile');
const spec = (path: string) => SPEC_ROUTES.find((route) => route.path === path)!;

describe('route table', () => {
  it('the reference list holds every route path the spec lists', () => {
    const written = pathsInSpec();
    if (!written) return expect(SPEC_ROUTES.length).toBeGreaterThan(80);
    const listed = new Set(SPEC_ROUTES.map((route) => route.path));
    expect(written.filter((path) => !listed.has(path))).toEqual([]);
  });

  it('declares every spec route in both sets', () => {
    for (const { path } of SPEC_ROUTES) {
      expect(desktop.has(path), `desktop ${path}`).toBe(true);
      expect(mobile.has(path), `mobile ${path}`).toBe(true);
    }
  });

  it('no two areas declare the same path', () => {
    const seen = new Map<string, number>();
    for (const route of AREA_ROUTES) seen.set(route.path, (seen.get(route.path) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([path]) => path)).toEqual([]);
  });

  it('area routes keep the spec login rules, chrome flags and forced themes', () => {
    const mismatches = AREA_ROUTES.filter((route) => SPEC_ROUTES.some((s) => s.path === route.path))
      .filter((route) => {
        const s = spec(route.path);
        return (
          route.login !== s.login ||
          (route.header ?? true) !== (s.header ?? true) ||
          (route.footer ?? true) !== (s.footer ?? true) ||
          route.forceTheme !== s.forceTheme
        );
      })
      .map((route) => `${route.path}: ${route.login} (spec ${spec(route.path).login})`);
    expect(mismatches).toEqual([]);
  });

  it('applies "login on mobile" only to the mobile set', () => {
    const built = (path: string, login: RouteDef['login']): RouteDef => ({ path, login, page: comingSoonPage });
    const routes = [built('/records', 'mobile'), built('/wallet', 'always'), built('/market', 'never')];
    const [onDesktop, onMobile] = [buildRouteSet(routes, 'desktop'), buildRouteSet(routes, 'mobile')];
    expect(onDesktop.get('/records')!.requiresLogin).toBe(false);
    expect(onMobile.get('/records')!.requiresLogin).toBe(true);
    expect(onDesktop.get('/wallet')!.requiresLogin).toBe(true);
    expect(onMobile.get('/wallet')!.requiresLogin).toBe(true);
    expect(onMobile.get('/market')!.requiresLogin).toBe(false);
    expect(desktop.get('/passkey')!.requiresLogin).toBe(true);
    expect(mobile.get('/passkey')!.requiresLogin).toBe(true);
  });

  it('never asks for sign-in before a coming-soon screen, whatever its spec rule', () => {
    // unbuilt screens whose spec rule asks for sign-in (`always`, `mobile`)
    for (const path of ['/activity/auction']) {
      expect(spec(path).login, path).not.toBe('never');
      for (const set of [desktop, mobile]) {
        expect(set.get(path), path).toMatchObject({ comingSoon: true, requiresLogin: false, page: comingSoonPage });
      }
    }
    expect(AREA_ROUTES.some((route) => route.comingSoon)).toBe(false);
  });

  it('tells whether a link leads to a coming-soon screen', () => {
    expect(isComingSoon(mobile, '/message')).toBe(false);
    expect(isComingSoon(mobile, '/asset/staking?coin=USDT')).toBe(true);
    expect(isComingSoon(mobile, '/nft/nftCollection?symbol=ASTRO')).toBe(false);
    expect(isComingSoon(mobile, '/activity/auction/#top')).toBe(true);
    expect(isComingSoon(mobile, '/help')).toBe(false);
    expect(isComingSoon(mobile, '/passkey?x=1')).toBe(false);
    expect(isComingSoon(mobile, '/')).toBe(false);
    expect(isComingSoon(mobile, '/no/such/page')).toBe(false);
  });

  it('has no header or footer on /wordOrderForm and forces dark on /activity/pfp', () => {
    expect(mobile.get('/wordOrderForm')).toMatchObject({ header: false, footer: false });
    expect(desktop.get('/activity/pfp')!.forceTheme).toBe('dark');
    expect(desktop.get('/')!.header).not.toBe(false);
  });

  it('fills spec routes no area declares with the coming-soon page and the spec rules', () => {
    const filled = buildRouteTable([]);
    expect(filled.map((route) => route.path).sort()).toEqual(SPEC_ROUTES.map((route) => route.path).sort());
    const form = filled.find((route) => route.path === '/wordOrderForm')!;
    expect(form).toMatchObject({
      login: 'always',
      header: false,
      footer: false,
      page: comingSoonPage,
      comingSoon: true,
    });
    expect(form.titleKey).toBe('route.wordOrderForm');
  });

  it('keeps the area declaration when a spec route is declared', () => {
    const page = comingSoonPage;
    const own: RouteDef = { path: '/asset', page, login: 'always', titleKey: 'x.y' };
    const built = buildRouteTable([own]);
    expect(built.filter((route) => route.path === '/asset')).toEqual([own]);
  });

  it('chooses the set by width: desktop above 1200 px', () => {
    expect(routeSetFor(1201)).toBe('desktop');
    expect(routeSetFor(1200)).toBe('mobile');
    expect(routeSetFor(390)).toBe('mobile');
  });

  it('shows home for unknown paths and ignores a trailing slash', () => {
    expect(matchRoute(desktop, '/no/such/page').path).toBe('/');
    expect(matchRoute(desktop, '/asset/').path).toBe('/asset');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/a//')).toBe('/a');
  });

  it('derives title keys from paths', () => {
    expect(titleKeyOf('/')).toBe('route.home');
    expect(titleKeyOf('/asset/swap/seraph/history')).toBe('route.asset_swap_seraph_history');
    expect(titleKeyOf('/my-devices')).toBe('route.my_devices');
  });
});

describe('login guard', () => {
  const passkey = mobile.get('/passkey')!;
  it('sends visitors on login routes to /login remembering path and query', () => {
    expect(guardRoute(passkey, false, '/passkey', '?tab=2')).toEqual({ kind: 'login', remember: '/passkey?tab=2' });
    expect(guardRoute(passkey, false, '/passkey/', 'tab=2')).toEqual({ kind: 'login', remember: '/passkey?tab=2' });
    expect(guardRoute(passkey, false, '/passkey', '')).toEqual({ kind: 'login', remember: '/passkey' });
  });

  it('renders for signed-in users, on open routes and on coming-soon screens', () => {
    expect(guardRoute(passkey, true, '/passkey', '')).toEqual({ kind: 'render' });
    expect(guardRoute(mobile.get('/help')!, false, '/help', '')).toEqual({ kind: 'render' });
    expect(guardRoute(mobile.get('/message')!, false, '/message', '')).toEqual({ kind: 'login', remember: '/message' });
    expect(guardRoute(mobile.get('/activity/auction')!, false, '/activity/auction', '')).toEqual({ kind: 'render' });
  });
});

describe('what the boot loads for the page it opens on', () => {
  it("names the page's area namespace, for i18n to load with the language", () => {
    const byPath = new Map(AREA_ROUTES.map((route) => [route.path, route]));
    expect(byPath.get('/login')?.namespace).toBe('account');
    expect(byPath.get('/security/userManage')?.namespace).toBe('security');
    // the home page's texts are in the first load already
    expect(byPath.get('/')?.namespace).toBeUndefined();
  });

  it("a page's chunk is asked for once, whether the boot or the first render asks first", async () => {
    let loads = 0;
    const page = lazyPage(async () => {
      loads += 1;
      return { default: () => null };
    });
    page.preload();
    page.preload();
    await Promise.resolve();
    expect(loads).toBe(1);
  });
});
