import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Banner } from '../components/Banner';
import { SecurityPage } from '../components/SecurityPage';

/** /security/userDelete/failed: why the account could not be deleted (the server's reason) and what to do. */
export default function UserDeleteFailedPage() {
  const { t } = useTranslation('security');
  const reason = new URLSearchParams(location.search).get('reason');
  return (
    <SecurityPage title={t('route.security_userDelete_failed')}>
      <Banner tone="danger" testId="delete-refused">
        <strong>{t('delete.refused')}</strong>
        <p className="sec-text" style={{ margin: '4px 0 0' }}>
          {reason || t('delete.refused_default')}
        </p>
      </Banner>
      <p className="sec-text">{t('delete.refused_hint')}</p>
      <div className="sec-actions">
        <Link href="/asset" className="sec-btn sec-btn--accent">
          {t('delete.go_assets')}
        </Link>
        <Link href="/wordOrder" className="sec-btn">
          {t('help.work_order')}
        </Link>
      </div>
    </SecurityPage>
  );
}
