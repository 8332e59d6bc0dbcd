// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@/contract';
import type { Profile } from '@/contract';
import { ACCESS_TOKEN_COOKIE } from '@/api/http';
import { freshQueryCache } from '@/api/testing/queryCache';
import { envelope, installFakeAdapter } from '@/api/testing/fakeAdapter';
import { initI18n } from '@/i18n';
import { appState } from '@/state/app';
import { notice, noticeState } from '@/state/notice';
import { userState } from '@/state/user';

vi.mock('@/platform', async () => ({
  platform: { kind: 'browser', haptic: () => undefined, storage: (await import('@/platform/storage')).storage },
}));

// The two readers of the check, as the shell mounts them.
const { UserDrawer } = await import('@/app/chrome/UserDrawer');
const { OtherDeviceNotice } = await import('@/features/security/OtherDeviceNotice');
const { OTHER_LOGIN_POLL_MS, shouldPollOtherLogin } = await import('./otherDevice');

const PATH = contract.user.userDeviceOtherLogin.path;
const fake = installFakeAdapter();
const calls = () => fake.requests.filter((request) => request.url === PATH).length;
const warnings = () => noticeState.items.filter((item) => item.kind === 'warning').map((item) => item.text);
const OTHER_LOGIN_NOTICE = 'Your account was just signed in on another device. If this was not you, check My devices.';

async function mountBoth() {
  await freshQueryCache();
  return render(
    <>
      <UserDrawer />
      <OtherDeviceNotice />
    </>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  fake.requests.length = 0;
  noticeState.items.splice(0);
  document.cookie = `${ACCESS_TOKEN_COOKIE}=token; path=/`;
  userState.userInfo = { uid: '7', email: 'a@example.com', nickname: 'Ann' } as unknown as Profile;
  Object.assign(appState, { isPc: false, navDrawerOpen: false, userDrawerOpen: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; path=/; max-age=0`;
  userState.userInfo = null;
  Object.assign(appState, { userDrawerOpen: false, navDrawerOpen: false });
});
afterAll(() => fake.restore());

describe('the shared other-device check', () => {
  // First in the file: the page's start-up happens once per module, and every later test runs after it.
  it("on desktop, asks only once the page's start-up is over: the first screen makes no such call", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    Object.assign(appState, { isPc: true, userDrawerOpen: false });
    fake.reply(PATH, envelope(0, { login: false }));
    await freshQueryCache();
    render(<OtherDeviceNotice />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls()).toBe(0);
    // the browser's first idle moment (a short time-out where there is no requestIdleCallback)
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(calls()).toBe(1);
  });

  it('one server answer "login: true" reaches both the user drawer and the notice', async () => {
    // The server reports a new sign-in once: the first answer says true, every later one false.
    let answered = 0;
    fake.reply(PATH, () => envelope(0, { login: answered++ === 0 }));
    await mountBoth();
    expect(await screen.findByText('Also signed in on another device')).toBeTruthy();
    // The notice loads the security texts first: nothing on a page waits for them until there is something to say.
    await vi.waitFor(() => expect(warnings()).toEqual([OTHER_LOGIN_NOTICE]));
    expect(calls()).toBe(1);
  });

  it('polls once per 10 s for both readers, and tells the user once per new sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const warning = vi.spyOn(notice, 'warning');
    const answers = [false, true, false, true];
    let answered = 0;
    fake.reply(PATH, () => envelope(0, { login: answers[Math.min(answered++, answers.length - 1)] }));
    await mountBoth();
    await screen.findByText('No other device is signed in');
    for (let tick = 0; tick < 3; tick++) {
      await act(() => vi.advanceTimersByTimeAsync(OTHER_LOGIN_POLL_MS));
    }
    expect(calls()).toBe(4);
    await vi.waitFor(() => expect(warning).toHaveBeenCalledTimes(2));
    // Notices last 2 s, so count what was shown: the sign-ins of the 2nd and 4th answers.
    expect(warning.mock.calls).toEqual([[OTHER_LOGIN_NOTICE], [OTHER_LOGIN_NOTICE]]);
    warning.mockRestore();
    expect(screen.getByText('Also signed in on another device')).toBeTruthy();
  });

  it("the drawer's status follows the device list, not only the one-shot sign-in report", async () => {
    const device = (id: number, is_self: boolean) => ({
      id,
      is_self,
      device_name: 'x',
      platform: 1,
      ip: '',
      user_agent: '',
      created_at: 0,
      last_seen_at: 0,
    });
    fake.reply(PATH, envelope(0, { login: false }));
    fake.reply(contract.user.userDeviceList.path, envelope(0, { list: [device(1, true), device(2, false)] }));
    const first = await mountBoth();
    expect(await screen.findByText('Also signed in on another device')).toBeTruthy();
    first.unmount();
    fake.reply(contract.user.userDeviceList.path, envelope(0, { list: [device(1, true)] }));
    await mountBoth();
    expect(await screen.findByText('No other device is signed in')).toBeTruthy();
  });

  it('does not poll on a phone with the drawers closed, nor when signed out', async () => {
    expect(shouldPollOtherLogin({ loggedIn: true, isPc: false, drawerOpen: false })).toBe(false);
    expect(shouldPollOtherLogin({ loggedIn: true, isPc: false, drawerOpen: true })).toBe(true);
    expect(shouldPollOtherLogin({ loggedIn: true, isPc: true, drawerOpen: false })).toBe(true);
    expect(shouldPollOtherLogin({ loggedIn: false, isPc: true, drawerOpen: true })).toBe(false);
    appState.userDrawerOpen = false;
    fake.reply(PATH, envelope(0, { login: true }));
    await mountBoth();
    expect(calls()).toBe(0);
  });
});
