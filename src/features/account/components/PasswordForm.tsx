import { useTranslation } from 'react-i18next';
import { normaliseCode } from '../model';
import { usePrimaryAction } from '../hooks';
import { usePasswordSignIn } from '../usePasswordSignIn';
import { EmailField } from './EmailField';

/** Optional password tab; accounts with an authenticator continue with its code. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const s = usePasswordSignIn();
  const verifying = s.verifyToken !== null;
  const submit = verifying ? s.submitGa : s.submitPassword;
  const ownButton = usePrimaryAction({ text: verifying ? t('form.verify') : t('form.signIn'), onClick: submit, loading: s.busy });
  const fieldError = (field: 'email' | 'password' | 'ga') =>
    s.error?.field === field ? (
      <p className="acc-error" role="alert">
        {s.error.text}
      </p>
    ) : null;

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
        <div className="acc-field">
          <p className="acc-hint">{t('form.gaHint')}</p>
          <label className="acc-label" htmlFor="login-ga">
            {t('form.gaCode')}
          </label>
          <input
            id="login-ga"
            className="acc-input acc-input--code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            placeholder={t('form.codePlaceholder')}
            value={s.gaCode}
            aria-invalid={s.error?.field === 'ga'}
            onChange={(event) => s.setGaCode(normaliseCode(event.target.value))}
          />
          {fieldError('ga')}
        </div>
      ) : (
        <>
          <EmailField error={s.error?.field === 'email' ? s.error.text : null} />
          <div className="acc-field">
            <label className="acc-label" htmlFor="login-password">
              {t('form.password')}
            </label>
            <input
              id="login-password"
              className="acc-input"
              type="password"
              autoComplete="current-password"
              placeholder={t('form.passwordPlaceholder')}
              value={s.password}
              aria-invalid={s.error?.field === 'password'}
              onChange={(event) => s.setPassword(event.target.value)}
            />
            {fieldError('password')}
            <p className="acc-hint">{t('form.passwordHint')}</p>
          </div>
        </>
      )}
      {ownButton && (
        <button type="submit" className="acc-btn acc-btn--primary" disabled={s.busy}>
          {s.busy && <span className="acc-spinner" aria-hidden="true" />}
          {verifying ? t('form.verify') : t('form.signIn')}
        </button>
      )}
      {verifying && (
        <button type="button" className="acc-btn acc-btn--ghost acc-btn--small" onClick={s.back}>
          {t('form.back')}
        </button>
      )}
    </form>
  );
}
