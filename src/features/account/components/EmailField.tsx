import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { loginForm } from '../loginForm';
import { Field } from './Field';

/** The email field shared by both sign-in tabs (what was typed stays when switching). */
export function EmailField({ error }: { error: string | null }) {
  const { t } = useTranslation('account');
  const form = useSnapshot(loginForm, { sync: true });
  return (
    <Field
      id="login-email"
      label={t('form.email')}
      error={error}
      type="email"
      inputMode="email"
      autoComplete="username email"
      autoCapitalize="off"
      spellCheck={false}
      placeholder={t('form.emailPlaceholder')}
      value={form.email}
      onChange={(event) => (loginForm.email = event.target.value)}
    />
  );
}
