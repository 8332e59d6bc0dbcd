import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '@/shared/ui/Button';
import { Page } from '@/shared/ui/Page';
import { StatusCard } from '@/shared/ui/StatusCard';

/** /security/userDelete/failed: why the account could not be deleted (the server's reason) and what to do. */
export default function UserDeleteFailedPage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  const reason = new URLSearchParams(location.search).get('reason');
  return (
    <Page title={t('route.security_userDelete_failed')}>
      <div data-testid="delete-refused">
        <StatusCard
          status="failure"
          title={t('delete.refused')}
          text={
            <>
              {reason || t('delete.refused_default')}
              <br />
              {t('delete.refused_hint')}
            </>
          }
        >
          <Button variant="primary" size="lg" block onClick={() => navigate('/asset')}>
            {t('delete.go_assets')}
          </Button>
          <Button size="lg" block onClick={() => navigate('/wordOrder')}>
            {t('help.work_order')}
          </Button>
        </StatusCard>
      </div>
    </Page>
  );
}
