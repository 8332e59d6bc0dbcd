// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// Wires the client's session-invalid hook to logout, as boot does.
import '@/session/session';
import { contract } from '@/contract';
import { config } from '@/config';
import { changeI18nLanguage, i18n, initI18n } from '@/i18n';
import { getCookie, setCookie } from '@/shared/lib/cookies';
import { noticeState } from '@/state/notice';
import { appState } from '@/state/app';
import { signedIn } from '@/contract/define';
import { deviceName } from '@/shared/lib/deviceName';
import { finance } from '@/contract/wallet';
import { game } from '@/contract/game';
import { ApiError, call, SESSION_LOGOUT_DELAY_MS } from './http';
import { signPayload } from '@/contract/sign';
import { envelope, installFakeAdapter } from './testing/fakeAdapter';

const fake = installFakeAdapter();
const plain = signedIn<{ a?: number; b?: string }, { ok: boolean }>('/user-api/api/message/list');
const texts = () => noticeState.items.map((n) => `${n.kind}:${n.text}`);

beforeAll(async () => {
  await initI18n('en');
});
afterAll(() => fake.restore());
beforeEach(() => {
  fake.requests.length = 0;
  noticeState.items.splice(0);
  Object.assign(appState, { isPc: true, currentLang: 'en', currentTheme: 'light', inTelegram: false });
  setCookie('access_token', 'token-1');
  history.replaceState(null, '', '/asset');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('signing', () => {
  it('adds time in unix seconds and the sign of the whole body', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-05-01T00:00:10.900Z'));
    await call(plain, { a: 1, b: 'x' });
    const { body } = fake.last();
    expect(body.time).toBe(Math.floor(Date.parse('2024-05-01T00:00:10Z') / 1000));
    const { sign, ...rest } = body;
    expect(rest).toEqual({ a: 1, b: 'x', time: body.time });
    expect(sign).toBe(signPayload(rest, config.signSecret));
  });
});

describe('headers', () => {
  it('sends the standard set', async () => {
    await call(plain, {});
    const { headers } = fake.last();
    expect(headers['X-Platform']).toBe('1');
    expect(headers['X-Language']).toBe('en');
    expect(headers['X-Timezone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers['X-Theme']).toBe('1');
    expect(headers['X-Dname']).toBe(deviceName(navigator.userAgent));
    expect(headers['X-Dtoken']).toMatch(/^[0-9a-f]{32}$/);
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers.source).toBeUndefined();
    expect(headers['X-Version']).toBeUndefined();
  });

  it('follows the state: mobile, dark, each language', async () => {
    const expected = { en: 'en', ko: 'ko', 'zh-TW': 'zh_tw', 'zh-CN': 'zh' } as const;
    for (const [lang, code] of Object.entries(expected)) {
      Object.assign(appState, { isPc: false, currentTheme: 'dark', currentLang: lang });
      await call(plain, {});
      expect(fake.last().headers).toMatchObject({ 'X-Platform': '2', 'X-Theme': '2', 'X-Language': code });
    }
  });

  it('keeps one device token and sends no Authorization without a token', async () => {
    await call(plain, {});
    const first = fake.last().headers['X-Dtoken'];
    document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await call(plain, {});
    expect(fake.last().headers['X-Dtoken']).toBe(first);
    expect(localStorage.getItem('device_token')).toBe(first);
    expect(fake.last().headers.Authorization).toBeUndefined();
  });

  it('names devices from the user agent', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
    expect(deviceName(iphone)).toBe('Safari on iOS');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36 Edg/120.0')).toBe(
      'Edge on Windows',
    );
    expect(deviceName('Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36')).toBe('Chrome on Android');
  });

  it('adds X-Version 1.1.0, X-Channel Official and X-Platform 4 to the update check', async () => {
    await call(contract.system.checkUpdate, {});
    expect(fake.last().headers).toMatchObject({ 'X-Version': '1.1.0', 'X-Channel': 'Official', 'X-Platform': '4' });
  });

  it('adds the source header to the source set, from the caller or the ?source= deep link', async () => {
    await call(game.thirdAuthorizeUuid, { app_id: 'x' }, { source: 'partner-a' });
    expect(fake.last().headers.source).toBe('partner-a');
    history.replaceState(null, '', '/thirdAuthorize?source=partner-b');
    await call(contract.user.getUuidByToken, { app_id: 'x' });
    expect(fake.last().headers.source).toBe('partner-b');
    await call(plain, {});
    expect(fake.last().headers.source).toBeUndefined();
  });
});

describe('error catalogue', () => {
  it.each([200, 0, 40103, 40010])('code %i is success and resolves with data', async (code) => {
    fake.reply(plain.path, envelope(code, { ok: true }));
    await expect(call(plain, {})).resolves.toEqual({ ok: true });
    expect(noticeState.items).toEqual([]);
  });

  it('fullResponse calls resolve with the whole envelope', async () => {
    fake.reply(contract.user.twiceVerifyGeetest.path, envelope(40103, { x: 1 }, 'verify'));
    await expect(call(contract.user.twiceVerifyGeetest, { scene: 'login' })).resolves.toEqual({
      code: 40103,
      msg: 'verify',
      data: { x: 1 },
    });
  });

  it('HTTP 401 shows the session-invalid message and logs out', async () => {
    fake.reply(plain.path, { status: 401, data: 'Unauthorized' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(call(plain, {})).rejects.toBeInstanceOf(ApiError);
    expect(texts()).toEqual([`error:${i18n.t('api:sessionInvalid')}`]);
    await vi.waitFor(() => expect(location.pathname).toBe('/login'));
    expect(getCookie('access_token')).toBeUndefined();
  });

  it('other HTTP statuses are logged and rejected without a notice', async () => {
    fake.reply(plain.path, { status: 500, data: 'boom' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await call(plain, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 500, status: 500 });
    expect(log).toHaveBeenCalled();
    expect(noticeState.items).toEqual([]);
    expect(getCookie('access_token')).toBe('token-1');
  });

  it('code 4001 shows session-invalid, rejects, and logs out after 2 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fake.reply(plain.path, envelope(4001, null, 'token expired'));
    await expect(call(plain, {})).rejects.toMatchObject({ code: 4001, msg: 'token expired' });
    expect(texts()).toEqual([`error:${i18n.t('api:sessionInvalid')}`]);
    expect(getCookie('access_token')).toBe('token-1');
    await vi.advanceTimersByTimeAsync(SESSION_LOGOUT_DELAY_MS - 1);
    expect(getCookie('access_token')).toBe('token-1');
    expect(location.pathname).toBe('/asset');
    await vi.advanceTimersByTimeAsync(1);
    expect(getCookie('access_token')).toBeUndefined();
    expect(location.pathname).toBe('/login');
  });

  it('code 4001 inside the mini app with error display on shows no session notice, and goes to /tgStart', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    appState.inTelegram = true;
    fake.reply(plain.path, envelope(4001));
    await expect(call(plain, {})).rejects.toMatchObject({ code: 4001 });
    expect(noticeState.items).toEqual([]);
    await vi.advanceTimersByTimeAsync(SESSION_LOGOUT_DELAY_MS);
    expect(location.pathname).toBe('/tgStart');
  });

  it('code 4001 inside the mini app with error display off still shows session-invalid', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    appState.inTelegram = true;
    fake.reply(contract.user.profile.path, envelope(4001));
    await expect(call(contract.user.profile, {})).rejects.toMatchObject({ code: 4001 });
    expect(texts()).toEqual([`error:${i18n.t('api:sessionInvalid')}`]);
    await vi.advanceTimersByTimeAsync(SESSION_LOGOUT_DELAY_MS);
  });

  it('any other code shows the server msg and rejects with ApiError {code, msg}', async () => {
    fake.reply(plain.path, envelope(20001, null, 'Insufficient balance'));
    const error = await call(plain, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 20001, msg: 'Insufficient balance' });
    expect(texts()).toEqual(['error:Insufficient balance']);
  });

  it('hideError calls and silent calls reject without a notice', async () => {
    fake.reply(finance.checkAddress.path, envelope(30001, null, 'bad address'));
    await expect(call(finance.checkAddress, { chain_name: 'TRC20', address: 'x' })).rejects.toMatchObject({
      code: 30001,
    });
    fake.reply(plain.path, envelope(30002, null, 'nope'));
    await expect(call(plain, {}, { silent: true })).rejects.toMatchObject({ code: 30002 });
    expect(noticeState.items).toEqual([]);
  });

  it('a network failure shows one translated message, however many calls fail', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fake.reply(plain.path, { networkError: 'Network Error' });
    await expect(call(plain, {})).rejects.toMatchObject({ code: -1, msg: i18n.t('api:networkError') });
    await expect(call(plain, {})).rejects.toMatchObject({ code: -1 });
    await changeI18nLanguage('ko');
    await expect(call(plain, {})).rejects.toMatchObject({ code: -1, msg: '네트워크 오류' });
    expect(texts()).toEqual([`error:${i18n.t('api:networkError', { lng: 'en' })}`, 'error:네트워크 오류']);
    await changeI18nLanguage('en');
  });

  it('a check_exist failure shows "network error, please retry" (Chinese in zh-CN)', async () => {
    await changeI18nLanguage('zh-CN');
    try {
      fake.reply(contract.user.checkExist.path, { networkError: 'Network Error' });
      await expect(call(contract.user.checkExist, { email: 'a@b.c' })).rejects.toBeInstanceOf(ApiError);
      expect(texts()).toEqual(['error:网络错误，请重试']);
      noticeState.items.splice(0); // the queue drops a notice already on screen: start empty for the second failure
      fake.reply(contract.user.checkExist.path, envelope(10003, null, 'invalid parameter'));
      await expect(call(contract.user.checkExist, { email: 'a@b.c' })).rejects.toBeInstanceOf(ApiError);
      expect(texts()).toEqual(['error:网络错误，请重试']);
    } finally {
      await changeI18nLanguage('en');
    }
  });
});
