// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const session = vi.hoisted(() => ({ passkeyCount: 1 as number | undefined, remembered: null as string | null }));

vi.mock('@/session/session', () => ({
  setAccessToken: (token: string, days?: number) => {
    calls.push(days ? `token:${token}:${days}` : `token:${token}`);
    document.cookie = `access_token=${token}; path=/`;
  },
  loadProfile: async () => {
    calls.push('profile');
    return { passkey_count: session.passkeyCount };
  },
  loadUnreadCount: async () => {
    calls.push('unread');
  },
  onLogout: () => () => {},
}));
vi.mock('@/session/loginRedirect', () => ({
  takeRememberedPath: () => {
    const path = session.remembered;
    session.remembered = null;
    return path;
  },
}));
vi.mock('@/platform', async () => ({
  platform: { haptic: () => {}, storage: (await import('@/platform/storage')).storage },
}));
// The prompts' host is the app shell's job; here only the state matters.
vi.mock('./components/AccountDialogs', () => ({ AccountDialogs: () => null }));

const { appState } = await import('@/state/app');
const { accountDialogs } = await import('./dialogState');
const flow = await import('./loginFlow');

function webAuthn(available: boolean) {
  Object.defineProperty(window, 'isSecureContext', { value: available, configurable: true });
  Object.defineProperty(window, 'PublicKeyCredential', {
    value: available ? function PublicKeyCredential() {} : undefined,
    configurable: true,
  });
}

describe('completeLogin', () => {
  const navigate = vi.fn((to: string) => calls.push(`go:${to}`));

  beforeEach(() => {
    calls.length = 0;
    navigate.mockClear();
    localStorage.clear();
    sessionStorage.clear();
    session.passkeyCount = 1;
    session.remembered = null;
    accountDialogs.keepLogin = false;
    accountDialogs.enablePasskey = false;
    appState.userDrawerOpen = true;
    webAuthn(true);
  });

  it('stores the token, closes the user menu, loads profile then unread count, goes on, then asks keep-login', async () => {
    const target = await flow.completeLogin('tok-1', { redirectUrl: '/asset?x=1', navigate });
    expect(target).toBe('/asset?x=1');
    expect(calls).toEqual(['token:tok-1', 'profile', 'unread', 'go:/asset?x=1']);
    expect(appState.userDrawerOpen).toBe(false);
    expect(accountDialogs.keepLogin).toBe(true);
  });

  it('refuses an off-site redirect and ignores the remembered path then', async () => {
    session.remembered = '/personal?tab=x';
    expect(await flow.completeLogin('t', { redirectUrl: '//evil.example', navigate })).toBe('/');
  });

  it('uses the remembered path without a redirectUrl, else home', async () => {
    session.remembered = '/personal?tab=x';
    expect(await flow.completeLogin('t', { redirectUrl: null, navigate })).toBe('/personal?tab=x');
    expect(await flow.completeLogin('t', { redirectUrl: null, navigate })).toBe('/');
  });

  it('does not show keep-login when the flag is stored', async () => {
    localStorage.setItem('login_status_show', '1');
    await flow.completeLogin('t', { redirectUrl: null, navigate });
    expect(accountDialogs.keepLogin).toBe(false);
  });

  it('holds the navigation for the passkey prompt once per session; skip goes on and runs keep-login', async () => {
    session.passkeyCount = 0;
    await flow.completeLogin('t', { redirectUrl: '/asset', navigate });
    expect(accountDialogs.enablePasskey).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(accountDialogs.keepLogin).toBe(false);
    expect(flow.passkeyStepPending()).toBe(true);

    flow.skipPasskeySetup();
    expect(accountDialogs.enablePasskey).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/asset', { replace: true });
    expect(accountDialogs.keepLogin).toBe(true);

    // Second sign-in in the same session: no prompt.
    accountDialogs.keepLogin = false;
    await flow.completeLogin('t', { redirectUrl: '/nft/search', navigate });
    expect(accountDialogs.enablePasskey).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/nft/search', { replace: true });
  });

  it('main button of the passkey prompt goes to passkey set-up', async () => {
    session.passkeyCount = 0;
    await flow.completeLogin('t', { redirectUrl: '/asset', navigate });
    flow.startPasskeySetup();
    expect(navigate).toHaveBeenCalledWith('/passkey?type_start=1', { replace: true });
    expect(flow.passkeyStepPending()).toBe(false);
  });

  it('no passkey prompt where WebAuthn is missing', async () => {
    session.passkeyCount = 0;
    webAuthn(false);
    await flow.completeLogin('t', { redirectUrl: null, navigate });
    expect(accountDialogs.enablePasskey).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});

describe('keep-login answers', () => {
  beforeEach(() => {
    calls.length = 0;
    localStorage.clear();
    document.cookie = 'access_token=abc; path=/';
    accountDialogs.keepLogin = true;
    appState.isKeepLogin = false;
  });

  it('confirm rewrites the token for 5 days and stores the flag when ticked', () => {
    flow.confirmKeepLogin(true);
    expect(calls).toEqual(['token:abc:5']);
    expect(localStorage.getItem('login_status_show')).not.toBeNull();
    expect(appState.isKeepLogin).toBe(true);
    expect(accountDialogs.keepLogin).toBe(false);
  });

  it('confirm without the tick leaves the flag absent', () => {
    flow.confirmKeepLogin(false);
    expect(calls).toEqual(['token:abc:5']);
    expect(localStorage.getItem('login_status_show')).toBeNull();
  });

  it('cancel only hides', () => {
    flow.dismissKeepLogin();
    expect(calls).toEqual([]);
    expect(localStorage.getItem('login_status_show')).toBeNull();
    expect(accountDialogs.keepLogin).toBe(false);
  });
});
