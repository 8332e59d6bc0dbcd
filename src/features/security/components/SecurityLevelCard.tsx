import { useTranslation } from 'react-i18next';
import { Card } from '@/shared/ui/Card';
import './SecurityLevelCard.css';

/**
 * The security centre's summary: a shield, the level, its hint and a three-step meter.
 */
export function SecurityLevelCard({ level }: { level: 'low' | 'medium' | 'high' }) {
  const { t } = useTranslation('security');
  return (
    <Card padded testId="security-level">
      <div className={`security-level security-level--${level}`}>
        <span className="security-level__shield" aria-hidden="true" />
        <div>
          <div className="security-level__title">{t(`level.${level}`)}</div>
          <div className="security-level__hint">{t(`level.${level}_hint`)}</div>
          <div className="security-level__meter" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        </div>
      </div>
    </Card>
  );
}
