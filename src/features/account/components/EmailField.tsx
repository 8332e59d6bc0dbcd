import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { loginForm } from '../loginForm';

/** The email field shared by both sign-in tabs (what was typed stays when switching). */
export function EmailField({ error }: { error: string | null }) {
  const { t } = useTranslation('account');
  const form = useSnapshot(loginForm, { sync: true });
  return (
    <div className="acc-field">
      <label className="acc-label" htmlFor="login-email">
        {t('form.email')}
      </label>
      <input
        id="login-email"
        className="acc-input"
        type="email"
        inputMode="email"
        autoComplete="username email"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('form.emailPlaceholder')}
        value={form.email}
        aria-invalid={!!error}
        aria-describedby={error ? 'login-email-error' : undefined}
        onChange={(event) => (loginForm.email = event.target.value)}
      />
      {error && (
        <p id="login-email-error" className="acc-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
