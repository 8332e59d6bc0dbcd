import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { platform } from '@/platform';
import { Icon } from '@/shared/ui/Icon';
import { Field } from '../components/Field';
import { StatusCard } from '../components/StatusCard';
import { useMainButton } from '@/platform/useMainButton';
import { LOGIN_CONFIRM_PATH, parseLoginQr } from '../model';
import { useCameraScanner } from '../useCameraScanner';
import '../account.css';

/** /other/scan: scan a desktop's login QR code (Telegram scanner, the browser camera, or a pasted link). */
export default function ScanPage() {
  const { t } = useTranslation('account');
  const [, navigate] = useLocation();
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);

  /** Only our own login QR URLs are followed; anything else is refused. */
  const accept = (text: string): boolean => {
    const qrId = parseLoginQr(text, location.origin);
    if (!qrId) {
      setError(t('scan.notOurs'));
      platform.haptic('error');
      return false;
    }
    platform.haptic('success');
    navigate(`${LOGIN_CONFIRM_PATH}?qr_id=${encodeURIComponent(qrId)}`);
    return true;
  };
  const { videoRef, state: cameraState, start: startCamera, stop: stopCamera } = useCameraScanner(accept);
  const inTelegram = platform.kind === 'telegram';

  async function scan() {
    setError(null);
    if (!inTelegram) return startCamera();
    const text = await platform.scanQr(t('scan.prompt'));
    if (text) accept(text);
  }
  const ownButton = useMainButton({ text: t('scan.start'), onClick: () => void scan() });
  const cameraMessage =
    cameraState === 'denied'
      ? t('scan.cameraDenied')
      : cameraState === 'unavailable'
        ? t('scan.cameraUnavailable')
        : null;

  return (
    <StatusCard icon="qr" titleId="scan-title" title={t('scan.title')} subtitle={t('scan.subtitle')}>
      <video ref={videoRef} className="acc-video" muted playsInline hidden={cameraState !== 'scanning'} />
      {cameraState === 'scanning' && <p className="acc-hint">{t('scan.scanning')}</p>}
      {cameraMessage && <p className="acc-error">{cameraMessage}</p>}
      <div className="acc-actions">
        {cameraState === 'scanning' ? (
          <button type="button" className="acc-btn acc-btn--ghost" onClick={stopCamera}>
            {t('scan.stop')}
          </button>
        ) : (
          ownButton && (
            <button
              type="button"
              className="acc-btn acc-btn--primary"
              disabled={cameraState === 'starting'}
              onClick={() => void scan()}
            >
              <Icon name="camera" size={20} />
              {t('scan.start')}
            </button>
          )
        )}
      </div>
      <form
        className="acc-form acc-form--wide"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          accept(pasted);
        }}
      >
        <Field
          id="scan-paste"
          label={t('scan.pasteLabel')}
          inputMode="url"
          autoComplete="off"
          placeholder={t('scan.pastePlaceholder')}
          value={pasted}
          aria-invalid={!!error}
          onChange={(event) => setPasted(event.target.value)}
          trailing={
            <button type="submit" className="acc-btn acc-btn--inline" disabled={!pasted.trim()}>
              {t('scan.continue')}
            </button>
          }
        />
        {error && (
          <p className="acc-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </StatusCard>
  );
}
