import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { call } from '@/api/http';
import { platform } from '@/platform';
import { CODE_ERRORS, errorCode, serverMessage, signIn } from './calls';
import { clearLoginForm, loginForm } from './loginForm';
import { completeLogin } from './loginFlow';
import { normaliseEmail, resendAt, signInBlocker, validateCode, validateEmail } from './model';
import { useCountdown } from './hooks';

type FormError = { field: 'email' | 'code' | 'agreement'; text: string } | null;

/** Email + one-time code sign-in: check_exist, send_verify_code_v2, login_otp, then the login-success sequence. */
export function useEmailCodeSignIn(codeInput: RefObject<HTMLInputElement | null>) {
  const { t } = useTranslation('account');
  const form = useSnapshot(loginForm, { sync: true });
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<FormError>(null);
  const resendIn = useCountdown(form.resendUntil);
  const email = normaliseEmail(form.email);
  /** Whether the typed email is new (null until asked); a new email needs the agreement. */
  const isNew = form.checkedEmail === email && form.exists === false;

  const fail = (next: FormError) => {
    setError(next);
    platform.haptic('error');
  };
  const failureText = (caught: unknown) => serverMessage(caught) ?? t('errors.network');

  /** check_exist for the typed email, once per address. Its failure shows the api namespace's notice. */
  async function ensureChecked(): Promise<boolean | null> {
    if (loginForm.checkedEmail === email && loginForm.exists !== null) return loginForm.exists;
    const { exist } = await call(signIn.checkExist, { email });
    loginForm.exists = exist;
    loginForm.checkedEmail = email;
    return exist;
  }

  async function sendCode(): Promise<void> {
    const problem = validateEmail(form.email);
    if (problem) return fail({ field: 'email', text: t(`errors.email.${problem}`) });
    setError(null);
    setSending(true);
    try {
      try {
        await ensureChecked();
      } catch {
        return; // call() already showed "network error, please retry"
      }
      const { resend_after } = await call(signIn.sendCode, { email, scene: 'login' }, { silent: true });
      loginForm.sentTo = email;
      loginForm.resendUntil = resendAt(resend_after, Date.now());
      platform.haptic('light');
      codeInput.current?.focus();
    } catch (caught) {
      fail({ field: 'email', text: failureText(caught) });
    } finally {
      setSending(false);
    }
  }

  async function submit(): Promise<void> {
    let blocker = signInBlocker({
      email: form.email,
      code: form.code,
      exists: isNew ? false : true,
      agreed: form.agreed,
    });
    if (blocker === 'email') return fail({ field: 'email', text: t(`errors.email.${validateEmail(form.email)}`) });
    if (blocker === 'code') {
      const problem = validateCode(form.code);
      return fail({
        field: 'code',
        text: t(!form.sentTo && !form.code ? 'errors.code.sendFirst' : `errors.code.${problem}`),
      });
    }
    setError(null);
    setSubmitting(true);
    try {
      // The agreement rule needs to know whether the address is new: ask if not asked yet for it.
      let exists: boolean | null;
      try {
        exists = await ensureChecked();
      } catch {
        return;
      }
      blocker = signInBlocker({ email: form.email, code: form.code, exists, agreed: loginForm.agreed });
      if (blocker === 'agreement') return fail({ field: 'agreement', text: t('errors.agreement') });
      const { access_token } = await call(signIn.loginOtp, { email, code: loginForm.code }, { silent: true });
      clearLoginForm();
      await completeLogin(access_token);
    } catch (caught) {
      // A locked code cannot be retried: empty the field so the next step is asking for a new one.
      if (errorCode(caught) === CODE_ERRORS.locked || errorCode(caught) === CODE_ERRORS.expired) loginForm.code = '';
      fail({ field: 'code', text: failureText(caught) });
    } finally {
      setSubmitting(false);
    }
  }

  return { form, email, isNew, sending, submitting, error, resendIn, sendCode, submit };
}
