import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { platform } from '@/platform';
import { isLoggedIn } from '@/session/session';
import { useLoggedIn } from '@/session/useLoggedIn';
import { useKeepReferral } from '@/features/referral/hooks';
import { takeRememberedPath } from '@/session/loginRedirect';
import { appState } from '@/state/app';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { Icon } from '@/shared/ui/Icon';
import { Page, type PagePrimary } from '@/shared/ui/Page';
import { Text } from '@/shared/ui/Text';
import { EmailCodeForm } from '../components/EmailCodeForm';
import { LoginTabs } from '../components/LoginTabs';
import { PasskeyLoginButton } from '../components/PasskeyLoginButton';
import { PasswordForm } from '../components/PasswordForm';
import { QrLoginPanel } from '../components/QrLoginPanel';
import { TermsText } from '../components/TermsConsent';
import { queryParam, serverMessage, useTelegramLogin } from '../hooks';
import { useHumanCheck } from '../humanCheck';
import { chooseLoginTab, loginForm } from '../loginForm';
import { passkeyStepPending } from '../loginFlow';
import { resolveRedirect } from '../model';
import { useEmailCodeSignIn } from '../useEmailCodeSignIn';
import { usePasswordSignIn, type PasswordSignIn } from '../usePasswordSignIn';
import './LoginPage.css';

/** The password tab's main action: the password, then the authenticator code (or the passkey when it is the only method). */
function passwordPrimary(s: PasswordSignIn, t: (key: string) => string): PagePrimary {
  if (s.verifyToken === null) return { text: t('form.signIn'), onClick: () => void s.submitPassword(), busy: s.busy };
  if (s.methods.includes('ga')) return { text: t('form.verify'), onClick: () => void s.submitGa(), busy: s.busy };
  return { text: t('form.usePasskey'), onClick: () => void s.submitPasskey(), busy: s.passkeyBusy };
}

/** While the sign-in guard holds a step back: the human check running, or the countdown of the wait. */
function heldBack(
  guard: { checking: boolean; wait: number },
  t: (key: string, options?: { count: number }) => string,
): PagePrimary | null {
  const idle = () => undefined;
  if (guard.checking) return { text: t('humanCheck.checking'), onClick: idle, busy: true };
  if (guard.wait > 0) return { text: t('humanCheck.retryIn', { count: guard.wait }), onClick: idle, disabled: true };
  return null;
}

/**
 * /login: email code (or password), passkey, and on desktop a QR code for the phone app. Inside Telegram
 * "Continue with Telegram" comes first (the main button); the email form opens on request.
 */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const { tab } = useSnapshot(loginForm);
  const { isPc, inTelegram } = useSnapshot(appState);
  const [, navigate] = useLocation();
  const code = useEmailCodeSignIn();
  const password = usePasswordSignIn();
  const guard = useHumanCheck();
  const verifying = tab === 'password' && password.verifyToken !== null;
  const initData = inTelegram ? platform.rawInitData() : null;
  const telegram = useTelegramLogin();
  const [emailChosen, setEmailChosen] = useState(false);
  // a browser sign-up through a referral link (`/login?ref=`): claimed for the account once signed in
  useKeepReferral(useLoggedIn());
  const telegramFirst = !!initData && !emailChosen;
  const continueWithTelegram = () => {
    if (initData) void telegram.run({ init_data: initData });
  };

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (isLoggedIn() && !passkeyStepPending()) {
      navigate(resolveRedirect(queryParam('redirectUrl'), takeRememberedPath()), { replace: true });
    }
    // Only on arrival: signing in on this page runs its own navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const primary: PagePrimary = telegramFirst
    ? { text: t('tg.continue'), onClick: continueWithTelegram, busy: telegram.busy, testId: 'login-telegram' }
    : (heldBack(guard, t) ??
      (tab === 'code'
        ? {
            text: t(code.isNew ? 'form.createAccount' : 'form.signIn'),
            onClick: () => void code.submit(),
            busy: code.busy,
          }
        : passwordPrimary(password, t)));
  const switchTab = (next: typeof tab) => {
    password.back();
    chooseLoginTab(next);
  };
  const split = isPc && !inTelegram;
  return (
    <Page
      title={t('login.title')}
      back={verifying ? password.back : undefined}
      primary={primary}
      wide={split}
      className={split ? 'login-page--split' : undefined}
    >
      <div className={split ? 'login login--split' : 'login'}>
        <Card padded>
          {telegram.error && !telegram.busy ? (
            <Banner tone="danger" title={t('tg.failedTitle')}>
              {serverMessage(telegram.error) || t('tg.failedBody')}
            </Banner>
          ) : null}
          {telegramFirst ? (
            <>
              <Text>{t('login.telegramHint')}</Text>
              <div className="login__divider">{t('login.or')}</div>
              <Button variant="secondary" block onClick={() => setEmailChosen(true)}>
                <Icon name="mail" size={18} />
                {t('tg.toLogin')}
              </Button>
            </>
          ) : (
            <>
              {initData ? (
                <>
                  <Button variant="secondary" block busy={telegram.busy} onClick={continueWithTelegram}>
                    <Icon name="telegram" size={18} />
                    {t('tg.continue')}
                  </Button>
                  <div className="login__divider">{t('login.orEmail')}</div>
                </>
              ) : null}
              <Text>{t('login.subtitle')}</Text>
              {verifying ? null : <LoginTabs tab={tab} onChange={switchTab} />}
              {guard.checking ? (
                <Banner tone="info" testId="human-check">
                  {t('humanCheck.checking')}
                </Banner>
              ) : null}
              {tab === 'code' ? <EmailCodeForm s={code} /> : <PasswordForm s={password} onSubmit={primary.onClick} />}
              <div className="login__divider">{t('login.or')}</div>
            </>
          )}
          <PasskeyLoginButton />
          {/* The form shows its own agreement box for a new address; the general note would repeat it. */}
          {tab === 'code' && code.isNew && !telegramFirst ? null : (
            <p className="login__fineprint">
              <TermsText i18nKey="login.fineprint" />
            </p>
          )}
          <p className="login__secure">
            <Icon name="shieldCheck" size={14} />
            {t('login.secure')}
          </p>
        </Card>
        {split ? <QrLoginPanel /> : null}
      </div>
    </Page>
  );
}
