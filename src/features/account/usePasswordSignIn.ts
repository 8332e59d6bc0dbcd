import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, serverMessage, useGaVerify, usePasskeyVerify, usePasswordLogin } from './hooks';
import { loginForm } from './loginForm';
import { secondStepMethods, secondStepOver, SignInError, type SignInField, type VerifyMethod } from './model';
import type { FormError } from './useEmailCodeSignIn';

/**
 * Password sign-in (login_x_v2) with the second step (login_verify_x) when the account needs one: the
 * authenticator code and/or a passkey, as the server lists them. `back` leaves the second step.
 */
export function usePasswordSignIn() {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const [gaCode, setGaCode] = useState('');
  const [verifyToken, setVerifyToken] = useState<string | null>(null);
  const [methods, setMethods] = useState<VerifyMethod[]>([]);
  const [error, setError] = useState<FormError>(null);
  /** false: the passkey-failed dialog is closed; otherwise open with this reason (null: the generic text). */
  const [passkeyFailure, setPasskeyFailure] = useState<string | null | false>(false);
  const failure = (caught: Error, field: SignInField): FormError =>
    caught instanceof SignInError
      ? { field: caught.field, text: t(caught.key) }
      : { field, text: serverMessage(caught) ?? t('errors.network') };

  const passwordStep = usePasswordLogin({
    onSuccess: (result) => {
      if (typeof result === 'string' || !result.verify_token) return;
      setMethods(secondStepMethods(result.methods));
      setVerifyToken(result.verify_token);
      setPassword('');
    },
    onError: (caught) => setError(failure(caught, 'password')),
  });
  const gaStep = useGaVerify({ onError: (caught) => setError(failure(caught, 'ga')) });
  const passkeyStep = usePasskeyVerify({
    onSuccess: () => setPasskeyFailure(false),
    onError: (caught) => {
      if (secondStepOver(errorCode(caught))) {
        // the step expired or ran out of tries: start again from the password
        back();
        setError(failure(caught, 'password'));
        return;
      }
      setPasskeyFailure(caught instanceof SignInError ? t(caught.key) : serverMessage(caught));
    },
  });

  async function submitPassword() {
    setError(null);
    await passwordStep.run({ email: loginForm.email, password });
  }

  async function submitGa() {
    if (!verifyToken) return;
    setError(null);
    await gaStep.run({ verify_token: verifyToken, ga_code: gaCode });
  }

  async function submitPasskey() {
    if (!verifyToken) return;
    setError(null);
    await passkeyStep.run({ verify_token: verifyToken });
  }

  function back() {
    setVerifyToken(null);
    setMethods([]);
    setGaCode('');
    setError(null);
    setPasskeyFailure(false);
  }

  return {
    password,
    setPassword,
    gaCode,
    setGaCode,
    verifyToken,
    methods,
    busy: passwordStep.busy || gaStep.busy || passkeyStep.busy,
    passkeyBusy: passkeyStep.busy,
    error,
    passkeyFailure,
    closePasskeyFailure: () => setPasskeyFailure(false),
    submitPassword,
    submitGa,
    submitPasskey,
    back,
  };
}

export type PasswordSignIn = ReturnType<typeof usePasswordSignIn>;
