import { useEffect, useState } from 'react';
import { contract } from '@/contract';
import { call } from '@/api/http';

/** Spec section 9: the other-device-login check polls every 10 seconds. */
export const OTHER_DEVICE_POLL_MS = 10_000;

/** Whether another device is signed in to this account; null until known. Polls while `active`. */
export function useOtherDeviceLogin(active: boolean): boolean | null {
  const [otherLogin, setOtherLogin] = useState<boolean | null>(null);
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const check = async () => {
      try {
        const { login } = await call(contract.user.userDeviceOtherLogin, {}, { silent: true });
        if (!stopped) setOtherLogin(login);
      } catch (error) {
        // Spec section 8: other-device check failures are logged and ignored.
        console.warn('[devices] other-device check failed', error);
      }
    };
    void check();
    const timer = setInterval(() => void check(), OTHER_DEVICE_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active]);
  return otherLogin;
}
