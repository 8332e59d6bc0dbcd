import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/Icon';
import { loginForm } from '../loginForm';
import { normaliseCode, passkeyFallback, secondStepHintKey } from '../model';
import type { PasswordSignIn } from '../usePasswordSignIn';
import { Field } from './Field';
import { PasskeyFailedDialog } from './PasskeyFailedDialog';

const GA_INPUT_ID = 'login-ga';

/**
 * The second step of a password sign-in: the authenticator code and/or a passkey, as the server offers.
 * `ownButton`: the screen shows its own primary button (false inside Telegram, where the main button has
 * the code step's "verify", or the passkey when that is the only method).
 */
export function VerifyStep({ s, ownButton }: { s: PasswordSignIn; ownButton: boolean }) {
  const { t } = useTranslation('account');
  const hasGa = s.methods.includes('ga');
  const hasPasskey = s.methods.includes('passkey');
  const fallback = passkeyFallback(s.methods);

  const onFallback = () => {
    s.closePasskeyFailure();
    if (fallback === 'ga') {
      requestAnimationFrame(() => document.getElementById(GA_INPUT_ID)?.focus());
      return;
    }
    loginForm.tab = 'code';
    requestAnimationFrame(() => document.getElementById('login-email')?.focus());
  };

  return (
    <>
      <p className="acc-hint">{t(secondStepHintKey(s.methods))}</p>
      {hasGa && (
        <Field
          id={GA_INPUT_ID}
          label={t('form.gaCode')}
          error={s.error?.field === 'ga' ? s.error.text : null}
          className="acc-input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          placeholder={t('form.codePlaceholder')}
          value={s.gaCode}
          onChange={(event) => s.setGaCode(normaliseCode(event.target.value))}
        />
      )}
      {hasGa && ownButton && (
        <button type="submit" className="acc-btn acc-btn--primary" disabled={s.busy}>
          {s.busy && <span className="spinner" aria-hidden="true" />}
          {t('form.verify')}
        </button>
      )}
      {hasPasskey && (hasGa || ownButton) && (
        <button
          type="button"
          className={`acc-btn ${hasGa ? 'acc-btn--ghost' : 'acc-btn--primary'}`}
          disabled={s.busy}
          onClick={() => void s.submitPasskey()}
        >
          {s.busy && !hasGa ? <span className="spinner" aria-hidden="true" /> : <Icon name="key" size={20} />}
          {t('form.usePasskey')}
        </button>
      )}
      <button type="button" className="acc-btn acc-btn--ghost acc-btn--small" onClick={s.back}>
        {t('form.back')}
      </button>
      <PasskeyFailedDialog
        open={s.passkeyFailure !== false}
        reason={s.passkeyFailure || null}
        retrying={s.busy}
        onRetry={() => void s.submitPasskey()}
        onClose={s.closePasskeyFailure}
        onFallback={onFallback}
        fallbackText={fallback === 'ga' ? t('passkey.failed.useCode') : undefined}
      />
    </>
  );
}
