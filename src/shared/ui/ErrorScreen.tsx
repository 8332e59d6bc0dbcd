import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import './ErrorScreen.css';

/**
 * Generic error screen: 404 with a refresh button. Not a `Page`: it also stands in
 * for the whole app when the shell itself fails, outside the router and the platform bridge.
 */
export function ErrorScreen({ onRefresh = () => location.reload() }: { onRefresh?: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="page error-screen" role="alert">
      <p className="error-screen__code" aria-hidden="true">
        {t('error.code')}
      </p>
      <h1 className="error-screen__title">{t('error.title')}</h1>
      <p className="error-screen__text">{t('error.text')}</p>
      <Button variant="primary" className="error-screen__refresh" onClick={onRefresh}>
        {t('error.refresh')}
      </Button>
    </main>
  );
}
