import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_ROUTES } from '@/app/routeTable';
import { collectRouteModules, parseRoutes } from './routeModules';

const root = resolve(import.meta.dirname, '../..');

describe('route modules (the page server preloads a screen from them)', () => {
  it('reads the three ways an area declares a route', () => {
    const source = `
      const home = () => import('./pages/HomePage');
      export const routes = defineRoutes(
        { '/': home, '/home': home, '/help': () => import('./pages/HelpPage') },
        { '/setPassword': { login: 'always', why: 'no spec screen', page: () => import('./pages/SetPasswordPage') } },
      );`;
    expect(parseRoutes(source)).toEqual([
      { path: '/', specifier: './pages/HomePage' },
      { path: '/home', specifier: './pages/HomePage' },
      { path: '/help', specifier: './pages/HelpPage' },
      { path: '/setPassword', specifier: './pages/SetPasswordPage', login: 'always' },
    ]);
  });

  it('covers every route the areas declare, with its login rule and its area namespace', () => {
    const modules = collectRouteModules(root);
    expect(Object.keys(modules).sort()).toEqual([...new Set(AREA_ROUTES.map((route) => route.path))].sort());
    for (const route of AREA_ROUTES) {
      expect(modules[route.path]?.login, route.path).toBe(route.login);
      expect(modules[route.path]?.namespace, route.path).toBe(route.namespace);
    }
    expect(modules['/login']).toEqual({
      module: 'src/features/account/pages/LoginPage.tsx',
      login: 'never',
      namespace: 'account',
    });
    expect(modules['/security/userManage']?.module).toBe('src/features/security/pages/UserManagePage.tsx');
  });
});
