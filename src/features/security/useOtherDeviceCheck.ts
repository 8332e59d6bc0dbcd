import { useEffect, useRef } from 'react';
import { i18n } from '@/i18n';
import { useOtherDeviceLogin } from '@/session/otherDevice';
import { notice } from '@/state/notice';

/**
 * Other-device sign-in notice: tells the user once per new sign-in. It reads the one
 * shared check of the session (`useOtherDeviceLogin`), which the user drawer reads too, so neither
 * hides a sign-in from the other. Mounted once by the app shell, on every page: it loads its namespace only when
 * it has something to say, so that no screen's first render waits for the security texts.
 */
export function useOtherDeviceCheck(): void {
  const otherLogin = useOtherDeviceLogin();
  const told = useRef(false);
  useEffect(() => {
    if (otherLogin && !told.current) {
      void i18n.loadNamespaces('security').then(() => notice.warning(i18n.t('security:devices.other_login')));
    }
    told.current = otherLogin === true;
  }, [otherLogin]);
}
