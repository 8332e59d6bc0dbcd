// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@/contract';
import { carryBootData } from '@/api/testing/bootPage';
import { freshQueryCache } from '@/api/testing/queryCache';
import { envelope, installFakeAdapter } from '@/api/testing/fakeAdapter';
import { initI18n } from '@/i18n';
import { getCookie, removeCookie, setCookie } from '@/shared/lib/cookies';
import { noticeState } from '@/state/notice';
import { appState } from '@/state/app';
import { userState } from '@/state/user';
import {
  isLoggedIn,
  loadProfile,
  loadUnreadCount,
  LOGIN_TOKEN_KEY,
  logout,
  onLogout,
  setAccessToken,
  startSession,
} from './session';

const fake = installFakeAdapter();
const profile = { uid: 'u1', nickname: 'Neo', email: 'neo@example.com' };
const paths = () => fake.requests.map((r) => r.url.split('/').pop());

beforeAll(async () => {
  await initI18n('en');
});
afterAll(() => fake.restore());
beforeEach(() => {
  fake.requests.length = 0;
  noticeState.items.splice(0);
  removeCookie('access_token');
  localStorage.clear();
  Object.assign(appState, { inTelegram: false, unreadCount: 0, userDrawerOpen: false });
  Object.assign(userState, { userInfo: null, riskType: 0 });
  history.replaceState(null, '', '/');
  fake.reply(contract.user.profile.path, envelope(0, profile));
  fake.reply(contract.user.userRisk.path, envelope(0, { type: 1 }));
  fake.reply(contract.message.unreadCount.path, envelope(0, { count: 7 }));
  fake.reply(contract.user.verifyLoginToken.path, (req) =>
    req.body.login_token === 'good'
      ? envelope(0, { access_token: 'from-login-token' })
      : envelope(20010, null, 'bad token'),
  );
});

describe('startSession', () => {
  it('does nothing for a visitor', async () => {
    await startSession();
    expect(fake.requests).toEqual([]);
    expect(isLoggedIn()).toBe(false);
  });

  it('exchanges a stored login_token, stores the access token, removes the login token, loads the profile', async () => {
    localStorage.setItem(LOGIN_TOKEN_KEY, 'good');
    await startSession();
    expect(fake.requests[0]!.body.login_token).toBe('good');
    expect(getCookie('access_token')).toBe('from-login-token');
    expect(localStorage.getItem(LOGIN_TOKEN_KEY)).toBeNull();
    expect(userState.userInfo).toMatchObject(profile);
    await vi.waitFor(() => expect(appState.unreadCount).toBe(7));
    expect(fake.requests.find((r) => r.url === contract.user.profile.path)!.headers.Authorization).toBe(
      'Bearer from-login-token',
    );
  });

  it('accepts ?login_token= and removes it from the address', async () => {
    history.replaceState(null, '', '/nft/search?login_token=good&symbol=A');
    await startSession();
    expect(getCookie('access_token')).toBe('from-login-token');
    expect(location.pathname + location.search).toBe('/nft/search?symbol=A');
  });

  it('only logs a failed verification (no notice) and stays a visitor', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(LOGIN_TOKEN_KEY, 'bad');
    await startSession();
    expect(log).toHaveBeenCalled();
    expect(noticeState.items).toEqual([]);
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem(LOGIN_TOKEN_KEY)).toBeNull();
    expect(paths()).toEqual(['verify_login_token']);
    log.mockRestore();
  });

  it('checks the session with profile when a token exists without a login token', async () => {
    setAccessToken('t-1');
    await startSession();
    expect(paths()[0]).toBe('profile');
    expect(userState.userInfo?.uid).toBe('u1');
  });
  it('takes the profile the page carries (the server checked the session), once, and asks the API after', async () => {
    setAccessToken('t-1');
    carryBootData(appState.currentLang, { [contract.user.profile.path]: { ...profile, uid: 'u-page' } });
    await startSession();
    expect(userState.userInfo?.uid).toBe('u-page');
    expect(paths()).not.toContain('profile');
    // later (after a security change, say) the profile comes from the API
    await loadProfile();
    expect(paths()).toContain('profile');
    expect(userState.userInfo?.uid).toBe('u1');
  });

  it("does not take the page's profile when a login token signs this browser in as someone else", async () => {
    setAccessToken('t-page');
    carryBootData(appState.currentLang, { [contract.user.profile.path]: { ...profile, uid: 'u-page' } });
    history.replaceState(null, '', `/?${LOGIN_TOKEN_KEY}=lt-1`);
    fake.reply(contract.user.verifyLoginToken.path, envelope(0, { access_token: 't-other' }));
    await startSession();
    expect(paths()).toContain('profile');
    expect(userState.userInfo?.uid).toBe('u1');
  });
});

describe('loadProfile', () => {
  it('stores user info, then fetches the risk type', async () => {
    setAccessToken('t-1');
    await expect(loadProfile()).resolves.toEqual(expect.objectContaining(profile));
    await vi.waitFor(() => expect(userState.riskType).toBe(1));
  });

  it('swallows errors silently', async () => {
    setAccessToken('t-1');
    fake.reply(contract.user.profile.path, envelope(500123, null, 'db down'));
    await expect(loadProfile()).resolves.toBeNull();
    expect(noticeState.items).toEqual([]);
    expect(userState.userInfo).toBeNull();
  });
});

describe('loadUnreadCount', () => {
  it('puts the count into appState', async () => {
    await loadUnreadCount();
    expect(appState.unreadCount).toBe(7);
  });
});

describe('logout', () => {
  it('calls the server, clears user info and cookie, goes to /login and cleans up', async () => {
    setAccessToken('t-1');
    Object.assign(userState, { userInfo: profile, riskType: 1 });
    appState.unreadCount = 3;
    const queryClient = await freshQueryCache();
    queryClient.setQueryData(['x'], 1);
    const cleanup = vi.fn();
    const off = onLogout(cleanup);
    await logout();
    off();
    expect(paths()).toEqual(['logout']);
    expect(fake.requests[0]!.headers.Authorization).toBe('Bearer t-1');
    expect(userState.userInfo).toBeNull();
    expect(getCookie('access_token')).toBeUndefined();
    expect(location.pathname).toBe('/login');
    expect(appState.unreadCount).toBe(0);
    expect(queryClient.getQueryData(['x'])).toBeUndefined();
    expect(cleanup).toHaveBeenCalledOnce();
  });

  it('ignores server errors and goes to /tgStart inside the mini app', async () => {
    setAccessToken('t-1');
    appState.inTelegram = true;
    fake.reply(contract.user.logout.path, { networkError: 'Network Error' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await logout();
    log.mockRestore();
    expect(getCookie('access_token')).toBeUndefined();
    expect(location.pathname).toBe('/tgStart');
    expect(noticeState.items).toEqual([]);
  });

  it('skips the server call when asked', async () => {
    setCookie('access_token', 't-1');
    await logout({ callServer: false });
    expect(fake.requests).toEqual([]);
    expect(isLoggedIn()).toBe(false);
  });
});
