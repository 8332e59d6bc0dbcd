import { useSyncExternalStore } from 'react';
import { ACCESS_TOKEN_COOKIE } from '@/api/http';
import { getCookie, removeCookie, setCookie } from '@/shared/lib/cookies';

/**
 * Signed in = an access-token cookie exists. The cookie is written and removed only here (sign-in, logout, a
 * Telegram launch as someone else), so every change reaches the components reading `useLoggedIn`.
 */
const listeners = new Set<() => void>();

function sessionChanged(): void {
  for (const listener of listeners) listener();
}

/** Stores the access token: a session cookie, or `days` long. */
export function writeAccessToken(token: string, days?: number): void {
  setCookie(ACCESS_TOKEN_COOKIE, token, days);
  sessionChanged();
}

export function removeAccessToken(): void {
  removeCookie(ACCESS_TOKEN_COOKIE);
  sessionChanged();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

// On the server's draw the cookie is the request's (getCookie reads it), so the page it draws and the browser's
// first render agree, and hydration finds what it drew.
export const hasAccessToken = (): boolean => Boolean(getCookie(ACCESS_TOKEN_COOKIE));

/** Whether the user is signed in, for a component's render: it draws again on sign-in and logout. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, hasAccessToken, hasAccessToken);
}
