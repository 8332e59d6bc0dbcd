import { useTranslation } from 'react-i18next';
import { Banner } from '@/shared/ui/Banner';
import { useAccount } from '../hooks';
import { isRiskHold, RISK_HOLD_HOURS } from '../model';

/** Withdrawals are held for 24 hours after a security change (user_risk type set). */
export function RiskBanner() {
  const { t } = useTranslation('security');
  const { riskType } = useAccount();
  if (!isRiskHold(riskType)) return null;
  return (
    <Banner tone="warn" testId="risk-banner">
      {t('risk.hold', { hours: RISK_HOLD_HOURS })}
    </Banner>
  );
}
