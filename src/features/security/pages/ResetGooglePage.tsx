import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { CheckApplyResetGaRes } from '@/contract/types';
import { isLoggedIn } from '@/session/session';
import { platform } from '@/platform';
import { notice } from '@/state/notice';
import { securityApi } from '../api';
import { Banner } from '../components/Banner';
import { EmailCodeField } from '../components/EmailCodeField';
import { PrimaryButton } from '../components/PrimaryButton';
import { SecurityPage } from '../components/SecurityPage';
import { TextField } from '../components/TextField';
import { useStep } from '../hooks';
import { isEmail, isSixDigitCode, RISK_HOLD_HOURS } from '../model';

/**
 * /reset-google: the authenticator is lost. With the account's email: a code (ga_reset_verify) then the
 * reset (ga_reset_apply, 24-hour hold). Without it: a request for support (apply_reset_ga), whose state
 * check_apply_reset_ga_exist reports.
 */
export default function ResetGooglePage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [existing, setExisting] = useState<CheckApplyResetGaRes | null>(null);
  const [checked, setChecked] = useState(false);
  const [mode, setMode] = useState<'email' | 'apply'>('email');
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const { busy, step } = useStep();
  const valid = isEmail(email);

  const check = () =>
    step(async () => {
      const envelope = await securityApi.checkApplyResetGaExist({
        email: email.trim(),
      });
      setExisting(envelope.data?.exist ? envelope.data : null);
      setChecked(true);
    });
  const reset = () =>
    step(async () => {
      const { ticket } = await securityApi.gaResetVerify({
        email: email.trim(),
        code,
      });
      await securityApi.gaResetApply({ ticket });
      platform.haptic('success');
      notice.success(t('reset.ga_done', { hours: RISK_HOLD_HOURS }));
      navigate(isLoggedIn() ? '/security/userManage' : '/login');
    });
  const apply = () =>
    step(async () => {
      await securityApi.applyResetGa({
        email: email.trim(),
        reason: reason.trim(),
      });
      setExisting({
        exist: true,
        status: 'pending',
        created_at: Math.floor(Date.now() / 1000),
      });
    });

  return (
    <SecurityPage title={t('route.reset_google')}>
      <p className="sec-text">{t('reset.ga_intro', { hours: RISK_HOLD_HOURS })}</p>
      {existing ? (
        <Banner tone="info" testId="ga-reset-status">
          {t(`reset.status_${existing.status ?? 'pending'}`)}
        </Banner>
      ) : null}
      <div className="sec-card sec-card--pad">
        <TextField
          label={t('email.address')}
          name="email"
          type="email"
          value={email}
          disabled={checked}
          onChange={(e) => setEmail(e.target.value)}
        />
        {checked && mode === 'email' ? (
          <EmailCodeField scene="reset_ga" email={email.trim()} value={code} onChange={setCode} />
        ) : null}
        {checked && mode === 'apply' ? (
          <TextField
            label={t('reset.reason')}
            name="reason"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
        ) : null}
      </div>
      {checked && mode === 'email' && !existing ? (
        <button type="button" className="sec-link" onClick={() => setMode('apply')}>
          {t('reset.no_email')}
        </button>
      ) : null}
      {!checked ? (
        <PrimaryButton text={t('action.next')} loading={busy} disabled={!valid} onClick={() => void check()} />
      ) : mode === 'email' ? (
        <PrimaryButton
          text={t('reset.ga_submit')}
          loading={busy}
          disabled={!isSixDigitCode(code)}
          onClick={() => void reset()}
        />
      ) : existing ? null : (
        <PrimaryButton
          text={t('reset.submit_apply')}
          loading={busy}
          disabled={!reason.trim()}
          onClick={() => void apply()}
        />
      )}
    </SecurityPage>
  );
}
