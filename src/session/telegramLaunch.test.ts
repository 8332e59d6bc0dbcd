// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@/contract';
import { envelope, installFakeAdapter } from '@/api/testing/fakeAdapter';
import { initI18n } from '@/i18n';
import { getCookie, removeCookie, setCookie } from '@/shared/lib/cookies';
import { noticeState } from '@/state/notice';
import { launchUserId, forgetTelegramSession, signInFromLaunch, telegramLaunch } from './telegramLaunch';

// A Telegram launch whose init data names user 777 (or none, for a browser).
const launch = vi.hoisted(() => ({ kind: 'telegram' as 'telegram' | 'browser', initData: null as string | null }));
vi.mock('@/platform', async () => {
  const { storage } = await import('@/platform/storage');
  return {
    platform: {
      storage,
      get kind() {
        return launch.kind;
      },
      rawInitData: () => launch.initData,
    },
  };
});

const initDataFor = (id: number) =>
  new URLSearchParams({ user: JSON.stringify({ id, first_name: 'Ann' }), auth_date: '1', hash: 'h' }).toString();

const fake = installFakeAdapter();
const u = contract.user;
const called = (path: string) => fake.requests.filter((request) => request.url === path).length;
/** login_third_x hands out a new token each time; user_third_list says which Telegram account the session has. */
let issued = 0;
let linkedTelegram: string | null = null;

beforeAll(async () => {
  await initI18n('en');
});
afterAll(() => fake.restore());
beforeEach(() => {
  fake.requests.length = 0;
  noticeState.items.splice(0);
  removeCookie('access_token');
  localStorage.clear();
  sessionStorage.clear();
  Object.assign(telegramLaunch, { status: 'none', error: null, retryable: true });
  Object.assign(launch, { kind: 'telegram', initData: initDataFor(777) });
  issued = 0;
  linkedTelegram = null;
  fake.reply(u.loginThirdX.path, () => envelope(0, { access_token: `token-${++issued}-abcdefghijklmnopqrstuvwxyz` }));
  fake.reply(u.userThirdList.path, () =>
    envelope(0, {
      list: [{ platform: 'telegram', bound: !!linkedTelegram, third_id: linkedTelegram ?? '', display_name: '' }],
    }),
  );
});

describe('launchUserId', () => {
  it('reads the user id from raw init data, and nothing from junk', () => {
    expect(launchUserId(initDataFor(42))).toBe('42');
    expect(launchUserId('user=%7Bnot-json')).toBeNull();
    expect(launchUserId('user=%7B%22id%22%3A%221%22%7D')).toBeNull();
    expect(launchUserId(null)).toBeNull();
  });
});

describe('signInFromLaunch', () => {
  it('signs a visitor in from the init data', async () => {
    await signInFromLaunch();
    expect(fake.requests[0]!.url).toBe(u.loginThirdX.path);
    expect(fake.requests[0]!.body).toMatchObject({ source: 'telegram', init_data: initDataFor(777) });
    expect(getCookie('access_token')).toMatch(/^token-1-/);
    expect(telegramLaunch.status).toBe('signedIn');
  });

  it('keeps the session of the same Telegram account without another sign-in', async () => {
    await signInFromLaunch();
    fake.requests.length = 0;
    await signInFromLaunch();
    expect(fake.requests).toEqual([]);
    expect(getCookie('access_token')).toMatch(/^token-1-/);
    expect(telegramLaunch.status).toBe('kept');
  });

  it('replaces the session of another Telegram account, ending the old one on the server', async () => {
    await signInFromLaunch();
    launch.initData = initDataFor(888);
    await signInFromLaunch();
    expect(called(u.logout.path)).toBe(1);
    expect(getCookie('access_token')).toMatch(/^token-2-/);
    expect(telegramLaunch.status).toBe('signedIn');
  });

  it('keeps an email session whose account has no Telegram link, or is linked to this Telegram account', async () => {
    setCookie('access_token', 'email-session-token-0123456789');
    await signInFromLaunch();
    expect(called(u.loginThirdX.path)).toBe(0);
    expect(telegramLaunch.status).toBe('kept');

    linkedTelegram = '777';
    await signInFromLaunch();
    expect(called(u.loginThirdX.path)).toBe(0);
    // remembered: the next launch asks nothing
    fake.requests.length = 0;
    await signInFromLaunch();
    expect(fake.requests).toEqual([]);
  });

  it('replaces an email session whose account is linked to a different Telegram account', async () => {
    setCookie('access_token', 'other-email-session-token-0123456789');
    linkedTelegram = '999';
    await signInFromLaunch();
    expect(getCookie('access_token')).toMatch(/^token-1-/);
  });

  it('replaces a dead session without logging out or a session notice', async () => {
    setCookie('access_token', 'expired-session-token-0123456789');
    fake.reply(u.userThirdList.path, { status: 401, data: { code: 4001, msg: 'expired', data: null } });
    fake.reply(u.logout.path, { status: 401, data: { code: 4001, msg: 'expired', data: null } });
    await signInFromLaunch();
    expect(getCookie('access_token')).toMatch(/^token-1-/);
    expect(noticeState.items).toEqual([]);
    expect(location.pathname).toBe('/');
  });

  it('keeps the refusal for the screen to explain and leaves a visitor', async () => {
    fake.reply(u.loginThirdX.path, envelope(20131, null, 'Telegram could not confirm this account'));
    await signInFromLaunch();
    expect(getCookie('access_token')).toBeUndefined();
    expect(telegramLaunch).toMatchObject({
      status: 'failed',
      error: 'Telegram could not confirm this account',
      retryable: true,
    });
    expect(noticeState.items).toEqual([]);
  });

  it('init data used up or too old: no retry can help', async () => {
    fake.reply(u.loginThirdX.path, envelope(20130, null, 'Already used: reopen the mini app'));
    await signInFromLaunch();
    expect(telegramLaunch).toMatchObject({ status: 'failed', retryable: false });
  });

  it('after a logout in this launch waits for a tap', async () => {
    await signInFromLaunch();
    removeCookie('access_token');
    forgetTelegramSession();
    fake.requests.length = 0;
    await signInFromLaunch();
    expect(fake.requests).toEqual([]);
    expect(isSignedIn()).toBe(false);
  });

  it('does nothing outside Telegram or without init data', async () => {
    launch.kind = 'browser';
    await signInFromLaunch();
    launch.kind = 'telegram';
    launch.initData = null;
    await signInFromLaunch();
    expect(fake.requests).toEqual([]);
  });
});

const isSignedIn = () => Boolean(getCookie('access_token'));
