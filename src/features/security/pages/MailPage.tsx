import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { platform } from '@/platform';
import { maskEmail } from '@/shared/lib/mask';
import { notice } from '@/state/notice';
import { Skeleton } from '@/shared/ui/Skeleton';
import { securityApi } from '../api';
import { EmailChangeFlow } from '../components/EmailChangeFlow';
import { RiskBanner } from '../components/RiskBanner';
import { Row } from '../components/Row';
import { SecurityPage } from '../components/SecurityPage';
import { VerifyDialog } from '../components/VerifyDialog';
import { useAccount } from '../hooks';

/** /mail: the primary address (change, or reset when it is lost) and the backup address (add, edit, delete). */
export default function MailPage() {
  const { t } = useTranslation('security');
  const { profile, refresh } = useAccount();
  const [flow, setFlow] = useState<'primary' | 'backup' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!profile)
    return (
      <SecurityPage title={t('route.mail')}>
        <Skeleton height={104} />
      </SecurityPage>
    );

  const removeBackup = async (codes: { email_code?: string }) => {
    setBusy(true);
    try {
      await securityApi.backupEmailDel({ email_code: codes.email_code ?? '' });
      await refresh();
      platform.haptic('success');
      notice.success(t('email.backup_deleted'));
      setDeleting(false);
    } catch {
      platform.haptic('error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <SecurityPage title={t('route.mail')}>
      <RiskBanner />
      {!profile.email ? (
        <div className="sec-card">
          <Row label={t('factor.email')} value={t('state.off')} tone="warn" href="/bindEmail" />
        </div>
      ) : flow ? (
        <EmailChangeFlow kind={flow} onDone={() => setFlow(null)} onCancel={() => setFlow(null)} />
      ) : (
        <>
          <h2 className="sec-subtitle">{t('factor.email')}</h2>
          <div className="sec-card">
            <Row
              label={maskEmail(profile.email)}
              value={t('email.change')}
              onClick={() => setFlow('primary')}
              testId="mail-primary"
            />
            <Row label={t('email.lost')} href="/reset-email" />
          </div>
          <h2 className="sec-subtitle">{t('factor.backup_email')}</h2>
          <p className="sec-text">{t('email.backup_intro')}</p>
          <div className="sec-card">
            {profile.backup_email ? (
              <>
                <Row
                  label={maskEmail(profile.backup_email)}
                  value={t('email.edit')}
                  onClick={() => setFlow('backup')}
                />
                <Row label={t('email.backup_delete')} onClick={() => setDeleting(true)} />
              </>
            ) : (
              <Row label={t('email.backup_add')} onClick={() => setFlow('backup')} testId="mail-backup-add" />
            )}
          </div>
        </>
      )}
      {deleting ? (
        <VerifyDialog
          open
          title={t('email.backup_delete')}
          scene="backup_email"
          methods={['email']}
          busy={busy}
          onClose={() => setDeleting(false)}
          onConfirm={(codes) => void removeBackup(codes)}
        />
      ) : null}
      <Link href="/security/userManage" className="sec-link">
        {t('action.back_security')}
      </Link>
    </SecurityPage>
  );
}
