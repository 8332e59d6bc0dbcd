import { useTranslation } from 'react-i18next';
import { maskEmail } from '@/shared/lib/mask';
import { Card } from '@/shared/ui/Card';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { RiskBanner } from '../components/RiskBanner';
import { SecurityLevelCard } from '../components/SecurityLevelCard';
import { useAccount, usePaymentSetting, useThirdAccounts } from '../hooks';
import { securityFactors, securityLevel, type SecurityFactor } from '../model';

const GROUPS = {
  signin: ['email', 'backup_email', 'login_password', 'authenticator', 'passkeys'],
  payment: ['payment_password', 'nft_free'],
  account: ['devices', 'third_accounts', 'delete_account'],
} as const satisfies Record<string, readonly SecurityFactor['key'][]>;

/** /security/userManage: every protection of the account with its state. */
export default function UserManagePage() {
  const { t } = useTranslation('security');
  const { profile } = useAccount();
  const payment = usePaymentSetting();
  const thirds = useThirdAccounts();

  if (!profile)
    return (
      <Page title={t('route.security_userManage')}>
        <Card padded>
          <Skeleton height={44} />
        </Card>
        <Skeleton height={260} radius={16} />
      </Page>
    );

  const factors = securityFactors({ profile, payment: payment.data, thirds: thirds.data?.list, maskEmail });
  const value = (f: SecurityFactor) =>
    f.state === 'info' ? undefined : (f.detail ?? (f.state === 'on' ? t('state.on') : t('state.off')));
  const tone = (f: SecurityFactor) => (f.state === 'on' ? 'ok' : f.attention ? 'warn' : undefined);

  return (
    <Page title={t('route.security_userManage')}>
      <RiskBanner />
      <SecurityLevelCard level={securityLevel(factors)} />
      {(Object.keys(GROUPS) as (keyof typeof GROUPS)[]).map((group) => (
        <List key={group} header={t(`group.${group}`)}>
          {factors
            .filter((f) => (GROUPS[group] as readonly string[]).includes(f.key))
            .map((f) => (
              <Row
                key={f.key}
                title={t(`factor.${f.key}`)}
                value={value(f)}
                tone={tone(f)}
                href={f.route}
                testId={`factor-${f.key}`}
              />
            ))}
        </List>
      ))}
    </Page>
  );
}
