import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BiometryType } from '@/platform/tg/biometry';
import { notice } from '@/state/notice';
import { Button } from './Button';

const loadBiometry = () => import('@/platform/tg/biometry');

export interface BiometricPayButtonProps {
  /**
   * Sends the payment with `token` in place of the payment password; resolves true when the server refused the token
   * as a wrong password (revoked, or turned off elsewhere): the device then forgets it and the button goes.
   */
  onToken: (token: string) => Promise<boolean>;
  disabled?: boolean;
}

/**
 * "Use Face ID / fingerprint" beside a payment password field: shown only inside Telegram on a device that turned on
 * paying with biometrics (security centre). A tap asks for the biometrics and pays with the token they release; a
 * failure or a cancel leaves the password field to type in.
 */
export function BiometricPayButton(props: BiometricPayButtonProps) {
  return (
    <Suspense fallback={null}>
      <Offer {...props} />
    </Suspense>
  );
}

/** Asks the device once; renders the button only where it pays with biometrics. */
function Offer(props: BiometricPayButtonProps) {
  const [kind, setKind] = useState<BiometryType | 'generic' | null>(null);
  useEffect(() => {
    let live = true;
    void loadBiometry()
      .then((bio) => bio.biometryInfo())
      .then((info) => {
        if (live && info?.available && info.accessGranted && info.tokenSaved) setKind(info.type || 'generic');
      });
    return () => {
      live = false;
    };
  }, []);
  return kind ? <Use {...props} kind={kind} onForgotten={() => setKind(null)} /> : null;
}

// The texts are the security area's (its namespace loads with the button, which suspends meanwhile).
function Use({
  kind,
  onToken,
  disabled,
  onForgotten,
}: BiometricPayButtonProps & { kind: BiometryType | 'generic'; onForgotten: () => void }) {
  const { t } = useTranslation('security');
  const [busy, setBusy] = useState(false);
  const use = async () => {
    setBusy(true);
    try {
      const bio = await loadBiometry();
      const token = await bio.authenticate(t('bio.reason_pay'));
      if (!token) {
        notice.info(t('bio.failed'));
        return;
      }
      if (await onToken(token)) {
        await bio.updateToken('');
        onForgotten();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" block busy={busy} disabled={disabled} onClick={() => void use()} data-testid="bio-pay">
      {t(`bio.use_${kind}`)}
    </Button>
  );
}
