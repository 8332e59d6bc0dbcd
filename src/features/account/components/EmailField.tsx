import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Field } from '@/shared/ui/Field';
import { loginForm } from '../loginForm';

/** The id of the email input (the passkey fallback focuses it). */
export const EMAIL_INPUT_ID = 'login-email';

/** The email field shared by both sign-in tabs (what was typed stays when switching). */
export function EmailField({ error }: { error: string | null }) {
  const { t } = useTranslation('account');
  const form = useSnapshot(loginForm, { sync: true });
  return (
    <Field
      id={EMAIL_INPUT_ID}
      label={t('form.email')}
      error={error}
      type="email"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      placeholder={t('form.emailPlaceholder')}
      value={form.email}
      onChange={(event) => (loginForm.email = event.target.value)}
    />
  );
}
