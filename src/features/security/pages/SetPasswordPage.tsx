import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hashPassword } from '@/shared/lib/password';
import { Banner } from '@/shared/ui/Banner';
import { Card } from '@/shared/ui/Card';
import { CodeField } from '@/shared/ui/CodeField';
import { Page } from '@/shared/ui/Page';
import { PasswordField } from '@/shared/ui/PasswordField';
import { Text } from '@/shared/ui/Text';
import { ChangePauseNotice } from '../components/ChangePauseNotice';
import { EmailCodeField } from '../components/EmailCodeField';
import { SignOutOthersSwitch } from '../components/SignOutOthersSwitch';
import { useAccount, useSetLoginPassword } from '../hooks';
import { LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_MIN, loginPasswordFeedback } from '../model';

const limits = { min: LOGIN_PASSWORD_MIN, max: LOGIN_PASSWORD_MAX };

/**
 * /setPassword: set or change the login password used by the password sign-in (login_x_v2). Confirmed by
 * a code to the account's email and, when it is on, the authenticator (set_password, beyond the spec).
 */
export default function SetPasswordPage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const { profile } = useAccount();
  const save = useSetLoginPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState({ password: false, repeat: false });
  const [emailCode, setEmailCode] = useState('');
  const [gaCode, setGaCode] = useState('');
  const [logoutOthers, setLogoutOthers] = useState(true);
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

  const submit = async () => {
    const body = {
      password: hashPassword(password),
      email_code: emailCode,
      ga_code: needGa ? gaCode : undefined,
      logout_others: logoutOthers,
    };
    if ((await save.run(body)).ok) navigate('/security/userManage');
  };

  const title = has ? t('password.change_title') : t('route.setPassword');
  if (profile && !profile.email)
    return (
      <Page title={title} primary={{ text: t('email.bind'), onClick: () => navigate('/bindEmail') }}>
        <Banner tone="warn" testId="password-need-email">
          {t('password.need_email')}
        </Banner>
      </Page>
    );

  return (
    <Page
      title={title}
      primary={{
        text: has ? t('password.change') : t('password.set'),
        onClick: () => void submit(),
        busy: save.busy,
        disabled: !feedback.ready,
        testId: 'password-submit',
      }}
    >
      <Text>{has ? t('password.change_intro') : t('password.set_intro')}</Text>
      {has ? <ChangePauseNotice /> : null}
      <Card padded>
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
        {needGa ? <CodeField label={t('code.ga')} name="ga-code" value={gaCode} onChange={setGaCode} /> : null}
        <SignOutOthersSwitch checked={logoutOthers} onChange={setLogoutOthers} />
      </Card>
    </Page>
  );
}
