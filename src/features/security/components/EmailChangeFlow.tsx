import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '@/platform';
import { notice } from '@/state/notice';
import { securityApi } from '../api';
import { useAccount, useStep } from '../hooks';
import { isEmail, isSixDigitCode } from '../model';
import { CodeInput } from './CodeInput';
import { EmailCodeField } from './EmailCodeField';
import { TextField } from './TextField';

/**
 * Two steps for the primary or backup address: prove the current account (email code to the primary
 * address, authenticator when on) for a ticket, then the new address with a code sent to it.
 */
export function EmailChangeFlow({
  kind,
  onDone,
  onCancel,
}: {
  kind: 'primary' | 'backup';
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('security');
  const { profile, refresh } = useAccount();
  const [ticket, setTicket] = useState<string | null>(null);
  const [oldCode, setOldCode] = useState('');
  const [gaCode, setGaCode] = useState('');
  const [address, setAddress] = useState('');
  const [newCode, setNewCode] = useState('');
  const { busy, step } = useStep();
  const needGa = Boolean(profile?.ga_enabled);
  const primary = kind === 'primary';

  const verifyOld = () =>
    step(async () => {
      const ga_code = needGa ? gaCode : undefined;
      const res = primary
        ? await securityApi.emailModify({ old_code: oldCode, ga_code })
        : await securityApi.backupEmailEdit({ email_code: oldCode, ga_code });
      setTicket(res.ticket);
    });
  const finish = () =>
    step(async () => {
      if (!ticket) return;
      const email = address.trim();
      if (primary)
        await securityApi.emailModifyVerify({
          ticket,
          new_email: email,
          new_code: newCode,
        });
      else
        await securityApi.backupEmailEditVerify({
          ticket,
          backup_email: email,
          backup_code: newCode,
        });
      await refresh();
      platform.haptic('success');
      notice.success(t(primary ? 'email.changed' : 'email.backup_saved'));
      onDone();
    });

  const valid = isEmail(address);
  return (
    <div className="sec-card sec-card--pad" data-testid={`email-flow-${kind}`}>
      {ticket === null ? (
        <>
          <p className="sec-text">{t(primary ? 'email.change_step1' : 'email.backup_step1')}</p>
          <EmailCodeField scene={primary ? 'email_modify_old' : 'backup_email'} value={oldCode} onChange={setOldCode} />
          {needGa ? <CodeInput label={t('code.ga')} name="ga-code" value={gaCode} onChange={setGaCode} /> : null}
        </>
      ) : (
        <>
          <TextField
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
        </>
      )}
      <div className="sec-actions">
        <button type="button" className="sec-btn" onClick={onCancel}>
          {t('action.cancel')}
        </button>
        {ticket === null ? (
          <button
            type="button"
            className="sec-btn sec-btn--accent"
            disabled={busy || !isSixDigitCode(oldCode) || (needGa && !isSixDigitCode(gaCode))}
            onClick={() => void verifyOld()}
          >
            {t('action.next')}
          </button>
        ) : (
          <button
            type="button"
            className="sec-btn sec-btn--accent"
            disabled={busy || !valid || !isSixDigitCode(newCode)}
            onClick={() => void finish()}
          >
            {t('action.confirm')}
          </button>
        )}
      </div>
    </div>
  );
}
