import { useSyncExternalStore } from 'react';
import { ACCESS_TOKEN_COOKIE } from '@/api/http';
import { getCookie } from '@/shared/lib/cookies';

/**
 * Signed in = an access-token cookie exists. The session module writes and removes that cookie (sign-in, logout,
 * a Telegram launch as someone else) and says so here; every `useLoggedIn` then draws again.
 */
const listeners = new Set<() => void>();

/** The access-token cookie was written or removed: components reading `useLoggedIn` draw again. */
export function sessionChanged(): void {
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

// On the server's draw the cookie is the request's (getCookie reads it), so the page it draws and the browser's
// first render agree, and hydration finds what it drew.
const hasToken = () => Boolean(getCookie(ACCESS_TOKEN_COOKIE));

/** Whether the user is signed in, for a component's render: it draws again on sign-in and logout. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, hasToken, hasToken);
}
