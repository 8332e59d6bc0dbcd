import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { platform } from '@/platform';
import { hashPassword } from '@/shared/lib/password';
import { notice } from '@/state/notice';
import { securityApi } from '../api';
import { Banner } from '../components/Banner';
import { CodeInput } from '../components/CodeInput';
import { EmailCodeField } from '../components/EmailCodeField';
import { PasswordField } from '../components/PasswordField';
import { PrimaryButton } from '../components/PrimaryButton';
import { SecurityPage } from '../components/SecurityPage';
import { useAccount } from '../hooks';
import { LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_MIN, loginPasswordFeedback, RISK_HOLD_HOURS } from '../model';

/**
 * /setPassword: set or change the login password used by the password sign-in (login_x_v2). Confirmed by
 * a code to the account's email and, when it is on, the authenticator (set_password, beyond the spec).
 */
export default function SetPasswordPage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const { profile, refresh } = useAccount();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState({ password: false, repeat: false });
  const [emailCode, setEmailCode] = useState('');
  const [gaCode, setGaCode] = useState('');
  const [busy, setBusy] = useState(false);
  const needGa = Boolean(profile?.ga_enabled);
  const has = Boolean(profile?.has_password);
  const feedback = loginPasswordFeedback({
    password,
    repeat,
    passwordTouched: touched.password,
    repeatTouched: touched.repeat,
    emailCode,
    gaCode,
    needGa,
  });
  const limits = { min: LOGIN_PASSWORD_MIN, max: LOGIN_PASSWORD_MAX };

  const submit = async () => {
    setBusy(true);
    try {
      await securityApi.setPassword({
        password: hashPassword(password),
        email_code: emailCode,
        ga_code: needGa ? gaCode : undefined,
      });
      await refresh();
      platform.haptic('success');
      notice.success(t('password.saved'));
      navigate('/security/userManage');
    } catch {
      platform.haptic('error');
    } finally {
      setBusy(false);
    }
  };

  const title = has ? t('password.change_title') : t('route.setPassword');
  if (profile && !profile.email)
    return (
      <SecurityPage title={title}>
        <Banner tone="warn" testId="password-need-email">
          {t('password.need_email')}
        </Banner>
        <Link href="/bindEmail" className="sec-btn sec-btn--accent">
          {t('email.bind')}
        </Link>
      </SecurityPage>
    );

  return (
    <SecurityPage title={title}>
      <p className="sec-text">{has ? t('password.change_intro') : t('password.set_intro')}</p>
      <div className="sec-card sec-card--pad">
        <PasswordField
          label={has ? t('password.new') : t('password.password')}
          name="login-password"
          autoComplete="new-password"
          maxLength={LOGIN_PASSWORD_MAX}
          value={password}
          hint={t('password.rule', limits)}
          error={feedback.password ? t(`password.error_${feedback.password}`, limits) : null}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setTouched((was) => ({ ...was, password: true }))}
        />
        <PasswordField
          label={t('password.repeat')}
          name="login-password-repeat"
          autoComplete="new-password"
          maxLength={LOGIN_PASSWORD_MAX}
          value={repeat}
          error={feedback.repeat ? t('password.error_mismatch') : null}
          onChange={(event) => setRepeat(event.target.value)}
          onBlur={() => setTouched((was) => ({ ...was, repeat: true }))}
        />
        <EmailCodeField scene="set_password" value={emailCode} onChange={setEmailCode} />
        {needGa ? <CodeInput label={t('code.ga')} name="ga-code" value={gaCode} onChange={setGaCode} /> : null}
      </div>
      <p className="sec-text sec-text--small">{t('password.hold_note', { hours: RISK_HOLD_HOURS })}</p>
      <PrimaryButton
        text={has ? t('password.change') : t('password.set')}
        loading={busy}
        disabled={!feedback.ready}
        onClick={() => void submit()}
        testId="password-submit"
      />
    </SecurityPage>
  );
}
