import type { IconName } from '@/shared/ui/Icon';

/** Chrome menus as spec section 2 "Chrome" lists them. */
export interface MenuItem {
  id: string;
  labelKey: string;
  to: string;
  icon: IconName;
  /** Hidden inside the app webview (from=app). */
  hideInApp?: boolean;
}

export const USER_MENU: readonly MenuItem[] = [
  { id: 'profile', labelKey: 'menu.profile', to: '/personal', icon: 'user' },
  { id: 'orders', labelKey: 'menu.orders', to: '/nft/nftRecordPageOrder', icon: 'orders', hideInApp: true },
  { id: 'trades', labelKey: 'menu.trades', to: '/nft/nftRecordPageTrade', icon: 'records', hideInApp: true },
  { id: 'security', labelKey: 'menu.security', to: '/security/userManage', icon: 'shield' },
  { id: 'addressBook', labelKey: 'menu.addressBook', to: '/asset/address', icon: 'book' },
  { id: 'network', labelKey: 'menu.network', to: '/personal/network', icon: 'network' },
  { id: 'settings', labelKey: 'menu.settings', to: '/setting', icon: 'settings' },
  { id: 'help', labelKey: 'menu.help', to: '/help', icon: 'help' },
  { id: 'about', labelKey: 'menu.about', to: '/personal/about', icon: 'info' },
];

export const NAV_MENU: readonly MenuItem[] = [
  { id: 'home', labelKey: 'menu.home', to: '/', icon: 'home' },
  { id: 'game', labelKey: 'menu.game', to: '/nft/game', icon: 'game' },
  { id: 'swap', labelKey: 'menu.swap', to: '/asset/swap', icon: 'swap', hideInApp: true },
  { id: 'assets', labelKey: 'menu.assets', to: '/asset', icon: 'wallet' },
  { id: 'settings', labelKey: 'menu.settings', to: '/setting', icon: 'settings' },
  { id: 'help', labelKey: 'menu.help', to: '/help', icon: 'help' },
  { id: 'about', labelKey: 'menu.about', to: '/personal/about', icon: 'info' },
  { id: 'download', labelKey: 'menu.download', to: '/download', icon: 'download' },
];

/** The desktop header's inline navigation: the main destinations of the navigation drawer. */
const DESKTOP_NAV_IDS = ['home', 'game', 'swap', 'assets'] as const;

export function visibleItems(items: readonly MenuItem[], inApp: boolean): MenuItem[] {
  return items.filter((item) => !(inApp && item.hideInApp));
}

export function desktopNav(inApp: boolean): MenuItem[] {
  return visibleItems(NAV_MENU, inApp).filter((item) => (DESKTOP_NAV_IDS as readonly string[]).includes(item.id));
}

/** Whether a menu target is the current page (home also matches /home). */
export function isActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '/home';
  return pathname === to;
}
