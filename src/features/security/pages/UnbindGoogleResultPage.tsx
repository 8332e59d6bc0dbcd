import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Page } from '@/shared/ui/Page';
import { StatusCard } from '@/shared/ui/StatusCard';
import { RISK_HOLD_HOURS } from '../model';

/** /unbindGoogle/result: the authenticator is off; withdrawals wait 24 hours. */
export default function UnbindGoogleResultPage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  return (
    <Page
      title={t('route.unbindGoogle_result')}
      primary={{ text: t('action.back_security'), onClick: () => navigate('/security/userManage') }}
    >
      <div data-testid="ga-disabled">
        <StatusCard status="success" title={t('ga.disabled')} text={t('risk.hold', { hours: RISK_HOLD_HOURS })} />
      </div>
    </Page>
  );
}
