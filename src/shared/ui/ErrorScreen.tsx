import { useTranslation } from 'react-i18next';

/** Generic error screen (spec section 2): 404 with a refresh button. */
export function ErrorScreen({ onRefresh = () => location.reload() }: { onRefresh?: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="page status-screen" role="alert">
      <p className="status-screen__code" aria-hidden="true">
        {t('error.code')}
      </p>
      <h1 className="status-screen__title">{t('error.title')}</h1>
      <p className="status-screen__text">{t('error.text')}</p>
      <button type="button" className="btn btn--primary" onClick={onRefresh}>
        {t('error.refresh')}
      </button>
    </main>
  );
}
