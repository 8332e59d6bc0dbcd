import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CODE_ERRORS, errorCode, serverMessage, useCodeLogin, useSendLoginCode } from './hooks';
import { loginForm } from './loginForm';
import { normaliseEmail, SignInError, type SignInField } from './model';

export type FormError = { field: SignInField; text: string } | null;

/** Email + one-time code sign-in: send the code (check_exist first), then sign in with it. */
export function useEmailCodeSignIn() {
  const { t } = useTranslation('account');
  const form = useSnapshot(loginForm, { sync: true });
  const [error, setError] = useState<FormError>(null);
  /** The last code is spent (locked after wrong tries, or expired): only a new one helps. */
  const [needNewCode, setNeedNewCode] = useState(false);
  const email = normaliseEmail(form.email);
  /** Whether the typed email is new (null until asked); a new email needs the agreement. */
  const isNew = form.checkedEmail === email && form.exists === false;
  const failure = (caught: Error, field: SignInField): FormError =>
    caught instanceof SignInError
      ? { field: caught.field, text: t(caught.key) }
      : { field, text: serverMessage(caught) ?? t('errors.network') };

  const send = useSendLoginCode({
    onError: (caught) => setError(failure(caught, 'email')),
    onSuccess: () => {
      requestAnimationFrame(() => document.querySelector<HTMLInputElement>(CODE_INPUT)?.focus());
    },
  });
  const login = useCodeLogin({
    onError: (caught) => {
      // A locked or expired code cannot be retried: empty the field so the next step is asking for a new one.
      const code = errorCode(caught);
      if (code === CODE_ERRORS.locked || code === CODE_ERRORS.expired) {
        loginForm.code = '';
        setNeedNewCode(true);
      }
      setError(failure(caught, 'code'));
    },
  });

  /** For `<CodeField onSend>`: the seconds until a resend, or undefined when nothing was sent. */
  async function sendCode(): Promise<number | undefined> {
    setError(null);
    const outcome = await send.run({ email: loginForm.email });
    if (outcome.ok) setNeedNewCode(false);
    return outcome.ok ? outcome.data : undefined;
  }

  async function submit(): Promise<void> {
    setError(null);
    await login.run({ email: loginForm.email, code: loginForm.code, agreed: loginForm.agreed });
  }

  return { form, isNew, busy: login.busy, error, needNewCode, sendCode, submit };
}

/** The code input (CodeField names it; focused once a code is on its way). */
export const CODE_INPUT_NAME = 'login-code';
const CODE_INPUT = `input[name="${CODE_INPUT_NAME}"]`;
