import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SecurityPage } from '../components/SecurityPage';

const FAQ_KEYS = ['signin', 'passkey', 'authenticator', 'lost_email', 'lost_ga', 'hold', 'deposit', 'delete'] as const;

/** /help: frequently asked questions and the way to a support work order. */
export default function HelpPage() {
  const { t } = useTranslation('security');
  return (
    <SecurityPage title={t('route.help')}>
      <div className="sec-card sec-faq">
        {FAQ_KEYS.map((key) => (
          <details key={key}>
            <summary>{t(`faq.${key}_q`)}</summary>
            <p>{t(`faq.${key}_a`)}</p>
          </details>
        ))}
      </div>
      <div className="sec-card sec-card--pad">
        <p className="sec-text">{t('help.more')}</p>
        <Link href="/wordOrder" className="sec-btn sec-btn--accent">
          {t('help.work_order')}
        </Link>
      </div>
    </SecurityPage>
  );
}
