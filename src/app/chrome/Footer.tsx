import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import './Footer.css';

const LINKS = [
  { to: '/help', key: 'menu.help' },
  { to: '/personal/about', key: 'menu.about' },
  { to: '/download', key: 'menu.download' },
  { to: '/registAgreement', key: 'footer.terms' },
  { to: '/privacyTerms', key: 'footer.privacy' },
] as const;

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
