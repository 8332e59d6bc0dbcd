import { useState, type ReactNode } from 'react';
import type { ApiQueryResult } from '@/api/useApiQuery';
import type { Paged } from '@/contract';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { LoadMore } from '@/shared/ui/LoadMore';
import { Skeleton } from '@/shared/ui/Skeleton';
import { RECORDS_PAGE_SIZE } from '../records';
import './Records.css';

/** One page of a record list (a hook of hooks.ts bound to the list's filter). */
export type UsePage<T> = (page: number) => ApiQueryResult<Paged<T>>;

interface ChunkProps<T> {
  usePage: UsePage<T>;
  page: number;
  last: boolean;
  onMore: () => void;
  renderRow: (item: T) => ReactNode;
}

function Chunk<T>({ usePage, page, last, onMore, renderRow }: ChunkProps<T>) {
  const query = usePage(page);
  if (query.isPending)
    return (
      <li className="records-wait">
        <Skeleton height={48} />
      </li>
    );
  if (query.isError && !query.data)
    return (
      <li className="records-wait">
        <LoadFailed onRetry={() => void query.refetch()} busy={query.isFetching} />
      </li>
    );
  const data = query.data!;
  return (
    <>
      {data.list.map(renderRow)}
      {last && data.count > page * RECORDS_PAGE_SIZE ? (
        <li>
          <LoadMore onMore={onMore} />
        </li>
      ) : null}
    </>
  );
}

/**
 * A record list with infinite scroll: each page is its own query (the newest refreshes on focus without reloading
 * the older ones); skeletons while the first loads, "Try again" when it fails, `empty` when there is nothing.
 * The parent keys it by its filter, so a new filter starts again at page one.
 */
export function RecordPages<T>({
  usePage,
  renderRow,
  empty,
  testId,
}: {
  usePage: UsePage<T>;
  renderRow: (item: T) => ReactNode;
  empty: ReactNode;
  testId: string;
}) {
  const [pages, setPages] = useState(1);
  const first = usePage(1);
  if (first.isPending)
    return (
      <div className="records-wait" aria-busy="true" data-testid={`${testId}-loading`}>
        <Skeleton height={64} />
        <Skeleton height={64} />
        <Skeleton height={64} />
      </div>
    );
  if (first.isError && !first.data) return <LoadFailed onRetry={() => void first.refetch()} busy={first.isFetching} />;
  if (first.data!.count === 0) return <>{empty}</>;
  return (
    <List testId={testId}>
      {Array.from({ length: pages }, (_, index) => (
        <Chunk
          key={index + 1}
          usePage={usePage}
          page={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages(index + 2)}
          renderRow={renderRow}
        />
      ))}
    </List>
  );
}
