import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { hashPassword } from '@/shared/lib/password';
import { returnPathOf } from '@/shared/lib/url';
import { isSixDigitCode, normaliseCode } from '@/shared/lib/validate';
import { Card } from '@/shared/ui/Card';
import { CodeField } from '@/shared/ui/CodeField';
import { Field } from '@/shared/ui/Field';
import { Page } from '@/shared/ui/Page';
import { Text } from '@/shared/ui/Text';
import { BiometricPaySection } from '../components/BiometricPaySection';
import { ChangePauseNotice } from '../components/ChangePauseNotice';
import { NftFreeToggle } from '../components/NftFreeToggle';
import { SignOutOthersSwitch } from '../components/SignOutOthersSwitch';
import { useAccount, usePaymentSetting, useSendCode, useSetPaymentPassword } from '../hooks';
import { validatePaymentPassword } from '../model';

const EMPTY = { password: '', repeat: '', emailCode: '', gaCode: '' };

/**
 * /setPay: set or change the payment (capital) password, and NFT password-free purchases. A screen that needs the
 * password and found none sends the user here with `?redirectUrl=` (its own path): once saved, they go back to it.
 */
export default function SetPayPage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const back = returnPathOf(useSearch());
  const { profile } = useAccount();
  const setting = usePaymentSetting();
  const save = useSetPaymentPassword();
  const sendCode = useSendCode('set_capital_password');
  const [form, setForm] = useState(EMPTY);
  const [logoutOthers, setLogoutOthers] = useState(true);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((old) => ({ ...old, [key]: value }));
  const needGa = Boolean(profile?.ga_enabled);
  const problem = validatePaymentPassword(form.password, form.repeat);
  const ready = !problem && isSixDigitCode(form.emailCode) && (!needGa || isSixDigitCode(form.gaCode));
  const has = setting.data?.has_capital_password ?? profile?.has_capital_password;

  const submit = async () => {
    const body = {
      password: hashPassword(form.password),
      email_code: form.emailCode,
      ga_code: needGa ? form.gaCode : undefined,
      logout_others: logoutOthers,
    };
    if (!(await save.run(body)).ok) return;
    setForm(EMPTY);
    if (back) navigate(back, { replace: true });
  };
  const passwordField = (key: 'password' | 'repeat', name: string, error: string | null) => (
    <Field
      label={t(key === 'password' ? 'pay.password' : 'pay.repeat')}
      name={name}
      type="password"
      inputMode="numeric"
      autoComplete="new-password"
      maxLength={6}
      value={form[key]}
      error={form[key].length === 6 ? error : null}
      onChange={(e) => set(key)(normaliseCode(e.target.value))}
    />
  );

  return (
    <Page
      title={t('route.setPay')}
      primary={{
        text: has ? t('pay.change') : t('pay.set'),
        onClick: () => void submit(),
        busy: save.busy,
        disabled: !ready,
      }}
    >
      <Text>{has ? t('pay.change_intro') : t('pay.set_intro')}</Text>
      {has ? <ChangePauseNotice /> : null}
      {back ? <Text>{t('pay.returns')}</Text> : null}
      <Card padded>
        {passwordField('password', 'pay-password', problem === 'weak' ? t('pay.weak') : null)}
        {passwordField('repeat', 'pay-repeat', problem === 'mismatch' ? t('pay.mismatch') : null)}
        <CodeField
          label={t('code.email')}
          name="code-set_capital_password"
          value={form.emailCode}
          onChange={set('emailCode')}
          onSend={sendCode}
          sendText={t('code.send')}
        />
        {needGa ? <CodeField label={t('code.ga')} name="ga-code" value={form.gaCode} onChange={set('gaCode')} /> : null}
        <SignOutOthersSwitch checked={logoutOthers} onChange={setLogoutOthers} />
      </Card>
      <NftFreeToggle />
      <BiometricPaySection />
    </Page>
  );
}
