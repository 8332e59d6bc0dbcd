import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { isLoggedIn } from '@/session/session';
import { takeRememberedPath } from '@/session/loginRedirect';
import { appState } from '@/state/app';
import { Icon } from '@/shared/ui/Icon';
import { EmailCodeForm } from '../components/EmailCodeForm';
import { PasskeyLoginButton } from '../components/PasskeyLoginButton';
import { PasswordForm } from '../components/PasswordForm';
import { QrLoginPanel } from '../components/QrLoginPanel';
import { TermsText } from '../components/TermsConsent';
import { loginForm } from '../loginForm';
import { passkeyStepPending } from '../loginFlow';
import { normaliseEmail, resolveRedirect } from '../model';
import { queryParam } from '../hooks';
import '../account.css';

/** /login: email code (or password), passkey, and on desktop a QR code for the phone app. */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const { tab, email, checkedEmail, exists } = useSnapshot(loginForm);
  // The form shows its own agreement box for a new address; the general note would repeat it.
  const agreementShown = tab === 'code' && exists === false && checkedEmail === normaliseEmail(email);
  const { isPc, inTelegram } = useSnapshot(appState);
  const [, navigate] = useLocation();

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (isLoggedIn() && !passkeyStepPending()) {
      navigate(resolveRedirect(queryParam('redirectUrl'), takeRememberedPath()), { replace: true });
    }
    // Only on arrival: signing in on this page runs its own navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const split = isPc && !inTelegram;
  return (
    <main className="acc-page">
      <div className={split ? 'acc-shell acc-shell--split' : 'acc-shell'}>
        <section className="acc-card" aria-labelledby="login-title">
          <header className="acc-head">
            <span className="acc-badge">
              <Icon name="lock" size={14} />
              {t('login.badge')}
            </span>
            <h1 id="login-title" className="acc-title">
              {t('login.title')}
            </h1>
            <p className="acc-subtitle">{t('login.subtitle')}</p>
          </header>
          <div className="acc-tabs" role="tablist">
            {(['code', 'password'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                className="acc-tab"
                aria-selected={tab === value}
                onClick={() => (loginForm.tab = value)}
              >
                {t(value === 'code' ? 'login.tabCode' : 'login.tabPassword')}
              </button>
            ))}
          </div>
          {tab === 'code' ? <EmailCodeForm /> : <PasswordForm />}
          <div className="acc-divider">{t('login.or')}</div>
          <PasskeyLoginButton />
          {!agreementShown && (
            <p className="acc-fineprint">
              <TermsText i18nKey="login.fineprint" />
            </p>
          )}
          <p className="acc-secure">
            <Icon name="shieldCheck" size={14} />
            {t('login.secure')}
          </p>
        </section>
        {split && <QrLoginPanel />}
      </div>
    </main>
  );
}
