import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/shared/ui/PasswordField';
import type { PasswordSignIn } from '../usePasswordSignIn';
import { EmailField } from './EmailField';
import { SignInForm } from './SignInForm';
import { VerifyStep } from './VerifyStep';

/** Optional password tab; accounts with an authenticator or a passkey continue with the second step. */
export function PasswordForm({ s, onSubmit }: { s: PasswordSignIn; onSubmit: () => void }) {
  const { t } = useTranslation('account');
  return (
    <SignInForm onSubmit={onSubmit}>
      {s.verifyToken !== null ? (
        <VerifyStep s={s} />
      ) : (
        <>
          <EmailField error={s.error?.field === 'email' ? s.error.text : null} />
          <PasswordField
            id="login-password"
            label={t('form.password')}
            error={s.error?.field === 'password' ? s.error.text : null}
            hint={t('form.passwordHint')}
            autoComplete="current-password"
            placeholder={t('form.passwordPlaceholder')}
            value={s.password}
            onChange={(event) => s.setPassword(event.target.value)}
          />
        </>
      )}
    </SignInForm>
  );
}
