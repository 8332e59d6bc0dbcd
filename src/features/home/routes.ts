import { lazyPage } from '@/app/lazyPage';
import type { RouteDef } from '@/app/routeTypes';
import { titleKeyOf } from '@/app/specRoutes';

const HomePage = lazyPage(() => import('./pages/HomePage'));

export const homeRoutes: RouteDef[] = [
  { path: '/', page: HomePage, login: 'never', titleKey: titleKeyOf('/') },
  { path: '/home', page: HomePage, login: 'never', titleKey: titleKeyOf('/home') },
];
