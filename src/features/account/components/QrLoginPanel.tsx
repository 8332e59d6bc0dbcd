import { useTranslation } from 'react-i18next';
import { useQrLogin } from '../useQrLogin';
import { Icon } from '@/shared/ui/Icon';

/** Desktop: sign in by scanning this code with the phone app where the user is already signed in. */
export function QrLoginPanel() {
  const { t } = useTranslation('account');
  const { view, refresh } = useQrLogin();
  const status = view.phase === 'ready' ? view.status : null;
  const overlay =
    view.phase === 'error' || status === 'expired' ? (
      <div className="acc-qr-overlay">
        <span>{view.phase === 'error' ? t('qr.failed') : t('qr.expired')}</span>
        <button type="button" className="acc-btn acc-btn--inline acc-btn--small" onClick={refresh}>
          <Icon name="refresh" size={18} />
          {t('qr.refresh')}
        </button>
      </div>
    ) : status === 'scanned' || status === 'confirmed' ? (
      <div className="acc-qr-overlay" role="status">
        <Icon name="check" size={28} />
        <span>{status === 'scanned' ? t('qr.scanned') : t('qr.confirmed')}</span>
      </div>
    ) : view.phase === 'loading' ? (
      <div className="acc-qr-overlay" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('qr.loading')}</span>
      </div>
    ) : null;

  return (
    <aside className="acc-qr" aria-labelledby="qr-title">
      <h2 id="qr-title" className="acc-qr-title">
        {t('qr.title')}
      </h2>
      <p className="acc-hint">{t('qr.hint')}</p>
      <div className="acc-qr-frame" data-status={status ?? view.phase}>
        {view.phase === 'ready' && <img src={view.image} alt={t('qr.alt')} width={188} height={188} />}
        {overlay}
      </div>
      <ol className="acc-qr-steps">
        <li>{t('qr.step1')}</li>
        <li>{t('qr.step2')}</li>
        <li>{t('qr.step3')}</li>
      </ol>
    </aside>
  );
}
