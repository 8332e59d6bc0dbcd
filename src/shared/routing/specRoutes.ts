import type { LoginRule } from './types';

/**
 * Every route of the product with its rules. Areas declare their own routes (with pages);
 * this table is the reference the route table is checked against, and supplies a "coming soon"
 * screen for any spec route no area has declared yet.
 */
interface SpecRoute {
  path: string;
  login: LoginRule;
  header?: boolean;
  footer?: boolean;
  forceTheme?: 'dark' | 'light';
}

const never = (...paths: string[]): SpecRoute[] => paths.map((path) => ({ path, login: 'never' }));
const always = (...paths: string[]): SpecRoute[] => paths.map((path) => ({ path, login: 'always' }));

export const SPEC_ROUTES: readonly SpecRoute[] = [
  // Shared
  ...never('/', '/home'),
  // Account
  ...never('/login', '/login/tgStart', '/tgStart'),
  ...always('/personal'),
  ...never('/personal/network', '/personal/about'),
  ...always('/personal/current'),
  ...always('/security/userManage', '/security/userDelete', '/security/userDelete/failed'),
  ...always('/setPay', '/bindEmail', '/bindGoogle', '/unbindGoogle'),
  ...never('/unbindGoogle/result'),
  ...never('/help', '/setting', '/registAgreement', '/privacyTerms'),
  ...always('/mail', '/thirdAccounts'),
  ...never('/thirdAuthorize'),
  ...always('/passkey', '/my-devices'),
  ...never('/reset-email', '/reset-google'),
  // Assets
  ...always(
    '/asset',
    '/asset/coinDetail',
    '/asset/swap',
    '/asset/swap/history',
    '/asset/swap/seraph',
    '/asset/swap/seraph/history',
    '/asset/withdraw',
    '/asset/send',
    '/asset/deposit',
    '/asset/received',
    '/asset/transfer',
    '/asset/tradeDetail',
    '/asset/address',
    '/asset/addressEdit',
    '/asset/buy',
    '/asset/buyCoins',
  ),
  ...never('/asset/staking', '/asset/staking2', '/asset/staking2/record', '/asset/lp', '/asset/lp/record'),
  // NFT
  ...never('/nft/search', '/nft/game', '/nft/nftCollection', '/nft/symbolDetail'),
  { path: '/nft/nftRecords', login: 'mobile' },
  ...always('/nft/nftRecordPageOrder', '/nft/nftRecordPageTrade'),
  ...never('/nft/nftRecords/offerList'),
  ...always('/nft/favorite'),
  ...never(
    '/nft/detail1155',
    '/nft/detail1156',
    '/nft/detail1155/fastBuy',
    '/nft/detail1155/buy',
    '/nft/detail721',
    '/nft/buy',
  ),
  ...never('/nft/batch', '/nft/batch/on', '/nft/batch/update'),
  // Other
  // Not marked (login) in the product's list, but a signed-in phone scans and confirms a desktop
  // sign-in: the guard sends a visitor to /login and back, instead of each page re-implementing it.
  ...always('/other/scan', '/other/loginconfirm'),
  ...always('/message'),
  ...never('/webview', '/msgDetail', '/download', '/news'),
  ...never('/wordOrder', '/wordOrderDetail'),
  { path: '/wordOrderForm', login: 'always', header: false, footer: false },
  // Activities
  { path: '/activity/auction', login: 'mobile' },
  ...never('/activity/auction/record'),
  { path: '/activity/pfp', login: 'never', forceTheme: 'dark' },
  ...never('/activity/pfpstaking', '/activity/pfpv3'),
];

/** i18n key (namespace common) of a route's title: `/asset/swap` -> `route.asset_swap`. */
export function titleKeyOf(path: string): string {
  const id = path === '/' ? 'home' : path.slice(1).replace(/[/-]/g, '_');
  return `route.${id}`;
}
