import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { titleKeyOf } from '@/shared/routing/specRoutes';
import './Footer.css';

/** Each link is named by its route's title (one name per feature). */
const LINKS = ['/help', '/personal/about', '/download', '/registAgreement', '/privacyTerms'].map((to) => ({
  to,
  key: titleKeyOf(to),
}));

/** Desktop footer: secondary links and the copyright line. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <nav className="footer__links" aria-label={t('footer.label')}>
          {LINKS.map((link) => (
            <Link key={link.to} href={link.to} className="footer__link">
              {t(link.key)}
            </Link>
          ))}
        </nav>
        <p className="footer__copy">{t('footer.copyright', { year: new Date().getFullYear(), name: t('appName') })}</p>
      </div>
    </footer>
  );
}
