import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { PasswordField } from '@/shared/ui/PasswordField';
import { startPasswordReset } from '../loginForm';
import type { PasswordSignIn } from '../usePasswordSignIn';
import { EmailField } from './EmailField';
import { SignInForm } from './SignInForm';
import { VerifyStep } from './VerifyStep';

/**
 * Optional password tab; accounts with an authenticator or a passkey continue with the second step.
 * "Forgot password?" moves to the code tab (see startPasswordReset).
 */
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
          <div className="signin-form__forgot">
            <Button variant="ghost" size="sm" onClick={startPasswordReset} data-testid="forgot-password">
              {t('form.forgotPassword')}
            </Button>
          </div>
        </>
      )}
    </SignInForm>
  );
}
