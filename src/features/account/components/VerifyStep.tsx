import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { CodeField } from '@/shared/ui/CodeField';
import { Icon } from '@/shared/ui/Icon';
import { Text } from '@/shared/ui/Text';
import { loginForm } from '../loginForm';
import { passkeyFallback, secondStepHintKey } from '../model';
import type { PasswordSignIn } from '../usePasswordSignIn';
import { EMAIL_INPUT_ID } from './EmailField';
import { PasskeyFailedDialog } from './PasskeyFailedDialog';

const GA_INPUT_NAME = 'login-ga';
const focusGa = () => document.querySelector<HTMLInputElement>(`input[name="${GA_INPUT_NAME}"]`)?.focus();

/**
 * The second step of a password sign-in: the authenticator code and/or a passkey, as the server offers.
 * The page's primary action verifies the code (or uses the passkey when it is the only method); the
 * page's back leaves the step.
 */
export function VerifyStep({ s }: { s: PasswordSignIn }) {
  const { t } = useTranslation('account');
  const hasGa = s.methods.includes('ga');
  const fallback = passkeyFallback(s.methods);
  useEffect(() => {
    if (hasGa) focusGa();
  }, [hasGa]);

  const onFallback = () => {
    s.closePasskeyFailure();
    if (fallback === 'ga') {
      requestAnimationFrame(focusGa);
      return;
    }
    s.back();
    loginForm.tab = 'code';
    requestAnimationFrame(() => document.getElementById(EMAIL_INPUT_ID)?.focus());
  };

  return (
    <>
      <Text>{t(secondStepHintKey(s.methods))}</Text>
      {hasGa ? (
        <CodeField
          label={t('form.gaCode')}
          name={GA_INPUT_NAME}
          value={s.gaCode}
          error={s.error?.field === 'ga' ? s.error.text : null}
          onChange={s.setGaCode}
        />
      ) : null}
      {hasGa && s.methods.includes('passkey') ? (
        <Button variant="secondary" block busy={s.passkeyBusy} disabled={s.busy} onClick={() => void s.submitPasskey()}>
          <Icon name="key" size={20} />
          {t('form.usePasskey')}
        </Button>
      ) : null}
      <PasskeyFailedDialog
        open={s.passkeyFailure !== false}
        reason={s.passkeyFailure || null}
        retrying={s.passkeyBusy}
        onRetry={() => void s.submitPasskey()}
        onClose={s.closePasskeyFailure}
        onFallback={onFallback}
        fallbackText={fallback === 'ga' ? t('passkey.failed.useCode') : undefined}
      />
    </>
  );
}
