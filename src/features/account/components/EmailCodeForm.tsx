import { useTranslation } from 'react-i18next';
import { Banner } from '@/shared/ui/Banner';
import { Checkbox } from '@/shared/ui/Checkbox';
import { CodeField } from '@/shared/ui/CodeField';
import { Text } from '@/shared/ui/Text';
import { loginForm } from '../loginForm';
import { CODE_INPUT_NAME, type useEmailCodeSignIn } from '../useEmailCodeSignIn';
import { EmailField } from './EmailField';
import { SignInForm } from './SignInForm';
import { TermsText } from './TermsConsent';

/** Email + one-time code. A first sign-in (new email) must accept the agreement and privacy terms. */
export function EmailCodeForm({ s }: { s: ReturnType<typeof useEmailCodeSignIn> }) {
  const { t } = useTranslation('account');
  const { form, error } = s;
  const codeError = error?.field === 'code' ? error.text : null;
  return (
    <SignInForm onSubmit={() => void s.submit()}>
      {form.forgotPassword ? (
        <Banner tone="info" testId="forgot-password-hint">
          {t('form.forgotHint')}
        </Banner>
      ) : null}
      <EmailField error={error?.field === 'email' ? error.text : null} />
      <CodeField
        label={t('form.code')}
        name={CODE_INPUT_NAME}
        value={form.code}
        error={codeError}
        resendNeeded={s.needNewCode}
        onChange={(code) => (loginForm.code = code)}
        onSend={s.sendCode}
        sendText={form.sentTo ? t('form.resend') : t('form.sendCode')}
      />
      {!codeError && form.sentTo ? <Text>{t('form.codeSent', { email: form.sentTo })}</Text> : null}
      {s.isNew ? (
        <>
          <Text>{t('form.newAccount')}</Text>
          <Checkbox
            label={<TermsText i18nKey="form.agree" />}
            checked={form.agreed}
            onChange={(agreed) => (loginForm.agreed = agreed)}
          />
          {error?.field === 'agreement' ? (
            <p className="signin-form__error" role="alert">
              {error.text}
            </p>
          ) : null}
        </>
      ) : null}
    </SignInForm>
  );
}
