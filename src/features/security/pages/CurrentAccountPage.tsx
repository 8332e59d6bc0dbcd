import { useTranslation } from 'react-i18next';
import { logout } from '@/session/session';
import { maskEmail } from '@/shared/lib/mask';
import { formatDateTime } from '@/shared/lib/time';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Text } from '@/shared/ui/Text';
import { useAccount } from '../hooks';

/** /personal/current: the signed-in account, and switching to another one (sign out, then sign in). */
export default function CurrentAccountPage() {
  const { t, i18n } = useTranslation('security');
  const { profile } = useAccount();
  return (
    <Page title={t('route.personal_current')} primary={{ text: t('personal.switch'), onClick: () => void logout() }}>
      {profile ? (
        <List>
          <Row title={t('personal.nickname')} value={profile.nickname || '—'} href="/personal" />
          <Row title={t('personal.uid')} value={profile.uid} />
          <Row title={t('factor.email')} value={profile.email ? maskEmail(profile.email) : t('state.off')} />
          <Row
            title={t('personal.created')}
            value={<span data-testid="current-created">{formatDateTime(profile.created_at, i18n.language)}</span>}
          />
          <Row title={t('factor.devices')} href="/my-devices" />
        </List>
      ) : (
        <Skeleton height={120} />
      )}
      <Text>{t('personal.switch_hint')}</Text>
    </Page>
  );
}
