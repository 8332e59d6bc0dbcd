import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskEmail } from '@/shared/lib/mask';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { EmailChangeFlow } from '../components/EmailChangeFlow';
import { RiskBanner } from '../components/RiskBanner';
import { VerifyDialog } from '../components/VerifyDialog';
import { useAccount, useDeleteBackupEmail } from '../hooks';

/** /mail: the primary address (change, or reset when it is lost) and the backup address (add, edit, delete). */
export default function MailPage() {
  const { t } = useTranslation('security');
  const { profile } = useAccount();
  const removeBackup = useDeleteBackupEmail();
  const [flow, setFlow] = useState<'primary' | 'backup' | null>(null);
  const [deleting, setDeleting] = useState(false);

  if (flow && profile?.email) return <EmailChangeFlow kind={flow} onDone={() => setFlow(null)} />;
  const remove = async (codes: { email_code?: string }) => {
    if ((await removeBackup.run({ email_code: codes.email_code ?? '' })).ok) setDeleting(false);
  };

  return (
    <Page title={t('route.mail')}>
      <RiskBanner />
      {!profile ? (
        <Skeleton height={104} />
      ) : !profile.email ? (
        <List>
          <Row title={t('factor.email')} value={t('state.off')} tone="warn" href="/bindEmail" />
        </List>
      ) : (
        <>
          <List header={t('factor.email')}>
            <Row
              title={maskEmail(profile.email)}
              value={t('email.change')}
              onClick={() => setFlow('primary')}
              testId="mail-primary"
            />
            <Row title={t('email.lost')} href="/reset-email" />
          </List>
          <List header={t('factor.backup_email')} footer={t('email.backup_intro')}>
            {profile.backup_email ? (
              <>
                <Row
                  title={maskEmail(profile.backup_email)}
                  value={t('email.edit')}
                  onClick={() => setFlow('backup')}
                />
                <Row title={t('email.backup_delete')} onClick={() => setDeleting(true)} />
              </>
            ) : (
              <Row title={t('email.backup_add')} onClick={() => setFlow('backup')} testId="mail-backup-add" />
            )}
          </List>
        </>
      )}
      {deleting ? (
        <VerifyDialog
          open
          title={t('email.backup_delete')}
          scene="backup_email"
          methods={['email']}
          busy={removeBackup.busy}
          onClose={() => setDeleting(false)}
          onConfirm={(codes) => void remove(codes)}
        />
      ) : null}
    </Page>
  );
}
