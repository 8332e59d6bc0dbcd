import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { platform } from '@/platform';
import { maskEmail } from '@/shared/lib/mask';
import { notice } from '@/state/notice';
import { securityApi } from '../api';
import { EmailCodeField } from '../components/EmailCodeField';
import { PrimaryButton } from '../components/PrimaryButton';
import { SecurityPage } from '../components/SecurityPage';
import { TextField } from '../components/TextField';
import { useAccount } from '../hooks';
import { isEmail, isSixDigitCode } from '../model';

/** /bindEmail: adds an email to an account that has none (created through Telegram). */
export default function BindEmailPage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const { profile, refresh } = useAccount();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const valid = isEmail(email);

  const submit = async () => {
    setBusy(true);
    try {
      await securityApi.bindEmail({ email: email.trim(), code });
      await refresh();
      platform.haptic('success');
      notice.success(t('email.bound'));
      navigate('/security/userManage');
    } catch {
      platform.haptic('error');
    } finally {
      setBusy(false);
    }
  };

  if (profile?.email)
    return (
      <SecurityPage title={t('route.bindEmail')}>
        <p className="sec-text">{t('email.already', { email: maskEmail(profile.email) })}</p>
        <Link href="/mail" className="sec-btn sec-btn--accent">
          {t('route.mail')}
        </Link>
      </SecurityPage>
    );
  return (
    <SecurityPage title={t('route.bindEmail')}>
      <p className="sec-text">{t('email.bind_intro')}</p>
      <div className="sec-card sec-card--pad">
        <TextField
          label={t('email.address')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          error={email && !valid ? t('email.invalid') : null}
          onChange={(e) => setEmail(e.target.value)}
        />
        <EmailCodeField scene="bind_email" email={email.trim()} disabled={!valid} value={code} onChange={setCode} />
      </div>
      <PrimaryButton
        text={t('email.bind')}
        loading={busy}
        disabled={!valid || !isSixDigitCode(code)}
        onClick={() => void submit()}
      />
    </SecurityPage>
  );
}
