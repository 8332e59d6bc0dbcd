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

/** After a successful sign-in nothing of the form is kept. */
export function clearLoginForm(): void {
  Object.assign(loginForm, blank());
  platform.storage.session.remove(DRAFT_KEY);
}
