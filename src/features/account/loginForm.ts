import { proxy, subscribe } from 'valtio';
import { platform } from '@/platform';

/**
 * The sign-in form as typed. It survives a trip to the agreement pages, a failed attempt and an Android
 * webview reload (session storage); passwords are never stored.
 */
interface LoginFormState {
  tab: 'code' | 'password';
  email: string;
  code: string;
  agreed: boolean;
  /** check_exist answer for `checkedEmail` (null: not asked yet). */
  exists: boolean | null;
  checkedEmail: string;
  /** Address the last code went to. */
  sentTo: string | null;
  /** "Forgot password?" was chosen: the code sign-in then leads to setting a new login password. */
  forgotPassword: boolean;
}

const DRAFT_KEY = 'login_form_draft';

const blank = (): LoginFormState => ({
  tab: 'code',
  email: '',
  code: '',
  agreed: false,
  exists: null,
  checkedEmail: '',
  sentTo: null,
  forgotPassword: false,
});

function readDraft(): LoginFormState {
  try {
    const saved = JSON.parse(platform.storage.session.get(DRAFT_KEY) ?? 'null') as Partial<LoginFormState> | null;
    return { ...blank(), ...(saved && typeof saved === 'object' ? saved : {}) };
  } catch {
    return blank(); // a damaged draft
  }
}

export const loginForm = proxy<LoginFormState>(typeof window === 'undefined' ? blank() : readDraft());

if (typeof window !== 'undefined') {
  subscribe(loginForm, () => {
    platform.storage.session.set(DRAFT_KEY, JSON.stringify(loginForm));
  });
}

/**
 * "Forgot password?": there is no password reset without signing in, so the honest path is the email-code
 * sign-in (the typed email kept), which then lands on the login-password screen.
 */
export function startPasswordReset(): void {
  loginForm.tab = 'code';
  loginForm.forgotPassword = true;
}

/** The user picked a tab: a reset started earlier is no longer what they are doing. */
export function chooseLoginTab(tab: LoginFormState['tab']): void {
  loginForm.tab = tab;
  loginForm.forgotPassword = false;
}

/** After a successful sign-in nothing of the form is kept. */
export function clearLoginForm(): void {
  Object.assign(loginForm, blank());
  platform.storage.session.remove(DRAFT_KEY);
}
