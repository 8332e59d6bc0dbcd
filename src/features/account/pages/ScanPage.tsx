import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { platform } from '@/platform';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { copyText } from '@/shared/ui/copy';
import { Field } from '@/shared/ui/Field';
import { Page } from '@/shared/ui/Page';
import { Text } from '@/shared/ui/Text';
import { useOpenLoginQr } from '../hooks';
import { loginQrUrl, SignInError } from '../model';
import { classifyScan } from '../scan';
import { useCameraScanner } from '../useCameraScanner';
import './ScanPage.css';

/**
 * /other/scan: scan or paste a code (Telegram's scanner, the browser camera, or pasted text). A desktop's sign-in QR
 * code asks to confirm that sign-in; a Pay ID opens Send with the receiver filled in; a wallet address opens Withdraw
 * with a chain that accepts it; a link to one of the app's screens opens it; anything else is shown with a copy
 * action and never opened.
 */
export default function ScanPage() {
  const { t } = useTranslation('account');
  const [, navigate] = useLocation();
  const [pasted, setPasted] = useState('');
  const [text, setText] = useState<string | null>(null);
  const open = useOpenLoginQr((qrId) => navigate(loginQrUrl('', qrId)));
  const refused = useRef<string | null>(null);

  /** Follows what the code is; a sign-in code the server refuses is reported once, not on every camera frame. */
  const accept = (raw: string): boolean => {
    const result = classifyScan(raw, location.origin);
    if (!result) return false;
    setText(null);
    if (result.kind === 'login') {
      if (refused.current !== result.text) void open.run({ text: result.text });
      refused.current = result.text;
    } else if (result.kind === 'text') {
      setText(result.text);
    } else {
      navigate(result.path);
    }
    return true;
  };
  const { videoRef, state: cameraState, start: startCamera, stop: stopCamera } = useCameraScanner(accept);
  const scanning = cameraState === 'scanning';

  async function scan() {
    open.reset();
    refused.current = null;
    if (platform.kind !== 'telegram') return startCamera();
    const scanned = await platform.scanQr(t('scan.prompt'));
    if (scanned) accept(scanned);
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
      {text !== null ? (
        <Card padded>
          <div className="scan-page__text" data-testid="scan-text">
            <Text>{t('scan.textNote')}</Text>
            <code className="scan-page__value">{text}</code>
            <Button variant="secondary" size="sm" onClick={() => void copyText(text)} data-testid="scan-copy">
              {t('scan.copy')}
            </Button>
          </div>
        </Card>
      ) : null}
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
