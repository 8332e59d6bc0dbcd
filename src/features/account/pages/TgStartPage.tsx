import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { platform } from '@/platform';
import { isLoggedIn } from '@/session/session';
import { takeRememberedPath } from '@/session/loginRedirect';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Page } from '@/shared/ui/Page';
import { StatusCard } from '@/shared/ui/StatusCard';
import { Text } from '@/shared/ui/Text';
import { queryParam, serverMessage, useTelegramLogin } from '../hooks';
import { resolveRedirect } from '../model';

/**
 * /login/tgStart and /tgStart. The launch itself signs the user in (session/telegramLaunch), so
 * /login/tgStart usually just moves on; when the launch did not sign in, it signs in here with the raw
 * init data (login_third_x). Outside Telegram or on a refusal: a clear message and a way to the email
 * sign-in. /tgStart is where a logout inside the mini app lands, so there it waits for a tap.
 */
export default function TgStartPage() {
  const { t } = useTranslation('account');
  const [location, navigate] = useLocation();
  const initData = platform.rawInitData();
  const automatic = location.startsWith('/login/');
  const login = useTelegramLogin();
  const [started, setStarted] = useState(automatic);
  const start = () => {
    if (!initData) return;
    setStarted(true);
    void login.run({ init_data: initData });
  };
  const ran = useRef(false);
  useEffect(() => {
    if (!automatic || ran.current) return;
    ran.current = true;
    // Already signed in by the launch: no second session, straight on.
    if (isLoggedIn()) navigate(resolveRedirect(queryParam('redirectUrl'), takeRememberedPath()), { replace: true });
    else if (initData) void login.run({ init_data: initData });
    // Once, on arrival at /login/tgStart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const kind = !initData
    ? 'outside'
    : login.data
      ? 'done'
      : login.error && !login.busy
        ? 'failed'
        : started
          ? 'working'
          : 'idle';
  const toLogin = (
    <ButtonLink href="/login" block>
      {t('tg.toLogin')}
    </ButtonLink>
  );
  const action = kind === 'idle' ? t('tg.continue') : kind === 'failed' ? t('tg.retry') : null;
  return (
    <Page
      title={kind === 'idle' ? t('tg.idleTitle') : t('route.tgStart', { ns: 'common' })}
      primary={action ? { text: action, onClick: start } : null}
    >
      {kind === 'idle' ? (
        <>
          <Text>{t('tg.idleBody')}</Text>
          {toLogin}
        </>
      ) : kind === 'working' ? (
        <StatusCard status="pending" title={t('tg.signingIn')} />
      ) : kind === 'done' ? (
        // Shown while a prompt that follows the sign-in (add a passkey) is open over this page.
        <StatusCard status="success" title={t('tg.signedInTitle')} />
      ) : (
        <StatusCard
          status="failure"
          title={t(kind === 'outside' ? 'tg.outsideTitle' : 'tg.failedTitle')}
          text={kind === 'outside' ? t('tg.outsideBody') : serverMessage(login.error) || t('tg.failedBody')}
        >
          {toLogin}
        </StatusCard>
      )}
    </Page>
  );
}
