import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appState } from '@/state/app';
import { Drawer } from './Drawer';
import { LanguagePicker } from './LanguagePicker';
import { MenuList } from './MenuList';
import { NAV_MENU, visibleItems } from './menu';
import { ThemeSwitch } from './ThemeSwitch';

const close = () => {
  appState.navDrawerOpen = false;
};

/** Navigation drawer: home, market, Seraph game, swap (not in the app), assets, settings, help, about, download, language. */
export function NavDrawer() {
  const { t } = useTranslation();
  const { navDrawerOpen, inApp } = useSnapshot(appState);
  return (
    <Drawer open={navDrawerOpen} onClose={close} label={t('menu.navTitle')} testId="nav-drawer">
      <nav aria-label={t('menu.navTitle')}>
        <MenuList items={visibleItems(NAV_MENU, inApp)} />
      </nav>
      <ThemeSwitch />
      <LanguagePicker />
    </Drawer>
  );
}
