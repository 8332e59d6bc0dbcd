import type { ReactNode } from 'react';
import { usePagedQuery, type UsePage } from '@/api/usePagedQuery';
import { PagedList } from '@/shared/ui/PagedList';
import { Skeleton } from '@/shared/ui/Skeleton';
import { RECORDS_PAGE_SIZE } from '../records';
import './Records.css';

export type { UsePage };

/**
 * A record list (the caller's orders, activity, trades, favourites) with infinite scroll, 20 a page: the kit's
 * paged list with the records' row-high skeletons. The parent keys it by its filter, so a new filter starts again
 * at page one.
 */
export function RecordPages<T>({
  usePage,
  keyOf,
  renderRow,
  empty,
  testId,
}: {
  usePage: UsePage<T>;
  keyOf: (item: T) => string | number;
  renderRow: (item: T) => ReactNode;
  empty: ReactNode;
  testId: string;
}) {
  const paged = usePagedQuery(usePage, { pageSize: RECORDS_PAGE_SIZE, keyOf });
  return (
    <PagedList
      paged={paged}
      testId={testId}
      skeleton={
        <div className="records-wait" aria-busy="true" data-testid={`${testId}-loading`}>
          <Skeleton height={64} />
          <Skeleton height={64} />
          <Skeleton height={64} />
        </div>
      }
      pageSkeleton={
        <li className="records-wait" aria-busy="true">
          <Skeleton height={48} />
        </li>
      }
      slotClassName="records-wait"
      empty={empty}
      renderItem={renderRow}
    />
  );
}
