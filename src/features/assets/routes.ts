import type { RouteDef } from '../../app/routeTypes';
import { comingSoonPage } from '../../app/pages/comingSoon';
import { titleKeyOf } from '../../app/specRoutes';

// Pages of this area arrive in later issues; until then each route shows the shared "coming soon" screen.
// Replace `comingSoonPage` with `lazyPage(() => import('./pages/X'))` (src/app/lazyPage.ts) as pages land.
const soon = comingSoonPage;

export const assetsRoutes: RouteDef[] = [
  { path: '/asset', page: soon, login: 'always', titleKey: titleKeyOf('/asset') },
  { path: '/asset/coinDetail', page: soon, login: 'always', titleKey: titleKeyOf('/asset/coinDetail') },
  { path: '/asset/swap', page: soon, login: 'always', titleKey: titleKeyOf('/asset/swap') },
  { path: '/asset/swap/history', page: soon, login: 'always', titleKey: titleKeyOf('/asset/swap/history') },
  { path: '/asset/swap/seraph', page: soon, login: 'always', titleKey: titleKeyOf('/asset/swap/seraph') },
  { path: '/asset/swap/seraph/history', page: soon, login: 'always', titleKey: titleKeyOf('/asset/swap/seraph/history') },
  { path: '/asset/withdraw', page: soon, login: 'always', titleKey: titleKeyOf('/asset/withdraw') },
  { path: '/asset/send', page: soon, login: 'always', titleKey: titleKeyOf('/asset/send') },
  { path: '/asset/deposit', page: soon, login: 'always', titleKey: titleKeyOf('/asset/deposit') },
  { path: '/asset/received', page: soon, login: 'always', titleKey: titleKeyOf('/asset/received') },
  { path: '/asset/transfer', page: soon, login: 'always', titleKey: titleKeyOf('/asset/transfer') },
  { path: '/asset/tradeDetail', page: soon, login: 'always', titleKey: titleKeyOf('/asset/tradeDetail') },
  { path: '/asset/address', page: soon, login: 'always', titleKey: titleKeyOf('/asset/address') },
  { path: '/asset/addressEdit', page: soon, login: 'always', titleKey: titleKeyOf('/asset/addressEdit') },
  { path: '/asset/buy', page: soon, login: 'always', titleKey: titleKeyOf('/asset/buy') },
  { path: '/asset/buyCoins', page: soon, login: 'always', titleKey: titleKeyOf('/asset/buyCoins') },
];
