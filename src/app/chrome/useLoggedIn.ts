import { useSnapshot } from 'valtio';
import { userState } from '@/state/user';
import { isLoggedIn } from '@/session/session';

/** Logged in = an access-token cookie exists; re-renders when the user info changes. */
export function useLoggedIn(): boolean {
  const { userInfo } = useSnapshot(userState);
  return isLoggedIn() || userInfo !== null;
}
