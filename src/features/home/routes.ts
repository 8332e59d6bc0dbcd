import { lazy } from 'react';
import type { RouteDef } from '../../app/routeTypes';

const HomePage = lazy(() => import('./pages/HomePage'));

export const homeRoutes: RouteDef[] = [
  { path: '/', page: HomePage, login: 'never' },
  { path: '/home', page: HomePage, login: 'never' },
];
