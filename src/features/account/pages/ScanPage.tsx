import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { platform } from '@/platform';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { Field } from '@/shared/ui/Field';
import { Page } from '@/shared/ui/Page';
import { Text } from '@/shared/ui/Text';
import { useOpenLoginQr } from '../hooks';
import { loginQrUrl, parseLoginQr, SignInError } from '../model';
import { useCameraScanner } from '../useCameraScanner';
import './ScanPage.css';

/** /other/scan: scan a desktop's login QR code (Telegram scanner, the browser camera, or a pasted link). */
export default function ScanPage() {
  const { t } = useTranslation('account');
  const [, navigate] = useLocation();
  const [pasted, setPasted] = useState('');
  const open = useOpenLoginQr((qrId) => navigate(loginQrUrl('', qrId)));
  const refused = useRef<string | null>(null);

  /** Only our own login QR URLs are followed; a refused code is reported once, not on every camera frame. */
  const accept = (text: string): boolean => {
    const ours = parseLoginQr(text, location.origin) !== null;
    if (ours || refused.current !== text) void open.run({ text });
    refused.current = ours ? null : text;
    return ours;
  };
  const { videoRef, state: cameraState, start: startCamera, stop: stopCamera } = useCameraScanner(accept);
  const scanning = cameraState === 'scanning';

  async function scan() {
    open.reset();
    if (platform.kind !== 'telegram') return startCamera();
    const text = await platform.scanQr(t('scan.prompt'));
    if (text) accept(text);
  }
  const cameraMessage =
    cameraState === 'denied'
      ? t('scan.cameraDenied')
      : cameraState === 'unavailable'
        ? t('scan.cameraUnavailable')
        : null;
  const error = open.error instanceof SignInError ? t(open.error.key) : null;

  return (
    <Page
      title={t('scan.title')}
      primary={
        scanning
          ? { text: t('scan.stop'), onClick: stopCamera }
          : { text: t('scan.start'), onClick: () => void scan(), disabled: cameraState === 'starting' }
      }
    >
      <Text>{t('scan.subtitle')}</Text>
      <video ref={videoRef} className="scan-page__video" muted playsInline hidden={!scanning} />
      {scanning ? <Text>{t('scan.scanning')}</Text> : null}
      {cameraMessage ? <Text>{cameraMessage}</Text> : null}
      <Card padded>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            refused.current = null;
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
            error={error}
            onChange={(event) => setPasted(event.target.value)}
            trailing={
              <Button type="submit" variant="ghost" size="sm" disabled={!pasted.trim()}>
                {t('scan.continue')}
              </Button>
            }
          />
        </form>
      </Card>
    </Page>
  );
}
