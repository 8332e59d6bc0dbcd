import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useLoggedIn } from '@/session/useLoggedIn';
import { isEmail, isSixDigitCode } from '@/shared/lib/validate';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { CodeField } from '@/shared/ui/CodeField';
import { Field } from '@/shared/ui/Field';
import { Page, type PagePrimary } from '@/shared/ui/Page';
import { StatusCard } from '@/shared/ui/StatusCard';
import { Text } from '@/shared/ui/Text';
import { ChangePauseNotice } from '../components/ChangePauseNotice';
import { EmailCodeField } from '../components/EmailCodeField';
import { SignOutOthersSwitch } from '../components/SignOutOthersSwitch';
import { useResetEmail } from '../hooks';
import { ReasonField } from '../components/ReasonField';

/**
 * /reset-email: the old address is lost. The authenticator proves the account (signed in:
 * email_modify_reset*; signed out: email_reset_*), then the new address is confirmed with a code.
 * Without an authenticator, a request goes to support (email_reset_apply).
 */
export default function ResetEmailPage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const signedIn = useLoggedIn();
  const reset = useResetEmail(signedIn);
  const [mode, setMode] = useState<'ga' | 'apply' | 'sent'>('ga');
  const [ticket, setTicket] = useState<string | null>(null);
  const [oldEmail, setOldEmail] = useState('');
  const [gaCode, setGaCode] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [logoutOthers, setLogoutOthers] = useState(true);

  const proveGa = async () => {
    const outcome = await reset.proveGa.run({ email: oldEmail.trim(), ga_code: gaCode });
    if (outcome.ok) setTicket(outcome.data.ticket);
  };
  const finish = async () => {
    // Signed out, the reset ends every session anyway; signed in, the user chooses.
    const body = {
      ticket: ticket ?? '',
      new_email: newEmail.trim(),
      code,
      logout_others: signedIn ? logoutOthers : true,
    };
    if ((await reset.confirm.run(body)).ok) navigate(signedIn ? '/security/userManage' : '/login');
  };
  const apply = async () => {
    const body = { email: oldEmail.trim(), new_email: newEmail.trim(), reason: reason.trim() };
    if ((await reset.apply.run(body)).ok) setMode('sent');
  };

  const emailField = (which: 'old' | 'new', value: string, onChange: (value: string) => void) => (
    <Field
      label={which === 'old' ? t('email.old') : t('email.new')}
      name={`${which}-email`}
      type="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  const primary: PagePrimary | null =
    mode === 'sent'
      ? null
      : mode === 'apply'
        ? {
            text: t('reset.submit_apply'),
            onClick: () => void apply(),
            disabled: !isEmail(oldEmail) || !isEmail(newEmail) || !reason.trim(),
          }
        : ticket === null
          ? {
              text: t('action.next'),
              onClick: () => void proveGa(),
              disabled: !isSixDigitCode(gaCode) || (!signedIn && !isEmail(oldEmail)),
            }
          : {
              text: t('action.confirm'),
              onClick: () => void finish(),
              disabled: !isEmail(newEmail) || !isSixDigitCode(code),
            };
  const back = mode === 'apply' ? () => setMode('ga') : ticket !== null ? () => setTicket(null) : undefined;

  if (mode === 'sent')
    return (
      <Page title={t('route.reset_email')}>
        <StatusCard status="pending" title={t('reset.applied')} />
      </Page>
    );
  return (
    <Page title={t('route.reset_email')} back={back} primary={primary && { ...primary, busy: reset.busy }}>
      <Text>{t(mode === 'apply' ? 'reset.email_apply_intro' : 'reset.email_intro')}</Text>
      <ChangePauseNotice />
      <Card padded>
        {mode === 'apply' ? (
          <>
            {emailField('old', oldEmail, setOldEmail)}
            {emailField('new', newEmail, setNewEmail)}
            <ReasonField value={reason} onChange={setReason} />
          </>
        ) : ticket === null ? (
          <>
            {signedIn ? null : emailField('old', oldEmail, setOldEmail)}
            <CodeField label={t('code.ga')} name="ga-code" value={gaCode} onChange={setGaCode} />
          </>
        ) : (
          <>
            {emailField('new', newEmail, setNewEmail)}
            <EmailCodeField
              scene="reset_email"
              email={newEmail.trim()}
              disabled={!isEmail(newEmail)}
              value={code}
              onChange={setCode}
            />
            {signedIn ? <SignOutOthersSwitch checked={logoutOthers} onChange={setLogoutOthers} /> : null}
          </>
        )}
      </Card>
      {mode === 'ga' && ticket === null ? (
        <Button variant="ghost" onClick={() => setMode('apply')}>
          {t('reset.no_ga')}
        </Button>
      ) : null}
    </Page>
  );
}
