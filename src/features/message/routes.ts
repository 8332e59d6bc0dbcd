import type { RouteDef } from '../../app/routeTypes';
import { comingSoonPage } from '../../app/pages/comingSoon';
import { titleKeyOf } from '../../app/specRoutes';

// Pages of this area arrive in later issues; until then each route shows the shared "coming soon" screen.
// Replace `comingSoonPage` with `lazyPage(() => import('./pages/X'))` (src/app/lazyPage.ts) as pages land.
const soon = comingSoonPage;

export const messageRoutes: RouteDef[] = [
  { path: '/message', page: soon, login: 'always', titleKey: titleKeyOf('/message') },
  { path: '/msgDetail', page: soon, login: 'never', titleKey: titleKeyOf('/msgDetail') },
];
