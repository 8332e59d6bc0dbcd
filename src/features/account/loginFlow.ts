/**
 * The login-success sequence and the prompts that follow it.
 * Every way of signing in (email code, password, QR, passkey, Telegram) ends in completeLogin().
 */
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { loadProfile, loadUnreadCount, onLogout, setAccessToken } from '@/session/session';
import { takeRememberedPath } from '@/session/loginRedirect';
import { platform } from '@/platform';
import { ACCESS_TOKEN_COOKIE } from '@/api/http';
import { getCookie } from '@/shared/lib/cookies';
import { appState } from '@/state/app';
import { accountDialogs } from './dialogState';
import {
  KEEP_LOGIN_DAYS,
  KEEP_LOGIN_FLAG,
  PASSKEY_PROMPT_FLAG,
  PASSKEY_SETUP_PATH,
  resolveRedirect,
  shouldOfferPasskey,
  shouldShowKeepLogin,
} from './model';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

interface CompleteLoginOptions {
  /** The `redirectUrl` query value; defaults to the current page's. */
  redirectUrl?: string | null;
  navigate?: Navigate;
  /** Signed in with Telegram's init data: Telegram signs the user in at every launch, so no keep-login prompt. */
  telegram?: boolean;
}

let navigateTo: Navigate = browserNavigate;
/** Where the user goes once the enable-passkey prompt is skipped or closed. */
let pendingTarget: string | null = null;
/** Whether this sign-in ends with the keep-me-signed-in prompt. */
let keepLoginAsked = true;

export function supportsWebAuthn(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

function currentRedirectParam(): string | null {
  return typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('redirectUrl');
}

/**
 * Stores the token (session cookie), closes the user menu, loads the profile and then the unread count;
 * then either offers a passkey (once per session) or goes to the resolved destination and runs the
 * keep-login check. Resolves with the destination.
 */
export async function completeLogin(token: string, options: CompleteLoginOptions = {}): Promise<string> {
  navigateTo = options.navigate ?? browserNavigate;
  keepLoginAsked = !options.telegram;
  setAccessToken(token);
  appState.userDrawerOpen = false;
  const profile = await loadProfile();
  await loadUnreadCount();
  const redirectUrl = options.redirectUrl !== undefined ? options.redirectUrl : currentRedirectParam();
  const target = resolveRedirect(redirectUrl, takeRememberedPath());
  const session = platform.storage.session;
  if (shouldOfferPasskey(profile?.passkey_count, supportsWebAuthn(), !!session.get(PASSKEY_PROMPT_FLAG))) {
    session.set(PASSKEY_PROMPT_FLAG, '1');
    pendingTarget = target;
    accountDialogs.enablePasskey = true;
    return target;
  }
  navigateTo(target, { replace: true });
  runKeepLoginCheck();
  return target;
}

// Signing out closes any sign-in prompt still open.
onLogout(() => {
  accountDialogs.keepLogin = false;
  accountDialogs.enablePasskey = false;
  pendingTarget = null;
});

/** Shows the keep-me-signed-in prompt unless the user asked not to see it again. */
function runKeepLoginCheck(): void {
  if (!keepLoginAsked) return;
  if (!shouldShowKeepLogin(platform.storage.local.get(KEEP_LOGIN_FLAG))) return;
  accountDialogs.keepLogin = true;
}

/** Confirm: the token cookie now lives 5 days; a ticked "do not show again" first stores the flag. */
export function confirmKeepLogin(doNotShowAgain: boolean): void {
  if (doNotShowAgain) platform.storage.local.set(KEEP_LOGIN_FLAG, '1');
  const token = getCookie(ACCESS_TOKEN_COOKIE);
  if (token) setAccessToken(token, KEEP_LOGIN_DAYS);
  appState.isKeepLogin = true;
  accountDialogs.keepLogin = false;
}

/** Cancel or close only hides the prompt. */
export function dismissKeepLogin(): void {
  accountDialogs.keepLogin = false;
}

/** Enable-passkey prompt, main button: go to passkey set-up. */
export function startPasskeySetup(): void {
  accountDialogs.enablePasskey = false;
  pendingTarget = null;
  navigateTo(PASSKEY_SETUP_PATH, { replace: true });
}

/** Enable-passkey prompt, skip or close: continue to the destination, then the keep-login check. */
export function skipPasskeySetup(): void {
  accountDialogs.enablePasskey = false;
  const target = pendingTarget;
  pendingTarget = null;
  if (target) navigateTo(target, { replace: true });
  runKeepLoginCheck();
}

/** Whether a passkey step holds the navigation (the login screen must not redirect meanwhile). */
export function passkeyStepPending(): boolean {
  return pendingTarget !== null;
}
