import { lazyPage, type PageModule } from './lazyPage';
import { SPEC_ROUTES, titleKeyOf } from './specRoutes';
import type { LoginRule, RouteDef } from './types';

type PageLoader = () => Promise<PageModule>;

/** A route the spec's list (section 2) does not name; it states its own login rule and why it exists. */
interface BeyondSpecRoute {
  login: LoginRule;
  why: string;
  page: PageLoader;
}

const specRule = new Map(SPEC_ROUTES.map((route) => [route.path, route]));

/**
 * The one way an area declares its routes: a path and its lazy page. The login rule, chrome flags and
 * forced theme come from the spec table (shared/routing/specRoutes.ts), the title key from the path; a
 * path outside the spec must be declared in `beyondSpec` with its own rule.
 *
 *   export const routes = defineRoutes({ '/passkey': () => import('./pages/PasskeyPage') });
 */
export function defineRoutes(
  pages: Record<string, PageLoader>,
  beyondSpec: Record<string, BeyondSpecRoute> = {},
): RouteDef[] {
  const routes = Object.entries(pages).map(([path, page]): RouteDef => {
    const spec = specRule.get(path);
    if (!spec)
      throw new Error(`${path} is not in the product's route list: declare it in beyondSpec with its login rule`);
    return { ...spec, page: lazyPage(page), titleKey: titleKeyOf(path) };
  });
  const extra = Object.entries(beyondSpec).map(([path, { login, page }]): RouteDef => {
    if (specRule.has(path)) throw new Error(`${path} is a spec route: declare it in pages`);
    return { path, login, page: lazyPage(page), titleKey: titleKeyOf(path) };
  });
  return [...routes, ...extra];
}
