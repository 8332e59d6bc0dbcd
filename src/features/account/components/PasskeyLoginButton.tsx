import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/api/http';
import { platform } from '@/platform';
import { serverMessage, signIn } from '../calls';
import { loginForm } from '../loginForm';
import { completeLogin } from '../loginFlow';
import { Icon } from '@/shared/ui/Icon';
import { PasskeyFailedDialog } from './PasskeyFailedDialog';

/** "Sign in with a passkey": challenge, the browser's WebAuthn prompt (library loaded on demand), login_passkey. */
export function PasskeyLoginButton() {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  /** false: closed; otherwise the failure dialog is open with this reason (null: the generic text). */
  const [failure, setFailure] = useState<string | null | false>(false);

  async function signInWithPasskey() {
    setBusy(true);
    try {
      const { startAuthentication, browserSupportsWebAuthn } = await import('@simplewebauthn/browser');
      if (!browserSupportsWebAuthn()) {
        setFailure(t('passkey.unsupported'));
        return;
      }
      const { options, challenge_id } = await call(signIn.passkeyChallenge, {}, { silent: true });
      const response = await startAuthentication({ optionsJSON: options });
      const { access_token } = await call(signIn.passkeyLogin, { challenge_id, response }, { silent: true });
      setFailure(false);
      loginForm.code = '';
      await completeLogin(access_token);
    } catch (caught) {
      platform.haptic('error');
      setFailure(serverMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  const switchToEmail = () => {
    setFailure(false);
    loginForm.tab = 'code';
    requestAnimationFrame(() => document.getElementById('login-email')?.focus());
  };

  return (
    <>
      <button type="button" className="acc-btn acc-btn--ghost" disabled={busy} onClick={() => void signInWithPasskey()}>
        {busy ? <span className="spinner" aria-hidden="true" /> : <Icon name="key" size={20} />}
        {t('passkey.signIn')}
      </button>
      <PasskeyFailedDialog
        open={failure !== false}
        reason={failure || null}
        retrying={busy}
        onRetry={() => void signInWithPasskey()}
        onClose={() => setFailure(false)}
        onFallback={switchToEmail}
      />
    </>
  );
}
