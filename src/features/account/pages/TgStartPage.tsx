import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { platform } from '@/platform';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Page } from '@/shared/ui/Page';
import { StatusCard } from '@/shared/ui/StatusCard';
import { Text } from '@/shared/ui/Text';
import { serverMessage, useTelegramLogin } from '../hooks';

/**
 * /login/tgStart and /tgStart: inside Telegram, the raw init data signs the user in (login_third_x);
 * outside Telegram or on a refusal, a clear message and a way to the email sign-in. /tgStart is where a
 * logout inside the mini app lands, so there it waits for a tap instead of signing straight back in.
 */
export default function TgStartPage() {
  const { t } = useTranslation('account');
  const [location] = useLocation();
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
    start();
    // Once, on arrival at /login/tgStart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const kind = !initData ? 'outside' : login.error && !login.busy ? 'failed' : started ? 'working' : 'idle';
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
