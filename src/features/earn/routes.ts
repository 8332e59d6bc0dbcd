import type { RouteDef } from '../../app/routeTypes';
import { comingSoonPage } from '../../app/pages/comingSoon';
import { titleKeyOf } from '../../app/specRoutes';

// Pages of this area arrive in later issues; until then each route shows the shared "coming soon" screen.
// Replace `comingSoonPage` with `lazyPage(() => import('./pages/X'))` (src/app/lazyPage.ts) as pages land.
const soon = comingSoonPage;

export const earnRoutes: RouteDef[] = [
  { path: '/asset/staking', page: soon, login: 'never', titleKey: titleKeyOf('/asset/staking') },
  { path: '/asset/staking2', page: soon, login: 'never', titleKey: titleKeyOf('/asset/staking2') },
  { path: '/asset/staking2/record', page: soon, login: 'never', titleKey: titleKeyOf('/asset/staking2/record') },
  { path: '/asset/lp', page: soon, login: 'never', titleKey: titleKeyOf('/asset/lp') },
  { path: '/asset/lp/record', page: soon, login: 'never', titleKey: titleKeyOf('/asset/lp/record') },
];
