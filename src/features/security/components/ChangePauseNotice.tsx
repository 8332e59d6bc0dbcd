import { useTranslation } from 'react-i18next';
import { Banner } from '@/shared/ui/Banner';
import { RISK_HOLD_HOURS } from '../model';

/**
 * Said on a screen that CHANGES a security factor (a payment or login password that exists, the email), before the
 * user saves: the change pauses withdrawals for 24 hours. A first password or a first email pauses nothing, so the
 * screens show it only in their change mode.
 */
export function ChangePauseNotice() {
  const { t } = useTranslation('security');
  return (
    <Banner tone="warn" testId="change-pause">
      {t('risk.change_pause', { hours: RISK_HOLD_HOURS })}
    </Banner>
  );
}
