import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail, isSixDigitCode } from '@/shared/lib/validate';
import { Card } from '@/shared/ui/Card';
import { CodeField } from '@/shared/ui/CodeField';
import { Field } from '@/shared/ui/Field';
import { Page } from '@/shared/ui/Page';
import { Text } from '@/shared/ui/Text';
import { ChangePauseNotice } from './ChangePauseNotice';
import { SignOutOthersSwitch } from './SignOutOthersSwitch';
import { useAccount, useEmailChange } from '../hooks';
import { EmailCodeField } from './EmailCodeField';

/**
 * Two steps for the primary or backup address, as a screen of /mail: prove the current account (email
 * code to the primary address, authenticator when on) for a ticket, then the new address with a code sent to it.
 */
export function EmailChangeFlow({ kind, onDone }: { kind: 'primary' | 'backup'; onDone: () => void }) {
  const { t } = useTranslation('security');
  const { profile } = useAccount();
  const change = useEmailChange(kind);
  const [ticket, setTicket] = useState<string | null>(null);
  const [oldCode, setOldCode] = useState('');
  const [gaCode, setGaCode] = useState('');
  const [address, setAddress] = useState('');
  const [newCode, setNewCode] = useState('');
  const [logoutOthers, setLogoutOthers] = useState(true);
  const needGa = Boolean(profile?.ga_enabled);
  const primary = kind === 'primary';
  const valid = isEmail(address);

  const prove = async () => {
    const outcome = await change.prove.run({ code: oldCode, ga_code: needGa ? gaCode : undefined });
    if (outcome.ok) setTicket(outcome.data.ticket);
  };
  const confirm = async () => {
    if (!ticket) return;
    if ((await change.confirm.run({ ticket, email: address.trim(), code: newCode, logout_others: logoutOthers })).ok)
      onDone();
  };

  return (
    <Page
      title={t(primary ? 'factor.email' : 'factor.backup_email')}
      back={ticket === null ? onDone : () => setTicket(null)}
      primary={
        ticket === null
          ? {
              text: t('action.next'),
              onClick: () => void prove(),
              busy: change.busy,
              disabled: !isSixDigitCode(oldCode) || (needGa && !isSixDigitCode(gaCode)),
            }
          : {
              text: t('action.confirm'),
              onClick: () => void confirm(),
              busy: change.busy,
              disabled: !valid || !isSixDigitCode(newCode),
            }
      }
    >
      {primary ? <ChangePauseNotice /> : null}
      <Card padded testId={`email-flow-${kind}`}>
        {ticket === null ? (
          <>
            <Text>{t(primary ? 'email.change_step1' : 'email.backup_step1')}</Text>
            <EmailCodeField
              scene={primary ? 'email_modify_old' : 'backup_email'}
              value={oldCode}
              onChange={setOldCode}
            />
            {needGa ? <CodeField label={t('code.ga')} name="ga-code" value={gaCode} onChange={setGaCode} /> : null}
          </>
        ) : (
          <>
            <Field
              label={t(primary ? 'email.new' : 'email.backup')}
              name="new-email"
              type="email"
              value={address}
              error={address && !valid ? t('email.invalid') : null}
              onChange={(e) => setAddress(e.target.value)}
            />
            <EmailCodeField
              scene={primary ? 'email_modify_new' : 'backup_email'}
              email={address.trim()}
              disabled={!valid}
              value={newCode}
              onChange={setNewCode}
              label={t('code.new_email')}
            />
            {primary ? <SignOutOthersSwitch checked={logoutOthers} onChange={setLogoutOthers} /> : null}
          </>
        )}
      </Card>
    </Page>
  );
}
