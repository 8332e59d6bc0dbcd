import type { RouteDef } from '../../app/routeTypes';
import { comingSoonPage } from '../../app/pages/comingSoon';
import { titleKeyOf } from '../../app/specRoutes';

// Pages of this area arrive in later issues; until then each route shows the shared "coming soon" screen.
// Replace `comingSoonPage` with `lazyPage(() => import('./pages/X'))` (src/app/lazyPage.ts) as pages land.
const soon = comingSoonPage;

export const activityRoutes: RouteDef[] = [
  { path: '/activity/auction', page: soon, login: 'mobile', titleKey: titleKeyOf('/activity/auction') },
  { path: '/activity/auction/record', page: soon, login: 'never', titleKey: titleKeyOf('/activity/auction/record') },
  { path: '/activity/pfp', page: soon, login: 'never', titleKey: titleKeyOf('/activity/pfp'), forceTheme: 'dark' },
  { path: '/activity/pfpstaking', page: soon, login: 'never', titleKey: titleKeyOf('/activity/pfpstaking') },
  { path: '/activity/pfpv3', page: soon, login: 'never', titleKey: titleKeyOf('/activity/pfpv3') },
];
