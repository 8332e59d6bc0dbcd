import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/api/http';
import { platform } from '@/platform';
import { hashPassword } from '@/shared/lib/password';
import { errorCode, serverMessage, signIn } from './calls';
import { clearLoginForm, loginForm } from './loginForm';
import { completeLogin } from './loginFlow';
import {
  normaliseEmail,
  secondStepMethods,
  secondStepOver,
  validateEmail,
  validateGaCode,
  validatePassword,
  type VerifyMethod,
} from './model';

type Field = 'email' | 'password' | 'ga';

/**
 * Password sign-in (login_x_v2) with the second step (login_verify_x) when the account needs one: the
 * authenticator code and/or a passkey, as the server lists them.
 */
export function usePasswordSignIn() {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const [gaCode, setGaCode] = useState('');
  const [verifyToken, setVerifyToken] = useState<string | null>(null);
  const [methods, setMethods] = useState<VerifyMethod[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);
  /** false: the passkey-failed dialog is closed; otherwise open with this reason (null: the generic text). */
  const [passkeyFailure, setPasskeyFailure] = useState<string | null | false>(false);

  const fail = (field: Field, text: string) => {
    setError({ field, text });
    platform.haptic('error');
  };

  async function finish(token: string) {
    clearLoginForm();
    await completeLogin(token);
  }

  async function submitPassword() {
    const emailProblem = validateEmail(loginForm.email);
    if (emailProblem) return fail('email', t(`errors.email.${emailProblem}`));
    if (validatePassword(password)) return fail('password', t('errors.passwordRequired'));
    setError(null);
    setBusy(true);
    try {
      const result = await call(
        signIn.loginPassword,
        { email: normaliseEmail(loginForm.email), password: hashPassword(password) },
        { silent: true },
      );
      if (result.access_token) return await finish(result.access_token);
      if (result.need_verify && result.verify_token) {
        setMethods(secondStepMethods(result.methods));
        setVerifyToken(result.verify_token);
        setPassword('');
        return;
      }
      fail('password', t('errors.network'));
    } catch (caught) {
      fail('password', serverMessage(caught) ?? t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  async function submitGa() {
    if (!verifyToken) return;
    const problem = validateGaCode(gaCode);
    if (problem) return fail('ga', t(`errors.code.${problem}`));
    setError(null);
    setBusy(true);
    try {
      const { access_token } = await call(
        signIn.loginVerify,
        { verify_token: verifyToken, ga_code: gaCode },
        { silent: true },
      );
      await finish(access_token);
    } catch (caught) {
      fail('ga', serverMessage(caught) ?? t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  /** Options for this account's passkeys (bound to the verify token), the browser's prompt, then login_verify_x. */
  async function submitPasskey() {
    if (!verifyToken) return;
    setError(null);
    setBusy(true);
    try {
      const { startAuthentication, browserSupportsWebAuthn } = await import('@simplewebauthn/browser');
      if (!browserSupportsWebAuthn()) {
        setPasskeyFailure(t('passkey.unsupportedStep'));
        return;
      }
      const { options, challenge_id } = await call(
        signIn.passkeyChallenge,
        { verify_token: verifyToken },
        { silent: true },
      );
      const response = await startAuthentication({ optionsJSON: options });
      const passkey = { challenge_id, response };
      const { access_token } = await call(signIn.loginVerify, { verify_token: verifyToken, passkey }, { silent: true });
      setPasskeyFailure(false);
      await finish(access_token);
    } catch (caught) {
      platform.haptic('error');
      if (secondStepOver(errorCode(caught))) {
        // the step expired or ran out of tries: start again from the password
        back();
        setError({ field: 'password', text: serverMessage(caught) ?? t('errors.network') });
        return;
      }
      setPasskeyFailure(serverMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  function back() {
    setVerifyToken(null);
    setMethods([]);
    setGaCode('');
    setError(null);
    setPasskeyFailure(false);
  }

  const closePasskeyFailure = () => setPasskeyFailure(false);

  return {
    password,
    setPassword,
    gaCode,
    setGaCode,
    verifyToken,
    methods,
    busy,
    error,
    passkeyFailure,
    closePasskeyFailure,
    submitPassword,
    submitGa,
    submitPasskey,
    back,
  };
}

export type PasswordSignIn = ReturnType<typeof usePasswordSignIn>;
