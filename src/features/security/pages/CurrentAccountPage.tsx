import { useTranslation } from 'react-i18next';
import { logout } from '@/session/session';
import { maskEmail } from '@/shared/lib/mask';
import { Skeleton } from '@/shared/ui/Skeleton';
import { PrimaryButton } from '../components/PrimaryButton';
import { Row } from '../components/Row';
import { SecurityPage } from '../components/SecurityPage';
import { useAccount } from '../hooks';
import { formatDateTime } from '../model';

/** /personal/current: the signed-in account, and switching to another one (sign out, then sign in). */
export default function CurrentAccountPage() {
  const { t, i18n } = useTranslation('security');
  const { profile } = useAccount();
  return (
    <SecurityPage title={t('route.personal_current')}>
      {profile ? (
        <div className="sec-card">
          <Row label={t('personal.nickname')} value={profile.nickname || '—'} href="/personal" />
          <Row label={t('personal.uid')} value={profile.uid} />
          <Row label={t('factor.email')} value={profile.email ? maskEmail(profile.email) : t('state.off')} />
          <Row label={t('personal.created')} value={formatDateTime(profile.created_at, i18n.language)} />
          <Row label={t('factor.devices')} href="/my-devices" />
        </div>
      ) : (
        <Skeleton height={120} />
      )}
      <p className="sec-text">{t('personal.switch_hint')}</p>
      <PrimaryButton text={t('personal.switch')} onClick={() => void logout()} />
    </SecurityPage>
  );
}
