import { navigate } from 'wouter/use-browser-location';
import { contract } from '@/contract';
import type { Profile } from '@/contract';
import { ACCESS_TOKEN_COOKIE, call, onSessionInvalid, preloadTransport } from '@/api/http';
import { hasTelegramLaunchParams } from '@/platform/detect';
import { takeBootAnswer } from '@/api/bootData';
import { clearQueryCache, loadQueryCache } from '@/api/queryCache';
import { getCookie } from '@/shared/lib/cookies';
import { appState } from '@/state/app';
import { clearUser, userState } from '@/state/user';
import { platform } from '@/platform';
import { forgetTelegramSession, signInFromLaunch } from './telegramLaunch';
import { hasAccessToken, removeAccessToken, writeAccessToken } from './useLoggedIn';

/** Session start, profile and logout. */

/** A login token handed over by the app or another device; exchanged once for an access token. */
export const LOGIN_TOKEN_KEY = 'login_token';

/** Whether a session exists now, for handlers and effects; a component's render reads `useLoggedIn`. */
export const isLoggedIn = hasAccessToken;

/** Stores the access token: a session cookie, or `days` long (the keep-login dialog passes 5). */
export const setAccessToken = writeAccessToken;

/** Takes the login token from ?login_token= (removed from the address) or storage (removed). */
function takeLoginToken(): string | null {
  const token = platform.storage.local.get(LOGIN_TOKEN_KEY);
  platform.storage.local.remove(LOGIN_TOKEN_KEY);
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get(LOGIN_TOKEN_KEY);
  if (fromUrl) {
    url.searchParams.delete(LOGIN_TOKEN_KEY);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  return fromUrl || token;
}

/**
 * Starts loading the wire (axios and signing, a chunk of its own) at once when `startSession` will call: a session
 * check, a login token or a Telegram launch. It then arrives alongside the app's code instead of after it; a
 * visitor's first screen never needs it. So does the query cache: a signed-in screen reads its data through it, and
 * its queries then start with the screen's first render rather than a round trip later. True when a session is
 * (or is about to be) there.
 */
export function preloadSessionCalls(): boolean {
  const search = new URLSearchParams(location.search);
  const willCall =
    isLoggedIn() ||
    hasTelegramLaunchParams() ||
    search.has(LOGIN_TOKEN_KEY) ||
    platform.storage.local.get(LOGIN_TOKEN_KEY) !== null;
  if (willCall) {
    void preloadTransport();
    void loadQueryCache();
  }
  return willCall;
}

/**
 * Runs before the first render: exchanges a stored login token for an access token, signs in from a
 * Telegram launch's init data, then checks the session with the profile call when a token exists.
 * Errors are only logged (a refused Telegram launch is kept for the screen to explain).
 */
export async function startSession(): Promise<void> {
  // the session the page was served to (its profile may be in the page)
  const pageToken = getCookie(ACCESS_TOKEN_COOKIE);
  const loginToken = takeLoginToken();
  if (loginToken) {
    try {
      const { access_token } = await call(
        contract.user.verifyLoginToken,
        { login_token: loginToken },
        { silent: true },
      );
      setAccessToken(access_token);
    } catch (error) {
      console.error('[session] login token verification failed', error);
    }
  }
  await signInFromLaunch();
  if (isLoggedIn()) {
    // a login token or a Telegram launch that signed in as someone else: the page's profile is not theirs
    await loadProfile({ atBoot: getCookie(ACCESS_TOKEN_COOKIE) === pageToken });
    void loadUnreadCount();
  }
}

/**
 * Loads user info (errors silently swallowed), then fetches the risk type. At boot the page may carry the profile
 * already: the server checked the session cookie when it served the page (server/page.ts), so the check needs no
 * round trip then; a profile asked for later always comes from the API.
 */
export async function loadProfile({ atBoot = false }: { atBoot?: boolean } = {}): Promise<Profile | null> {
  let profile: Profile;
  try {
    const carried = atBoot ? takeBootAnswer(contract.user.profile.path, appState.currentLang, {}) : undefined;
    profile = (carried as Profile | undefined) ?? (await call(contract.user.profile, {}));
  } catch {
    return null;
  }
  userState.userInfo = profile;
  void loadRiskType();
  return profile;
}

async function loadRiskType(): Promise<void> {
  try {
    userState.riskType = (await call(contract.user.userRisk, {}, { silent: true })).type;
  } catch (error) {
    console.error('[session] user_risk failed', error);
  }
}

export async function loadUnreadCount(): Promise<void> {
  try {
    appState.unreadCount = (await call(contract.message.unreadCount, {}, { silent: true })).count;
  } catch (error) {
    console.error('[session] unread_count failed', error);
  }
}

const cleanups = new Set<() => void>();
/** Features register what to forget on logout (drafts, polling); returns an unregister function. */
export function onLogout(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * Logout: optionally tells the server (errors ignored), clears user info, removes the
 * token cookie, goes to /tgStart inside the mini app or /login otherwise, then cleans up.
 */
export async function logout({ callServer = true }: { callServer?: boolean } = {}): Promise<void> {
  if (callServer && isLoggedIn()) {
    try {
      await call(contract.user.logout, {}, { silent: true });
    } catch (error) {
      console.error('[session] server logout failed', error);
    }
  }
  clearUser();
  removeAccessToken();
  forgetTelegramSession();
  navigate(appState.inTelegram ? '/tgStart' : '/login');
  appState.unreadCount = 0;
  appState.userDrawerOpen = false;
  clearQueryCache();
  void import('@/platform/forgetDrafts').then((drafts) => drafts.forgetDrafts());
  cleanups.forEach((cleanup) => {
    try {
      cleanup();
    } catch (error) {
      console.error('[session] logout cleanup failed', error);
    }
  });
}

// The API client reports a dead session (HTTP 401, code 4001); the session module answers by logging out.
onSessionInvalid(() => void logout({ callServer: false }));
