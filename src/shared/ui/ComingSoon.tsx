import { useTranslation } from 'react-i18next';
import { Badge } from './Badge';
import { ButtonLink } from './ButtonLink';
import { Page } from './Page';
import './ComingSoon.css';

/** Honest placeholder for a feature that arrives in a later release: a screen that names it and leads home. */
export function ComingSoon({ titleKey }: { titleKey?: string }) {
  const { t } = useTranslation();
  const feature = titleKey ? t(titleKey) : t('comingSoon.thisFeature');
  return (
    <Page title={feature}>
      <div className="coming-soon">
        <svg className="coming-soon__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="var(--c-primary-soft)" />
          <circle cx="24" cy="24" r="12" fill="none" stroke="var(--c-primary)" strokeWidth="2.5" />
          <path d="M24 17.5V24l4.5 3" fill="none" stroke="var(--c-primary)" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <p className="coming-soon__text">{t('comingSoon.text')}</p>
        <ButtonLink href="/" variant="primary" className="coming-soon__home">
          {t('comingSoon.home')}
        </ButtonLink>
      </div>
    </Page>
  );
}

/** The "Soon" mark on an entry whose screen is not built yet (see shared/routing/comingSoon.ts). */
export function SoonBadge() {
  const { t } = useTranslation();
  return <Badge tone="info">{t('comingSoon.badge')}</Badge>;
}
