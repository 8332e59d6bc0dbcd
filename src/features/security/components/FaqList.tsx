import { useTranslation } from 'react-i18next';
import { Card } from '@/shared/ui/Card';
import './FaqList.css';

const FAQ_KEYS = ['signin', 'passkey', 'authenticator', 'lost_email', 'lost_ga', 'hold', 'deposit', 'delete'] as const;

/** The help screen's questions, each opening its answer. */
export function FaqList() {
  const { t } = useTranslation('security');
  return (
    <Card>
      <div className="faq-list">
        {FAQ_KEYS.map((key) => (
          <details key={key}>
            <summary>{t(`faq.${key}_q`)}</summary>
            <p>{t(`faq.${key}_a`)}</p>
          </details>
        ))}
      </div>
    </Card>
  );
}
