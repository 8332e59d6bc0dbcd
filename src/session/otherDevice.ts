import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { contract } from '@/contract';
import { useApiQuery } from '@/api/useApiQuery';
import { useStartedUp } from '@/shared/lib/whenIdle';
import { appState } from '@/state/app';
import { userState } from '@/state/user';
import { isLoggedIn } from './session';

/** The other-device sign-in check polls every 10 seconds. */
export const OTHER_LOGIN_POLL_MS = 10_000;

/** shouldPollOtherLogin: poll while a chrome drawer is open, or always on desktop, when signed in. */
/** Signed in with a loaded profile: the device checks are for accounts, not visitors. */
function useAccountSignedIn(): boolean {
  const { userInfo } = useSnapshot(userState);
  return userInfo !== null && isLoggedIn();
}

export const shouldPollOtherLogin = (s: { loggedIn: boolean; isPc: boolean; drawerOpen: boolean }): boolean =>
  s.loggedIn && (s.isPc || s.drawerOpen);

/**
 * Whether another device has signed in to this account; null until known. The ONE query every reader
 * shares (the user drawer's device status, security's notice): the server reports each new sign-in
 * once, so two separate pollers would hide it from each other. Every observer of the one key sees
 * each answer, and react-query runs one fetch at a time for it. Failures are logged and ignored.
 */
export function useOtherDeviceLogin(): boolean | null {
  const { isPc, navDrawerOpen, userDrawerOpen } = useSnapshot(appState);
  const drawerOpen = navDrawerOpen || userDrawerOpen;
  // On desktop the poll starts once the page's start-up is over, not with the first screen (an open drawer asks now).
  const startedUp = useStartedUp();
  const enabled =
    shouldPollOtherLogin({ loggedIn: useAccountSignedIn(), isPc, drawerOpen }) && (startedUp || drawerOpen);
  const query = useApiQuery(
    contract.user.userDeviceOtherLogin,
    {},
    // staleTime 0: opening a drawer checks at once, as the spec's poll does.
    { refetchInterval: OTHER_LOGIN_POLL_MS, enabled, silent: true, staleTime: 0 },
  );
  useEffect(() => {
    if (query.error) console.warn('[session] user_device_other_login failed', query.error);
  }, [query.error]);
  return query.data?.login ?? null;
}

/**
 * The user drawer's device status: whether another device holds a session now, read from the device
 * list (what /my-devices shows), not from the one-shot sign-in report. Refreshed while the drawer is
 * open, and at once when a new sign-in is reported. Null until known.
 */
export function useSignedInElsewhere(): boolean | null {
  const { userDrawerOpen } = useSnapshot(appState);
  const signedIn = useAccountSignedIn();
  const newSignIn = useOtherDeviceLogin();
  const devices = useApiQuery(
    contract.user.userDeviceList,
    {},
    { enabled: signedIn && userDrawerOpen, silent: true, staleTime: 0 },
  );
  const { refetch } = devices;
  useEffect(() => {
    if (newSignIn) void refetch();
  }, [newSignIn, refetch]);
  if (devices.data) return devices.data.list.some((device) => !device.is_self);
  return newSignIn;
}
