import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isLoggedIn } from '@/session/session';
import { platform } from '@/platform';
import { notice } from '@/state/notice';
import { securityApi } from '../api';
import { Banner } from '../components/Banner';
import { CodeInput } from '../components/CodeInput';
import { EmailCodeField } from '../components/EmailCodeField';
import { PrimaryButton } from '../components/PrimaryButton';
import { SecurityPage } from '../components/SecurityPage';
import { TextField } from '../components/TextField';
import { useStep } from '../hooks';
import { isEmail, isSixDigitCode } from '../model';

/**
 * /reset-email: the old address is lost. The authenticator proves the account (signed in:
 * email_modify_reset*; signed out: email_reset_*), then the new address is confirmed with a code.
 * Without an authenticator, a request goes to support (email_reset_apply).
 */
export default function ResetEmailPage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const signedIn = isLoggedIn();
  const [mode, setMode] = useState<'ga' | 'apply' | 'sent'>('ga');
  const [ticket, setTicket] = useState<string | null>(null);
  const [oldEmail, setOldEmail] = useState('');
  const [gaCode, setGaCode] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const { busy, step } = useStep();

  const verifyGa = () =>
    step(async () => {
      const res = signedIn
        ? await securityApi.emailModifyResetGaVerify({
            ticket: (await securityApi.emailModifyReset()).ticket,
            ga_code: gaCode,
          })
        : await securityApi.emailResetGaVerify({
            email: oldEmail.trim(),
            ga_code: gaCode,
          });
      setTicket(res.ticket);
    });
  const finish = () =>
    step(async () => {
      const body = { ticket: ticket ?? '', new_email: newEmail.trim(), code };
      await (signedIn ? securityApi.emailModifyResetEmailVerify(body) : securityApi.emailResetEmailVerify(body));
      platform.haptic('success');
      notice.success(t('email.changed'));
      navigate(signedIn ? '/security/userManage' : '/login');
    });
  const apply = () =>
    step(async () => {
      await securityApi.emailResetApply({
        email: oldEmail.trim(),
        new_email: newEmail.trim(),
        reason: reason.trim(),
      });
      setMode('sent');
    });

  const emailField = (which: 'old' | 'new', value: string, onChange: (value: string) => void) => (
    <TextField
      label={which === 'old' ? t('email.old') : t('email.new')}
      name={`${which}-email`}
      type="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  const oldInput = emailField('old', oldEmail, setOldEmail);
  const newField = emailField('new', newEmail, setNewEmail);
  if (mode === 'sent')
    return (
      <SecurityPage title={t('route.reset_email')}>
        <Banner tone="info">{t('reset.applied')}</Banner>
      </SecurityPage>
    );
  return (
    <SecurityPage title={t('route.reset_email')}>
      <p className="sec-text">{t(mode === 'apply' ? 'reset.email_apply_intro' : 'reset.email_intro')}</p>
      <div className="sec-card sec-card--pad">
        {mode === 'apply' ? (
          <>
            {oldInput}
            {newField}
            <TextField
              label={t('reset.reason')}
              name="reason"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </>
        ) : ticket === null ? (
          <>
            {signedIn ? null : oldInput}
            <CodeInput label={t('code.ga')} name="ga-code" value={gaCode} onChange={setGaCode} />
          </>
        ) : (
          <>
            {newField}
            <EmailCodeField
              scene="reset_email"
              email={newEmail.trim()}
              disabled={!isEmail(newEmail)}
              value={code}
              onChange={setCode}
            />
          </>
        )}
      </div>
      {mode === 'ga' && ticket === null ? (
        <button type="button" className="sec-link" onClick={() => setMode('apply')}>
          {t('reset.no_ga')}
        </button>
      ) : null}
      {mode === 'apply' ? (
        <PrimaryButton
          text={t('reset.submit_apply')}
          loading={busy}
          disabled={!isEmail(oldEmail) || !isEmail(newEmail) || !reason.trim()}
          onClick={() => void apply()}
        />
      ) : ticket === null ? (
        <PrimaryButton
          text={t('action.next')}
          loading={busy}
          disabled={!isSixDigitCode(gaCode) || (!signedIn && !isEmail(oldEmail))}
          onClick={() => void verifyGa()}
        />
      ) : (
        <PrimaryButton
          text={t('action.confirm')}
          loading={busy}
          disabled={!isEmail(newEmail) || !isSixDigitCode(code)}
          onClick={() => void finish()}
        />
      )}
    </SecurityPage>
  );
}
