import { describe, expect, it } from 'vitest';
import { desktopNav, isActive, NAV_MENU, USER_MENU, visibleItems } from './menu';

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('chrome menus', () => {
  it('user drawer lists the spec entries in order', () => {
    expect(ids(visibleItems(USER_MENU, false))).toEqual([
      'profile',
      'messages',
      'orders',
      'offers',
      'trades',
      'referrals',
      'security',
      'addressBook',
      'network',
      'settings',
      'help',
      'tickets',
      'about',
    ]);
  });

  it('navigation drawer lists the spec entries in order, the market after home', () => {
    expect(ids(visibleItems(NAV_MENU, false))).toEqual([
      'home',
      'market',
      'game',
      'swap',
      'assets',
      'settings',
      'help',
      'about',
      'download',
    ]);
  });

  it('hides my orders, my offers, trade records and swap inside the app', () => {
    expect(ids(visibleItems(USER_MENU, true))).not.toEqual(expect.arrayContaining(['orders']));
    expect(ids(visibleItems(USER_MENU, true))).not.toContain('offers');
    expect(ids(visibleItems(USER_MENU, true))).not.toContain('trades');
    expect(ids(visibleItems(NAV_MENU, true))).not.toContain('swap');
    expect(ids(desktopNav(true))).toEqual(['home', 'market', 'game', 'assets']);
    expect(ids(desktopNav(false))).toEqual(['home', 'market', 'game', 'swap', 'assets']);
  });

  it('marks the current page', () => {
    expect(isActive('/', '/home')).toBe(true);
    expect(isActive('/', '/asset')).toBe(false);
    expect(isActive('/asset', '/asset')).toBe(true);
    expect(isActive('/nft/search', '/nft/detail721')).toBe(true);
    expect(isActive('/nft/search', '/nft/game')).toBe(false);
  });
});
