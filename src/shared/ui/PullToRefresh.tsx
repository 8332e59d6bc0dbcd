import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';
import './PullToRefresh.css';

export interface PullToRefreshProps {
  /** Reloads what the list shows; the indicator stays until it settles. */
  onRefresh: () => Promise<unknown>;
  /** false: children only (desktop, where a refresh is a click away). */
  enabled?: boolean;
  children: ReactNode;
}

/** How far (px) the finger must pull the top of the page down before letting go refreshes. */
export const PULL_THRESHOLD = 64;

/** Mobile pull-to-refresh around a list: pull down at the top of the page, let go, and `onRefresh` runs. */
export function PullToRefresh({ onRefresh, enabled = true, children }: PullToRefreshProps) {
  const { t } = useTranslation();
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  if (!enabled) return <>{children}</>;

  const onTouchStart = (event: TouchEvent) => {
    start.current = window.scrollY <= 0 && !refreshing ? (event.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null) return;
    const distance = (event.touches[0]?.clientY ?? start.current) - start.current;
    setPull(Math.max(0, Math.min(distance / 2, PULL_THRESHOLD * 1.5)));
  };
  const onTouchEnd = () => {
    const release = pull >= PULL_THRESHOLD;
    start.current = null;
    setPull(0);
    if (!release) return;
    setRefreshing(true);
    void onRefresh().finally(() => setRefreshing(false));
  };
  const shown = refreshing ? PULL_THRESHOLD / 1.5 : pull;
  return (
    <div
      className="ui-pull"
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div className="ui-pull__indicator" style={{ height: shown }} aria-live="polite" data-testid="pull-indicator">
        {refreshing ? (
          <>
            <Spinner /> {t('ui.refreshing')}
          </>
        ) : pull > 0 ? (
          pull >= PULL_THRESHOLD ? (
            t('ui.releaseToRefresh')
          ) : (
            t('ui.pullToRefresh')
          )
        ) : null}
      </div>
      {children}
    </div>
  );
}
