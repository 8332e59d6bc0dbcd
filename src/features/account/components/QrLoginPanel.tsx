import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { Icon } from '@/shared/ui/Icon';
import { QrCode } from '@/shared/ui/QrCode';
import { useQrLogin } from '../hooks';
import './QrLoginPanel.css';
import { Spinner } from '@/shared/ui/Spinner';

/** Desktop: sign in by scanning this code with the phone app where the user is already signed in. */
export function QrLoginPanel() {
  const { t } = useTranslation('account');
  const { phase, qrUrl, status, refresh } = useQrLogin();
  const overlay =
    phase === 'error' || status === 'expired' ? (
      <div className="qr-login__overlay">
        <span>{phase === 'error' ? t('qr.failed') : t('qr.expired')}</span>
        <Button size="sm" onClick={refresh}>
          <Icon name="refresh" size={18} />
          {t('qr.refresh')}
        </Button>
      </div>
    ) : status === 'scanned' || status === 'confirmed' ? (
      <div className="qr-login__overlay" role="status">
        <Icon name="check" size={28} />
        <span>{status === 'scanned' ? t('qr.scanned') : t('qr.confirmed')}</span>
      </div>
    ) : phase === 'loading' ? (
      <div className="qr-login__overlay" role="status">
        <Spinner />
        <span>{t('qr.loading')}</span>
      </div>
    ) : null;

  return (
    <aside className="qr-login" aria-labelledby="qr-title">
      <h2 id="qr-title" className="qr-login__title">
        {t('qr.title')}
      </h2>
      <p className="qr-login__hint">{t('qr.hint')}</p>
      <div className="qr-login__frame" data-status={status ?? phase}>
        {qrUrl ? <QrCode text={qrUrl} label={t('qr.alt')} size={188} /> : null}
        {overlay}
      </div>
      <ol className="qr-login__steps">
        <li>{t('qr.step1')}</li>
        <li>{t('qr.step2')}</li>
        <li>{t('qr.step3')}</li>
      </ol>
    </aside>
  );
}
