import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { call } from '@/api/http';
import { contract } from '@/contract';
import { isLoggedIn } from '@/session/session';
import { notice } from '@/state/notice';
import { appState } from '@/state/app';
import { userState } from '@/state/user';
import { OTHER_LOGIN_POLL_MS, shouldPollOtherLogin } from './model';

/**
 * Other-device sign-in check (spec section 4): every 10 s while the navigation drawer is visible, or
 * always on desktop, when signed in. Tells the user once per new sign-in; failures are logged and ignored.
 * Mounted once by the app shell.
 */
export function useOtherDeviceCheck(): void {
  const { t } = useTranslation('security');
  const app = useSnapshot(appState);
  const user = useSnapshot(userState);
  const told = useRef(false);
  const active = shouldPollOtherLogin({
    loggedIn: Boolean(user.userInfo) && isLoggedIn(),
    isPc: app.isPc,
    navDrawerOpen: app.navDrawerOpen,
  });
  useEffect(() => {
    if (!active) return;
    const check = async () => {
      try {
        const { login } = await call(contract.user.userDeviceOtherLogin, {}, { silent: true });
        if (login && !told.current) notice.warning(t('devices.other_login'));
        told.current = login;
      } catch (error) {
        console.error('[security] user_device_other_login failed', error);
      }
    };
    void check();
    const timer = setInterval(() => void check(), OTHER_LOGIN_POLL_MS);
    return () => clearInterval(timer);
  }, [active, t]);
}
