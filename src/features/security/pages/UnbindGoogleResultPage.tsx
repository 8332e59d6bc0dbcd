import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Banner } from '../components/Banner';
import { PrimaryButton } from '../components/PrimaryButton';
import { SecurityPage } from '../components/SecurityPage';
import { RISK_HOLD_HOURS } from '../model';

/** /unbindGoogle/result: the authenticator is off; withdrawals wait 24 hours. */
export default function UnbindGoogleResultPage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  return (
    <SecurityPage title={t('route.unbindGoogle_result')}>
      <Banner tone="info" testId="ga-disabled">
        <strong>{t('ga.disabled')}</strong>
        <p className="sec-text" style={{ margin: '4px 0 0' }}>
          {t('risk.hold', { hours: RISK_HOLD_HOURS })}
        </p>
      </Banner>
      <PrimaryButton text={t('action.back_security')} onClick={() => navigate('/security/userManage')} />
    </SecurityPage>
  );
}
