import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { platform } from '../../platform';
import { hashPassword } from '../../shared/lib/password';
import { serverMessage, signIn } from './calls';
import { clearLoginForm, loginForm } from './loginForm';
import { completeLogin } from './loginFlow';
import { normaliseEmail, validateEmail, validateGaCode, validatePassword } from './model';

type Field = 'email' | 'password' | 'ga';

/** Password sign-in (login_x_v2) with the authenticator second step (login_verify_x) when the account needs it. */
export function usePasswordSignIn() {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const [gaCode, setGaCode] = useState('');
  const [verifyToken, setVerifyToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);

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
      const { access_token } = await call(signIn.loginVerify, { verify_token: verifyToken, ga_code: gaCode }, { silent: true });
      await finish(access_token);
    } catch (caught) {
      fail('ga', serverMessage(caught) ?? t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  const back = () => {
    setVerifyToken(null);
    setGaCode('');
    setError(null);
  };

  return { password, setPassword, gaCode, setGaCode, verifyToken, busy, error, submitPassword, submitGa, back };
}
