import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { rememberPath } from '../../../app/loginRedirect';
import { isLoggedIn } from '../../../app/session';
import { Icon } from '../../../shared/ui/Icon';
import { usePrimaryAction } from '../hooks';
import { useThirdAuthorize } from '../useThirdAuthorize';
import '../account.css';

/** /thirdAuthorize: shows which app asks for the user's account id; allow-listed apps only. */
export default function ThirdAuthorizePage() {
  const { t, i18n } = useTranslation('account');
  const [, navigate] = useLocation();
  const { app, source, busy, error, approve, deny } = useThirdAuthorize(new URLSearchParams(location.search), i18n.language);
  const signedIn = isLoggedIn();
  const appName = app ? t(app.nameKey) : '';

  const signInFirst = () => {
    rememberPath(`${location.pathname}${location.search}`);
    navigate('/login');
  };
  const primary = !app ? null : signedIn ? { text: t('third.approve'), onClick: () => void approve(t('errors.network')), loading: busy } : { text: t('third.signIn'), onClick: signInFirst };
  const ownButton = usePrimaryAction(primary);

  if (!app) {
    return (
      <main className="acc-page">
        <div className="acc-shell">
          <section className="acc-card acc-status">
            <span className="acc-status-icon acc-status-icon--error">
              <Icon name="alert" size={28} />
            </span>
            <h1 className="acc-title">{t('third.unknownTitle')}</h1>
            <p className="acc-subtitle">{t('third.unknownBody')}</p>
            <Link href="/" className="acc-btn acc-btn--ghost">
              {t('third.home')}
            </Link>
          </section>
        </div>
      </main>
    );
  }

  return (
    <main className="acc-page">
      <div className="acc-shell">
        <section className="acc-card acc-status" aria-labelledby="third-title">
          <span className="acc-status-icon">
            <Icon name="apps" size={28} />
          </span>
          <h1 id="third-title" className="acc-title">
            {t('third.title', { app: appName })}
          </h1>
          <p className="acc-subtitle">{t('third.body', { app: appName })}</p>
          <dl className="acc-facts">
            <dt>{t('third.app')}</dt>
            <dd>{appName}</dd>
            {source && (
              <>
                <dt>{t('third.source')}</dt>
                <dd>{source}</dd>
              </>
            )}
            <dt>{t('third.returnsTo')}</dt>
            <dd>{new URL(app.redirect).host}</dd>
          </dl>
          {error && (
            <p className="acc-error" role="alert">
              {error}
            </p>
          )}
          <div className="acc-actions">
            {ownButton && primary && (
              <button type="button" className="acc-btn acc-btn--primary" disabled={busy} onClick={primary.onClick}>
                {busy && <span className="acc-spinner" aria-hidden="true" />}
                {primary.text}
              </button>
            )}
            <button type="button" className="acc-btn acc-btn--ghost" disabled={busy} onClick={deny}>
              {t('third.deny')}
            </button>
          </div>
        </section>
      </div>
    </main>
  );
}
