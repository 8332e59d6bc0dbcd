import { useTranslation } from 'react-i18next';
import { useMainButton } from '@/platform/useMainButton';
import { usePasswordSignIn } from '../usePasswordSignIn';
import { EmailField } from './EmailField';
import { Field } from './Field';
import { VerifyStep } from './VerifyStep';

/** Optional password tab; accounts with an authenticator or a passkey continue with the second step. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const s = usePasswordSignIn();
  const verifying = s.verifyToken !== null;
  // The primary action: the password, then the authenticator code (or the passkey when it is the only method).
  const codeStep = verifying && s.methods.includes('ga');
  const submit = !verifying ? s.submitPassword : codeStep ? s.submitGa : s.submitPasskey;
  const primaryText = !verifying ? t('form.signIn') : codeStep ? t('form.verify') : t('form.usePasskey');
  const ownButton = useMainButton({ text: primaryText, onClick: submit, loading: s.busy });

  return (
    <form
      className="acc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {verifying ? (
        <VerifyStep s={s} ownButton={ownButton} />
      ) : (
        <>
          <EmailField error={s.error?.field === 'email' ? s.error.text : null} />
          <Field
            id="login-password"
            label={t('form.password')}
            error={s.error?.field === 'password' ? s.error.text : null}
            hint={t('form.passwordHint')}
            type="password"
            autoComplete="current-password"
            placeholder={t('form.passwordPlaceholder')}
            value={s.password}
            onChange={(event) => s.setPassword(event.target.value)}
          />
          {ownButton && (
            <button type="submit" className="acc-btn acc-btn--primary" disabled={s.busy}>
              {s.busy && <span className="spinner" aria-hidden="true" />}
              {t('form.signIn')}
            </button>
          )}
        </>
      )}
    </form>
  );
}
