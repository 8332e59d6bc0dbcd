import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOtherDeviceLogin } from '@/session/otherDevice';
import { notice } from '@/state/notice';

/**
 * Other-device sign-in notice (spec section 4): tells the user once per new sign-in. It reads the one
 * shared check of the session (`useOtherDeviceLogin`), which the user drawer reads too, so neither
 * hides a sign-in from the other. Mounted once by the app shell.
 */
export function useOtherDeviceCheck(): void {
  const { t } = useTranslation('security');
  const otherLogin = useOtherDeviceLogin();
  const told = useRef(false);
  useEffect(() => {
    if (otherLogin && !told.current) notice.warning(t('devices.other_login'));
    told.current = otherLogin === true;
  }, [otherLogin, t]);
}
