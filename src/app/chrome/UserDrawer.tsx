import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Icon } from '@/shared/ui/Icon';
import { appState } from '@/state/app';
import { userState } from '@/state/user';
import { logout } from '@/session/session';
import { useOtherDeviceLogin } from './deviceStatus';
import { Drawer } from './Drawer';
import { MenuList } from './MenuList';
import { USER_MENU, visibleItems } from './menu';
import { useLoggedIn } from './useLoggedIn';

const close = () => {
  appState.userDrawerOpen = false;
};

/** User drawer (spec section 2): device status, profile, orders and trades (not in the app), security, address book, network, settings, help, about, logout. */
export function UserDrawer({ desktop }: { desktop: boolean }) {
  const { t } = useTranslation();
  const { userDrawerOpen, navDrawerOpen, inApp } = useSnapshot(appState);
  const { userInfo } = useSnapshot(userState);
  const loggedIn = useLoggedIn();
  const otherDevice = useOtherDeviceLogin(loggedIn && (desktop || userDrawerOpen || navDrawerOpen));
  const name = userInfo?.nickname || userInfo?.email || t('user.account');

  return (
    <Drawer open={userDrawerOpen && loggedIn} onClose={close} label={t('menu.userTitle')} testId="user-drawer">
      <div className="user-card">
        <span className="user-card__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <div className="user-card__text">
          <strong className="user-card__name">{name}</strong>
          {userInfo?.uid && <span className="user-card__meta">{t('user.uid', { uid: userInfo.uid })}</span>}
        </div>
      </div>
      <Link href="/my-devices" className="device-status" data-testid="device-status" onClick={close}>
        <Icon name="device" className="menu-list__icon" />
        <span className="device-status__text">
          <span>{t('user.deviceSignedIn')}</span>
          <span className={otherDevice ? 'device-status__note device-status__note--warn' : 'device-status__note'}>
            {otherDevice ? t('user.otherDevices') : t('user.onlyThisDevice')}
          </span>
        </span>
        <Icon name="chevron" size={18} className="menu-list__chevron" />
      </Link>
      <MenuList items={visibleItems(USER_MENU, inApp)} onNavigate={close} />
      <button type="button" className="menu-list__item logout-row" onClick={() => void logout()}>
        <Icon name="logout" className="menu-list__icon" />
        <span className="menu-list__label">{t('menu.logout')}</span>
      </button>
    </Drawer>
  );
}
