import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '@/platform';
import { hashPassword } from '@/shared/lib/password';
import { notice } from '@/state/notice';
import { securityApi } from '../api';
import { CodeInput } from '../components/CodeInput';
import { EmailCodeField } from '../components/EmailCodeField';
import { NftFreeToggle } from '../components/NftFreeToggle';
import { PrimaryButton } from '../components/PrimaryButton';
import { SecurityPage } from '../components/SecurityPage';
import { TextField } from '../components/TextField';
import { useAccount, usePaymentSetting } from '../hooks';
import { isSixDigitCode, normalizeCodeInput, validatePaymentPassword } from '../model';

/** /setPay: set or change the payment (capital) password, and NFT password-free purchases. */
export default function SetPayPage() {
  const { t } = useTranslation('security');
  const { profile, refresh } = useAccount();
  const setting = usePaymentSetting();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [emailCode, setEmailCode] = useState('');
  const [gaCode, setGaCode] = useState('');
  const [busy, setBusy] = useState(false);
  const needGa = Boolean(profile?.ga_enabled);
  const problem = validatePaymentPassword(password, repeat);
  const ready = !problem && isSixDigitCode(emailCode) && (!needGa || isSixDigitCode(gaCode));

  const submit = async () => {
    setBusy(true);
    try {
      await securityApi.modifyCapitalPassword({
        password: hashPassword(password),
        email_code: emailCode,
        ga_code: needGa ? gaCode : undefined,
      });
      await Promise.all([refresh(), setting.refetch()]);
      platform.haptic('success');
      notice.success(t('pay.saved'));
      setPassword('');
      setRepeat('');
      setEmailCode('');
      setGaCode('');
    } catch {
      platform.haptic('error');
    } finally {
      setBusy(false);
    }
  };
  const has = setting.data?.has_capital_password ?? profile?.has_capital_password;
  const passwordField = (
    label: string,
    value: string,
    set: (v: string) => void,
    name: string,
    error?: string | null,
  ) => (
    <TextField
      label={label}
      name={name}
      type="password"
      inputMode="numeric"
      autoComplete="new-password"
      maxLength={6}
      value={value}
      error={error}
      onChange={(e) => set(normalizeCodeInput(e.target.value))}
    />
  );
  return (
    <SecurityPage title={t('route.setPay')}>
      <p className="sec-text">{has ? t('pay.change_intro') : t('pay.set_intro')}</p>
      <div className="sec-card sec-card--pad">
        {passwordField(
          t('pay.password'),
          password,
          setPassword,
          'pay-password',
          password.length === 6 && problem === 'weak' ? t('pay.weak') : null,
        )}
        {passwordField(
          t('pay.repeat'),
          repeat,
          setRepeat,
          'pay-repeat',
          repeat.length === 6 && problem === 'mismatch' ? t('pay.mismatch') : null,
        )}
        <EmailCodeField scene="set_capital_password" value={emailCode} onChange={setEmailCode} />
        {needGa ? <CodeInput label={t('code.ga')} name="ga-code" value={gaCode} onChange={setGaCode} /> : null}
      </div>
      <PrimaryButton
        text={has ? t('pay.change') : t('pay.set')}
        loading={busy}
        disabled={!ready}
        onClick={() => void submit()}
      />
      <h2 className="sec-subtitle">{t('group.payment')}</h2>
      <NftFreeToggle />
    </SecurityPage>
  );
}
