import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Spinner } from './Spinner';
import './LoadMore.css';

export interface LoadMoreProps {
  /** Asks for the next page. */
  onMore: () => void;
  /** The next page is loading. */
  busy?: boolean;
  testId?: string;
}

/**
 * The end of an infinite list: calls `onMore` when it scrolls into view (IntersectionObserver), with a
 * "Load more" button as the fallback (keyboards, browsers without the observer).
 */
export function LoadMore({ onMore, busy = false, testId = 'load-more' }: LoadMoreProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || busy || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [busy]);
  return (
    <div ref={ref} className="ui-load-more" data-testid={testId}>
      {busy ? (
        <Spinner />
      ) : (
        <Button variant="ghost" size="sm" onClick={onMore}>
          {t('ui.loadMore')}
        </Button>
      )}
    </div>
  );
}
