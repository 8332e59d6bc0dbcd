import type { ComponentType } from 'react';
import type { LazyPage } from './lazyPage';

/** Login rule of a route: always, only on the mobile route set, or never. */
export type LoginRule = 'always' | 'mobile' | 'never';

export interface RouteDef {
  path: string;
  page: LazyPage;
  login: LoginRule;
  /** Chrome flags: /wordOrderForm has neither header nor footer. */
  header?: boolean;
  footer?: boolean;
  /** /activity/pfp always forces the dark theme. */
  forceTheme?: 'dark' | 'light';
  /** i18n key of the screen title. */
  titleKey?: string;
  /** No area has built it yet: the shared coming-soon page stands in, and it never asks for sign-in. */
  comingSoon?: boolean;
  /** The i18n namespace of its area (`Area.namespace`), loaded with the language when the app opens on it. */
  namespace?: string;
}

/** A route as one route set (desktop or mobile) resolves it. */
export interface ResolvedRoute extends Omit<RouteDef, 'login'> {
  /** Whether this route set requires a login for the route. */
  requiresLogin: boolean;
}

/**
 * What a feature area gives the app shell (its `index.ts` exports one): its routes, and the pieces it
 * keeps mounted outside its pages. The shell knows areas only through this.
 */
export interface Area {
  routes: readonly RouteDef[];
  /** The i18n namespace its screens read: loaded at boot, with the language, when the app opens on one of them. */
  namespace?: string;
  /** UI the area shows over any page (sign-in prompts); each renders nothing while closed. */
  overlays?: readonly ComponentType[];
  /** Watchers that run on every page (they render nothing). */
  effects?: readonly ComponentType[];
}
