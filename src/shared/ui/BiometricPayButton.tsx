import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '@/api/http';
import type { BiometryType } from '@/platform/tg/biometry';
import { notice } from '@/state/notice';
import { Button } from './Button';
import './BiometricPayButton.css';

const loadBiometry = () => import('@/platform/tg/biometry');

/** The server's answer to a wrong payment password, and to a biometric token it no longer honours. */
const WRONG_PAYMENT_PASSWORD = 20165;

/** What a payment sent with a token came to (a mutation's outcome), or nothing when the screen did not send it. */
export type TokenPayment = { ok: boolean; error?: unknown } | undefined;

export interface BiometricPayButtonProps {
  /**
   * Sends the payment with `token` in place of the payment password and resolves its outcome. A token the server
   * refuses as a wrong password (revoked, turned off elsewhere, its session ended) is forgotten by the device, and
   * the button goes.
   */
  onToken: (token: string) => Promise<TokenPayment>;
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
      const paid = await onToken(token);
      if (paid && !paid.ok && errorCode(paid.error) === WRONG_PAYMENT_PASSWORD) {
        await bio.updateToken('');
        onForgotten();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      block
      busy={busy}
      disabled={disabled}
      className="ui-bio-pay"
      onClick={() => void use()}
      data-testid="bio-pay"
    >
      {t(`bio.use_${kind}`)}
    </Button>
  );
}
