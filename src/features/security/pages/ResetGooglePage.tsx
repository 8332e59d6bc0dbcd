import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { CheckApplyResetGaRes } from '@/contract';
import { isLoggedIn } from '@/session/session';
import { isEmail, isSixDigitCode } from '@/shared/lib/validate';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { Field } from '@/shared/ui/Field';
import { Page, type PagePrimary } from '@/shared/ui/Page';
import { Text } from '@/shared/ui/Text';
import { EmailCodeField } from '../components/EmailCodeField';
import { useResetGa } from '../hooks';
import { RISK_HOLD_HOURS } from '../model';
import { ReasonField } from '../components/ReasonField';

/**
 * /reset-google: the authenticator is lost. With the account's email: a code (ga_reset_verify) then the
 * reset (ga_reset_apply, 24-hour hold). Without it: a request for support (apply_reset_ga), whose state
 * check_apply_reset_ga_exist reports.
 */
export default function ResetGooglePage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const resetGa = useResetGa();
  const [email, setEmail] = useState('');
  const [existing, setExisting] = useState<CheckApplyResetGaRes | null>(null);
  const [checked, setChecked] = useState(false);
  const [mode, setMode] = useState<'email' | 'apply'>('email');
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');

  const check = async () => {
    const outcome = await resetGa.check.run({ email: email.trim() });
    if (!outcome.ok) return;
    setExisting(outcome.data.data?.exist ? outcome.data.data : null);
    setChecked(true);
  };
  const reset = async () => {
    if ((await resetGa.reset.run({ email: email.trim(), code })).ok)
      navigate(isLoggedIn() ? '/security/userManage' : '/login');
  };
  const apply = async () => {
    if ((await resetGa.apply.run({ email: email.trim(), reason: reason.trim() })).ok)
      setExisting({ exist: true, status: 'pending', created_at: Math.floor(Date.now() / 1000) });
  };

  const primary: PagePrimary | null = !checked
    ? { text: t('action.next'), onClick: () => void check(), disabled: !isEmail(email) }
    : mode === 'email'
      ? { text: t('reset.ga_submit'), onClick: () => void reset(), disabled: !isSixDigitCode(code) }
      : existing
        ? null
        : { text: t('reset.submit_apply'), onClick: () => void apply(), disabled: !reason.trim() };

  return (
    <Page
      title={t('route.reset_google')}
      back={mode === 'apply' && !existing ? () => setMode('email') : undefined}
      primary={primary && { ...primary, busy: resetGa.busy }}
    >
      <Text>{t('reset.ga_intro', { hours: RISK_HOLD_HOURS })}</Text>
      {existing ? (
        <Banner tone="info" testId="ga-reset-status">
          {t(`reset.status_${existing.status ?? 'pending'}`)}
        </Banner>
      ) : null}
      <Card padded>
        <Field
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
        {checked && mode === 'apply' ? <ReasonField value={reason} onChange={setReason} /> : null}
      </Card>
      {checked && mode === 'email' && !existing ? (
        <Button variant="ghost" onClick={() => setMode('apply')}>
          {t('reset.no_email')}
        </Button>
      ) : null}
    </Page>
  );
}
