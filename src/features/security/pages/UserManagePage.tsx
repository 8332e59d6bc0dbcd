import { useTranslation } from 'react-i18next';
import { maskEmail } from '@/shared/lib/mask';
import { Skeleton } from '@/shared/ui/Skeleton';
import { RiskBanner } from '../components/RiskBanner';
import { Row } from '../components/Row';
import { SecurityPage } from '../components/SecurityPage';
import { useAccount, usePaymentSetting, useThirdAccounts } from '../hooks';
import { securityFactors, securityLevel, type SecurityFactor } from '../model';

/** /security/userManage: every protection of the account with its state. */
export default function UserManagePage() {
  const { t } = useTranslation('security');
  const { profile } = useAccount();
  const payment = usePaymentSetting();
  const thirds = useThirdAccounts();

  if (!profile)
    return (
      <SecurityPage title={t('route.security_userManage')}>
        <div className="sec-card sec-card--pad">
          <Skeleton height={44} />
        </div>
        <div className="sec-card sec-card--pad">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} style={{ padding: '10px 0' }}>
              <Skeleton height={18} />
            </div>
          ))}
        </div>
      </SecurityPage>
    );

  const factors = securityFactors({
    profile,
    payment: payment.data,
    thirds: thirds.data?.list,
    maskEmail,
  });
  const level = securityLevel(factors);
  const value = (f: SecurityFactor) =>
    f.state === 'info' ? undefined : (f.detail ?? (f.state === 'on' ? t('state.on') : t('state.off')));
  const tone = (f: SecurityFactor) => (f.state === 'on' ? 'ok' : f.attention ? 'warn' : 'muted');
  const group = (keys: SecurityFactor['key'][]) =>
    factors
      .filter((f) => keys.includes(f.key))
      .map((f) => (
        <Row
          key={f.key}
          label={t(`factor.${f.key}`)}
          value={value(f)}
          tone={tone(f)}
          href={f.route}
          testId={`factor-${f.key}`}
        />
      ));

  return (
    <SecurityPage title={t('route.security_userManage')}>
      <RiskBanner />
      <section className={`sec-card sec-level sec-level--${level}`} data-testid="security-level">
        <span className="sec-level__shield" aria-hidden="true" />
        <div>
          <div className="sec-level__title">{t(`level.${level}`)}</div>
          <div className="sec-level__hint">{t(`level.${level}_hint`)}</div>
          <div className="sec-level__meter" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        </div>
      </section>
      <h2 className="sec-subtitle">{t('group.signin')}</h2>
      <div className="sec-card">{group(['email', 'backup_email', 'login_password', 'authenticator', 'passkeys'])}</div>
      <h2 className="sec-subtitle">{t('group.payment')}</h2>
      <div className="sec-card">{group(['payment_password', 'nft_free'])}</div>
      <h2 className="sec-subtitle">{t('group.account')}</h2>
      <div className="sec-card">{group(['devices', 'third_accounts', 'delete_account'])}</div>
    </SecurityPage>
  );
}
