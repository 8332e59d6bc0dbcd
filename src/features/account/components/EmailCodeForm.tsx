import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loginForm } from '../loginForm';
import { formatCountdown, normaliseCode } from '../model';
import { useMainButton } from '@/platform/useMainButton';
import { useEmailCodeSignIn } from '../useEmailCodeSignIn';
import { EmailField } from './EmailField';
import { Field } from './Field';
import { TermsText } from './TermsConsent';

/** Email + one-time code. A first sign-in (new email) must accept the agreement and privacy terms. */
export function EmailCodeForm() {
  const { t } = useTranslation('account');
  const codeInput = useRef<HTMLInputElement>(null);
  const { form, isNew, sending, submitting, error, resendIn, sendCode, submit } = useEmailCodeSignIn(codeInput);
  const primary = form.sentTo
    ? { text: t('form.signIn'), onClick: submit, loading: submitting }
    : { text: t('form.sendCode'), onClick: sendCode, loading: sending };
  const ownButton = useMainButton(primary);
  const codeError = error?.field === 'code' ? error.text : null;

  return (
    <form
      className="acc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <EmailField error={error?.field === 'email' ? error.text : null} />
      <Field
        id="login-code"
        label={t('form.code')}
        error={codeError}
        hint={!codeError && form.sentTo ? t('form.codeSent', { email: form.sentTo }) : null}
        ref={codeInput}
        className="acc-input--code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('form.codePlaceholder')}
        value={form.code}
        onChange={(event) => (loginForm.code = normaliseCode(event.target.value))}
        trailing={
          <button
            type="button"
            className="acc-btn acc-btn--inline"
            disabled={sending || resendIn > 0}
            onClick={() => void sendCode()}
          >
            {resendIn > 0
              ? t('form.resendIn', { time: formatCountdown(resendIn) })
              : form.sentTo
                ? t('form.resend')
                : t('form.sendCode')}
          </button>
        }
      />
      {isNew && (
        <div className="acc-notice-box">
          <p className="acc-hint">{t('form.newAccount')}</p>
          <label className="acc-check">
            <input
              type="checkbox"
              checked={form.agreed}
              onChange={(event) => (loginForm.agreed = event.target.checked)}
            />
            <span>
              <TermsText i18nKey="form.agree" />
            </span>
          </label>
          {error?.field === 'agreement' && (
            <p className="acc-error" role="alert">
              {error.text}
            </p>
          )}
        </div>
      )}
      {ownButton && (
        <button type="submit" className="acc-btn acc-btn--primary" disabled={submitting}>
          {submitting && <span className="spinner" aria-hidden="true" />}
          {isNew ? t('form.createAccount') : t('form.signIn')}
        </button>
      )}
    </form>
  );
}
