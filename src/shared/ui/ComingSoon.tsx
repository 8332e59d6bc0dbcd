import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** Honest placeholder for a feature that arrives in a later release; names it and offers a way home. */
export function ComingSoon({ titleKey }: { titleKey?: string }) {
  const { t } = useTranslation();
  const feature = titleKey ? t(titleKey) : t('comingSoon.thisFeature');
  return (
    <main className="page status-screen">
      <svg className="status-screen__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="var(--c-primary-soft)" />
        <circle cx="24" cy="24" r="12" fill="none" stroke="var(--c-primary)" strokeWidth="2.5" />
        <path d="M24 17.5V24l4.5 3" fill="none" stroke="var(--c-primary)" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <h1 className="status-screen__title">{feature}</h1>
      <p className="status-screen__text">{t('comingSoon.text', { feature })}</p>
      <Link href="/" className="btn btn--primary">
        {t('comingSoon.home')}
      </Link>
    </main>
  );
}
