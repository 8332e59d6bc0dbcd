import { useTranslation } from 'react-i18next';
import { Card } from '@/shared/ui/Card';
import './SecurityLevelCard.css';

/**
 * The security centre's summary: a shield, the level, its hint and a three-step meter. The page's static shell draws
 * the same card before the app runs (server/page.ts shell `level`, index.html `.boot-shell__level`): a change here
 * moves it there too (tests/e2e/first-load.spec.ts compares the two).
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
