import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { call } from '@/api/http';
import { platform } from '@/platform';
import { serverMessage, signIn } from '../calls';
import { completeLogin } from '../loginFlow';
import { Icon } from '@/shared/ui/Icon';
import { useMainButton } from '@/platform/useMainButton';
import '../account.css';

type State = { kind: 'idle' } | { kind: 'working' } | { kind: 'outside' } | { kind: 'failed'; reason: string | null };

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
  const [state, setState] = useState<State>(
    !initData ? { kind: 'outside' } : automatic ? { kind: 'working' } : { kind: 'idle' },
  );
  const [attempt, setAttempt] = useState(automatic ? 1 : 0);

  useEffect(() => {
    if (!initData || attempt === 0) return;
    let cancelled = false;
    call(signIn.loginThird, { source: 'telegram', init_data: initData }, { silent: true })
      .then(({ access_token }) => (cancelled ? undefined : completeLogin(access_token)))
      .catch((caught: unknown) => {
        if (cancelled) return;
        platform.haptic('error');
        setState({ kind: 'failed', reason: serverMessage(caught) });
      });
    return () => {
      cancelled = true;
    };
  }, [initData, attempt]);

  const start = () => {
    setState({ kind: 'working' });
    setAttempt((value) => value + 1);
  };
  const action = state.kind === 'idle' ? t('tg.continue') : state.kind === 'failed' ? t('tg.retry') : null;
  const ownButton = useMainButton(action ? { text: action, onClick: start } : null);

  return (
    <main className="acc-page">
      <div className="acc-shell">
        <section className="acc-card acc-status" aria-live="polite">
          {state.kind === 'idle' ? (
            <>
              <span className="acc-status-icon">
                <Icon name="telegram" size={28} />
              </span>
              <h1 className="acc-title">{t('tg.idleTitle')}</h1>
              <p className="acc-subtitle">{t('tg.idleBody')}</p>
              <div className="acc-actions">
                {ownButton && (
                  <button type="button" className="acc-btn acc-btn--primary" onClick={start}>
                    {action}
                  </button>
                )}
                <Link href="/login" className="acc-btn acc-btn--ghost">
                  {t('tg.toLogin')}
                </Link>
              </div>
            </>
          ) : state.kind === 'working' ? (
            <>
              <span className="acc-status-icon">
                <span className="spinner" aria-hidden="true" />
              </span>
              <h1 className="acc-title">{t('tg.signingIn')}</h1>
            </>
          ) : (
            <>
              <span className="acc-status-icon acc-status-icon--error">
                <Icon name={state.kind === 'outside' ? 'telegram' : 'alert'} size={28} />
              </span>
              <h1 className="acc-title">{t(state.kind === 'outside' ? 'tg.outsideTitle' : 'tg.failedTitle')}</h1>
              <p className="acc-subtitle">
                {state.kind === 'outside' ? t('tg.outsideBody') : state.reason || t('tg.failedBody')}
              </p>
              <div className="acc-actions">
                {state.kind === 'failed' && ownButton && (
                  <button type="button" className="acc-btn acc-btn--primary" onClick={start}>
                    {action}
                  </button>
                )}
                <Link
                  href="/login"
                  className={state.kind === 'failed' ? 'acc-btn acc-btn--ghost' : 'acc-btn acc-btn--primary'}
                >
                  {t('tg.toLogin')}
                </Link>
              </div>
            </>
          )}
        </section>
      </div>
    </main>
  );
}
