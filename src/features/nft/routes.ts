import type { RouteDef } from '../../app/routeTypes';
import { comingSoonPage } from '../../app/pages/comingSoon';
import { titleKeyOf } from '../../app/specRoutes';

// Pages of this area arrive in later issues; until then each route shows the shared "coming soon" screen.
// Replace `comingSoonPage` with `lazyPage(() => import('./pages/X'))` (src/app/lazyPage.ts) as pages land.
const soon = comingSoonPage;

export const nftRoutes: RouteDef[] = [
  { path: '/nft/search', page: soon, login: 'never', titleKey: titleKeyOf('/nft/search') },
  { path: '/nft/nftCollection', page: soon, login: 'never', titleKey: titleKeyOf('/nft/nftCollection') },
  { path: '/nft/symbolDetail', page: soon, login: 'never', titleKey: titleKeyOf('/nft/symbolDetail') },
  { path: '/nft/nftRecords', page: soon, login: 'mobile', titleKey: titleKeyOf('/nft/nftRecords') },
  { path: '/nft/nftRecordPageOrder', page: soon, login: 'always', titleKey: titleKeyOf('/nft/nftRecordPageOrder') },
  { path: '/nft/nftRecordPageTrade', page: soon, login: 'always', titleKey: titleKeyOf('/nft/nftRecordPageTrade') },
  { path: '/nft/nftRecords/offerList', page: soon, login: 'never', titleKey: titleKeyOf('/nft/nftRecords/offerList') },
  { path: '/nft/favorite', page: soon, login: 'always', titleKey: titleKeyOf('/nft/favorite') },
  { path: '/nft/detail1155', page: soon, login: 'never', titleKey: titleKeyOf('/nft/detail1155') },
  { path: '/nft/detail1156', page: soon, login: 'never', titleKey: titleKeyOf('/nft/detail1156') },
  { path: '/nft/detail1155/fastBuy', page: soon, login: 'never', titleKey: titleKeyOf('/nft/detail1155/fastBuy') },
  { path: '/nft/detail1155/buy', page: soon, login: 'never', titleKey: titleKeyOf('/nft/detail1155/buy') },
  { path: '/nft/detail721', page: soon, login: 'never', titleKey: titleKeyOf('/nft/detail721') },
  { path: '/nft/buy', page: soon, login: 'never', titleKey: titleKeyOf('/nft/buy') },
  { path: '/nft/batch', page: soon, login: 'never', titleKey: titleKeyOf('/nft/batch') },
  { path: '/nft/batch/on', page: soon, login: 'never', titleKey: titleKeyOf('/nft/batch/on') },
  { path: '/nft/batch/update', page: soon, login: 'never', titleKey: titleKeyOf('/nft/batch/update') },
];
