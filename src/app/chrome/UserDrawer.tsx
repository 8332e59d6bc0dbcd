import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Avatar } from '@/shared/ui/Avatar';
import { Button } from '@/shared/ui/Button';
import { Icon } from '@/shared/ui/Icon';
import { List } from '@/shared/ui/List';
import { Row } from '@/shared/ui/Row';
import { appState } from '@/state/app';
import { userState } from '@/state/user';
import { useSignedInElsewhere } from '@/session/otherDevice';
import { logout } from '@/session/session';
import { useLoggedIn } from '@/session/useLoggedIn';
import { Drawer } from './Drawer';
import { MenuList, MenuTitle } from './MenuList';
import { USER_MENU, visibleItems } from './menu';
import './UserDrawer.css';

const close = () => {
  appState.userDrawerOpen = false;
};

/**
 * User drawer: device status, profile, orders and trades (not in the app), security, address book, network, settings,
 * help, about, logout.
 */
export function UserDrawer() {
  const { t } = useTranslation();
  const { userDrawerOpen, inApp, unreadCount } = useSnapshot(appState);
  const { userInfo } = useSnapshot(userState);
  const loggedIn = useLoggedIn();
  const otherDevice = useSignedInElsewhere();
  const name = userInfo?.nickname || userInfo?.email || t('user.account');

  return (
    <Drawer open={userDrawerOpen && loggedIn} onClose={close} label={t('menu.userTitle')} testId="user-drawer">
      <div className="user-drawer__card">
        <Avatar src={userInfo?.avatar} name={userInfo?.nickname || userInfo?.email} size={48} />
        <div className="user-drawer__who">
          <strong className="user-drawer__name">{name}</strong>
          {userInfo?.uid && <span className="user-drawer__uid">{t('user.uid', { uid: userInfo.uid })}</span>}
        </div>
      </div>
      <List>
        <Row
          testId="device-status"
          href="/my-devices"
          title={<MenuTitle icon="device">{t('user.deviceSignedIn')}</MenuTitle>}
          subtitle={
            <span className={otherDevice ? 'user-drawer__device user-drawer__device--warn' : 'user-drawer__device'}>
              {otherDevice ? t('user.otherDevices') : t('user.onlyThisDevice')}
            </span>
          }
        />
      </List>
      <MenuList items={visibleItems(USER_MENU, inApp)} counts={{ messages: unreadCount }} />
      <Button variant="danger" block className="user-drawer__logout" onClick={() => void logout()}>
        <Icon name="logout" />
        {t('menu.logout')}
      </Button>
    </Drawer>
  );
}
