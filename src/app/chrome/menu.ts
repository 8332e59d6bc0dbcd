import { titleKeyOf } from '@/shared/routing/specRoutes';
import type { IconName } from '@/shared/ui/Icon';

/** The chrome's menus: the navigation drawer's entries, in the product's order. */
export interface MenuItem {
  id: string;
  /** The destination's route title (one name per feature: the menu, the page title and coming-soon agree). */
  labelKey: string;
  to: string;
  icon: IconName;
  /** Hidden inside the app webview (from=app). */
  hideInApp?: boolean;
}

const MARKET_PATH = '/nft/search';

const menuItem = (id: string, to: string, icon: IconName, hideInApp?: true): MenuItem => ({
  id,
  to,
  icon,
  labelKey: titleKeyOf(to),
  ...(hideInApp && { hideInApp }),
});

export const USER_MENU: readonly MenuItem[] = [
  menuItem('profile', '/personal', 'user'),
  menuItem('messages', '/message', 'mail'),
  menuItem('orders', '/nft/nftRecordPageOrder', 'orders', true),
  menuItem('offers', '/nft/nftRecords/offerList', 'offers', true),
  menuItem('trades', '/nft/nftRecordPageTrade', 'records', true),
  // beyond the spec's list: the user's invitation code, invited users and fee share
  menuItem('referrals', '/personal/referrals', 'offers'),
  menuItem('security', '/security/userManage', 'shield'),
  menuItem('addressBook', '/asset/address', 'book'),
  menuItem('network', '/personal/network', 'network'),
  menuItem('settings', '/setting', 'settings'),
  menuItem('help', '/help', 'help'),
  // the caller's own questions to support, beside the help articles
  menuItem('tickets', '/wordOrder', 'help'),
  menuItem('about', '/personal/about', 'info'),
];

export const NAV_MENU: readonly MenuItem[] = [
  menuItem('home', '/', 'home'),
  // The market is the product's main destination, though the product's drawer list leaves it out.
  menuItem('market', MARKET_PATH, 'market'),
  menuItem('game', '/nft/game', 'game'),
  menuItem('swap', '/asset/swap', 'swap', true),
  menuItem('assets', '/asset', 'wallet'),
  menuItem('settings', '/setting', 'settings'),
  menuItem('help', '/help', 'help'),
  menuItem('about', '/personal/about', 'info'),
  menuItem('download', '/download', 'download'),
];

/** The desktop header's inline navigation: the main destinations of the navigation drawer. */
const DESKTOP_NAV_IDS = ['home', 'market', 'game', 'swap', 'assets'] as const;

export function visibleItems(items: readonly MenuItem[], inApp: boolean): MenuItem[] {
  return items.filter((item) => !(inApp && item.hideInApp));
}

export function desktopNav(inApp: boolean): MenuItem[] {
  return visibleItems(NAV_MENU, inApp).filter((item) => (DESKTOP_NAV_IDS as readonly string[]).includes(item.id));
}

/** Whether a menu target is the current page (home also matches /home; the market, every market screen). */
export function isActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '/home';
  if (to === MARKET_PATH) return pathname.startsWith('/nft/') && pathname !== '/nft/game';
  return pathname === to;
}
