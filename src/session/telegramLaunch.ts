import { proxy } from 'valtio';
import { contract } from '@/contract';
import { ACCESS_TOKEN_COOKIE, ApiError, call } from '@/api/http';
import { SESSION_INVALID_CODE, TELEGRAM_EXPIRED_CODE, TELEGRAM_USED_CODE } from '@/contract/wireCodes';
import { getCookie } from '@/shared/lib/cookies';
import { platform } from '@/platform';
import { removeAccessToken, writeAccessToken } from './useLoggedIn';

/**
 * Inside Telegram the launch is the sign-in, with no tap: before the first render, the init data the client
 * signed signs the user in at whatever route the mini app opened. A session that already belongs to the
 * same Telegram account is kept; one of a different Telegram account is replaced; an email session the
 * user chose in this webview (its account has no Telegram link) is kept. After a logout in this launch the
 * app waits for a tap on /tgStart instead of signing straight back in.
 */

export type TelegramLaunchStatus = 'none' | 'signedIn' | 'kept' | 'failed';

export const telegramLaunch = proxy({
  status: 'none' as TelegramLaunchStatus,
  /** The server's message when it refused the init data, or null (then a generic text applies). */
  error: null as string | null,
  /** Whether trying the same init data again can help (not when it was used up or is too old: reopen the app). */
  retryable: true,
});

/** Which Telegram account signed in the current token: `{ tg, token }` (the token's tail, so another sign-in voids it). */
const PAIRING_KEY = 'tg_session';
/** Set by a logout inside the mini app: this launch stays signed out until the user taps. */
const SIGNED_OUT_KEY = 'tg_signed_out';

/** Refusals a retry cannot fix: the init data was used up or is too old, only reopening the mini app helps. */
const STALE_LAUNCH_CODES: number[] = [TELEGRAM_USED_CODE, TELEGRAM_EXPIRED_CODE];

const tokenTail = (token: string) => token.slice(-16);

/** The Telegram user id inside raw init data, or null. */
export function launchUserId(rawInitData: string | null): string | null {
  if (!rawInitData) return null;
  try {
    const user = JSON.parse(new URLSearchParams(rawInitData).get('user') ?? 'null') as { id?: unknown } | null;
    return typeof user?.id === 'number' && Number.isSafeInteger(user.id) ? String(user.id) : null;
  } catch {
    return null;
  }
}

function pairedTelegramId(token: string): string | null {
  try {
    const pairing = JSON.parse(platform.storage.local.get(PAIRING_KEY) ?? 'null') as { tg?: string; token?: string };
    return pairing?.token === tokenTail(token) && typeof pairing.tg === 'string' ? pairing.tg : null;
  } catch {
    return null;
  }
}

function pair(token: string, telegramId: string): void {
  platform.storage.local.set(PAIRING_KEY, JSON.stringify({ tg: telegramId, token: tokenTail(token) }));
}

/** The message to show for a refused Telegram sign-in (the server's, when it answered). */
function refusal(error: unknown): string | null {
  return error instanceof ApiError && error.code > 0 && error.msg ? error.msg : null;
}

/**
 * login_third_x with the launch's init data: stores the token (a session cookie) and remembers which
 * Telegram account it belongs to. Both the launch and the explicit "Continue with Telegram" use it.
 */
export async function signInWithTelegram(initData: string): Promise<string> {
  const { access_token } = await call(
    contract.user.loginThirdX,
    { source: 'telegram', init_data: initData },
    { silent: true },
  );
  writeAccessToken(access_token);
  const telegramId = launchUserId(initData);
  if (telegramId) pair(access_token, telegramId);
  platform.storage.session.remove(SIGNED_OUT_KEY);
  telegramLaunch.status = 'signedIn';
  telegramLaunch.error = null;
  telegramLaunch.retryable = true;
  return access_token;
}

/** Whether the current session belongs to `telegramId` (true), to another Telegram account (false) or to none (null). */
async function sessionTelegramMatch(token: string, telegramId: string): Promise<boolean | null> {
  const paired = pairedTelegramId(token);
  if (paired) return paired === telegramId;
  try {
    const { list } = await call(contract.user.userThirdList, {}, { silent: true, sessionCheck: true });
    const linked = list.find((account) => account.platform === 'telegram' && account.bound);
    if (!linked) return null;
    if (linked.third_id === telegramId) pair(token, telegramId);
    return linked.third_id === telegramId;
  } catch (error) {
    // A dead session is replaced; any other failure keeps it rather than sign someone out.
    return error instanceof ApiError && error.code === SESSION_INVALID_CODE ? false : null;
  }
}

/**
 * Runs in the boot sequence before the first render (after a login-token hand-over). Never throws: a
 * refusal is kept in `telegramLaunch` for the screen to explain, and the user stays a visitor.
 */
export async function signInFromLaunch(): Promise<void> {
  if (platform.kind !== 'telegram') return;
  const initData = platform.rawInitData();
  const telegramId = launchUserId(initData);
  if (!initData || !telegramId) return;
  // Signed out in this launch, or opened at the signed-out landing (/tgStart): wait for the user's tap.
  if (platform.storage.session.get(SIGNED_OUT_KEY) || location.pathname === '/tgStart') return;

  const current = getCookie(ACCESS_TOKEN_COOKIE);
  if (current) {
    const match = await sessionTelegramMatch(current, telegramId);
    if (match !== false) {
      telegramLaunch.status = 'kept';
      return;
    }
    // Another Telegram account's session: end it on the server (best effort) before this one replaces it.
    try {
      await call(contract.user.logout, {}, { silent: true, sessionCheck: true });
    } catch {
      // the new sign-in below replaces the token either way
    }
    removeAccessToken();
  }
  try {
    await signInWithTelegram(initData);
  } catch (error) {
    console.error('[session] Telegram launch sign-in refused', error);
    telegramLaunch.status = 'failed';
    telegramLaunch.error = refusal(error);
    telegramLaunch.retryable = !(error instanceof ApiError && STALE_LAUNCH_CODES.includes(error.code));
  }
}

/** Logout inside the mini app: forget the pairing and stay signed out for the rest of this launch. */
export function forgetTelegramSession(): void {
  platform.storage.local.remove(PAIRING_KEY);
  if (platform.kind === 'telegram') platform.storage.session.set(SIGNED_OUT_KEY, '1');
  telegramLaunch.status = 'none';
  telegramLaunch.error = null;
}
