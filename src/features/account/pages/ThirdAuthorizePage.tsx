import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { rememberPath } from '@/session/loginRedirect';
import { isLoggedIn } from '@/session/session';
import { StatusCard } from '../components/StatusCard';
import { useMainButton } from '@/platform/useMainButton';
import { useThirdAuthorize } from '../useThirdAuthorize';
import '../account.css';

/** /thirdAuthorize: shows which app asks for the user's account id; allow-listed apps only. */
export default function ThirdAuthorizePage() {
  const { t, i18n } = useTranslation('account');
  const [, navigate] = useLocation();
  const { app, source, busy, error, approve, deny } = useThirdAuthorize(
    new URLSearchParams(location.search),
    i18n.language,
  );
  const signedIn = isLoggedIn();
  const appName = app ? t(app.nameKey) : '';

  const signInFirst = () => {
    rememberPath(`${location.pathname}${location.search}`);
    navigate('/login');
  };
  const primary = !app
    ? null
    : signedIn
      ? { text: t('third.approve'), onClick: () => void approve(t('errors.network')), loading: busy }
      : { text: t('third.signIn'), onClick: signInFirst };
  const ownButton = useMainButton(primary);

  if (!app) {
    return (
      <StatusCard icon="alert" tone="error" title={t('third.unknownTitle')} subtitle={t('third.unknownBody')}>
        <Link href="/" className="acc-btn acc-btn--ghost">
          {t('third.home')}
        </Link>
      </StatusCard>
    );
  }

  return (
    <StatusCard
      icon="apps"
      titleId="third-title"
      title={t('third.title', { app: appName })}
      subtitle={t('third.body', { app: appName })}
    >
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
            {busy && <span className="spinner" aria-hidden="true" />}
            {primary.text}
          </button>
        )}
        <button type="button" className="acc-btn acc-btn--ghost" disabled={busy} onClick={deny}>
          {t('third.deny')}
        </button>
      </div>
    </StatusCard>
  );
}
