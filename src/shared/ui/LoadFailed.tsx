import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { StatusCard } from './StatusCard';

export interface LoadFailedProps {
  /** Asks again (a query's `refetch`). */
  onRetry: () => void;
  /** The retry is running. */
  busy?: boolean;
  /** What could not be loaded, when the screen can say it better than the default. */
  title?: string;
}

/**
 * What a screen shows where its data failed to load: never the empty state (that would say "nothing here"
 * when we simply don't know), but the failure and "Try again".
 */
export function LoadFailed({ onRetry, busy, title }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <StatusCard status="failure" title={title ?? t('error.loadFailed')}>
      <Button variant="primary" onClick={onRetry} busy={busy} data-testid="load-retry">
        {t('error.retry')}
      </Button>
    </StatusCard>
  );
}
