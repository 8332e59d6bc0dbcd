import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { Icon } from '@/shared/ui/Icon';
import { serverMessage, usePasskeyLogin } from '../hooks';
import { loginForm } from '../loginForm';
import { SignInError } from '../model';
import { EMAIL_INPUT_ID } from './EmailField';
import { PasskeyFailedDialog } from './PasskeyFailedDialog';

/** "Sign in with a passkey", and the failure dialog with a retry and the way back to the email code. */
export function PasskeyLoginButton() {
  const { t } = useTranslation('account');
  /** false: closed; otherwise the failure dialog is open with this reason (null: the generic text). */
  const [failure, setFailure] = useState<string | null | false>(false);
  const passkey = usePasskeyLogin({
    onSuccess: () => setFailure(false),
    onError: (caught) => setFailure(caught instanceof SignInError ? t(caught.key) : serverMessage(caught)),
  });
  const signIn = () => void passkey.run({});

  const switchToEmail = () => {
    setFailure(false);
    loginForm.tab = 'code';
    requestAnimationFrame(() => document.getElementById(EMAIL_INPUT_ID)?.focus());
  };

  return (
    <>
      <Button variant="secondary" block busy={passkey.busy} onClick={signIn}>
        {passkey.busy ? null : <Icon name="key" size={20} />}
        {t('passkey.signIn')}
      </Button>
      <PasskeyFailedDialog
        open={failure !== false}
        reason={failure || null}
        retrying={passkey.busy}
        onRetry={signIn}
        onClose={() => setFailure(false)}
        onFallback={switchToEmail}
      />
    </>
  );
}
