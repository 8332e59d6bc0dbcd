import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { platform } from '@/platform';
import { securityApi } from '../api';
import { Banner } from '../components/Banner';
import { CodeInput } from '../components/CodeInput';
import { EmailCodeField } from '../components/EmailCodeField';
import { PrimaryButton } from '../components/PrimaryButton';
import { SecurityPage } from '../components/SecurityPage';
import { useAccount } from '../hooks';
import { isSixDigitCode, RISK_HOLD_HOURS } from '../model';

/** /unbindGoogle: turns the authenticator off with its code and an email code. */
export default function UnbindGooglePage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const { refresh } = useAccount();
  const [gaCode, setGaCode] = useState('');
  const [emailCode, setEmailCode] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      await securityApi.closeGa({ ga_code: gaCode, email_code: emailCode });
      await refresh();
      platform.haptic('success');
      navigate('/unbindGoogle/result');
    } catch {
      platform.haptic('error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <SecurityPage title={t('route.unbindGoogle')}>
      <Banner tone="warn">{t('ga.unbind_warning', { hours: RISK_HOLD_HOURS })}</Banner>
      <div className="sec-card sec-card--pad">
        <CodeInput label={t('code.ga')} name="ga-code" value={gaCode} onChange={setGaCode} />
        <EmailCodeField scene="close_ga" value={emailCode} onChange={setEmailCode} />
      </div>
      <Link href="/reset-google" className="sec-link">
        {t('ga.lost')}
      </Link>
      <PrimaryButton
        danger
        text={t('ga.disable')}
        loading={busy}
        disabled={!isSixDigitCode(gaCode) || !isSixDigitCode(emailCode)}
        onClick={() => void submit()}
      />
    </SecurityPage>
  );
}
