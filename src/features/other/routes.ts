import type { RouteDef } from '../../app/routeTypes';
import { comingSoonPage } from '../../app/pages/comingSoon';
import { titleKeyOf } from '../../app/specRoutes';

// /other/scan and /other/loginconfirm are declared by the account area (sign-in screens).
// Pages of this area arrive in later issues; until then each route shows the shared "coming soon" screen.
// Replace `comingSoonPage` with `lazyPage(() => import('./pages/X'))` (src/app/lazyPage.ts) as pages land.
const soon = comingSoonPage;

export const otherRoutes: RouteDef[] = [
  { path: '/webview', page: soon, login: 'never', titleKey: titleKeyOf('/webview') },
  { path: '/download', page: soon, login: 'never', titleKey: titleKeyOf('/download') },
  { path: '/news', page: soon, login: 'never', titleKey: titleKeyOf('/news') },
];
