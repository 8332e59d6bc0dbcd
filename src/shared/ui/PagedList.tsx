import { Fragment, useEffect, type ReactNode } from 'react';
import type { PagedQuery } from '@/api/usePagedQuery';
import { List } from './List';
import { LoadFailed } from './LoadFailed';
import { LoadMore } from './LoadMore';
import { QueryState } from './QueryState';
import { Skeleton } from './Skeleton';
import './PagedList.css';

export interface PagedListProps<Item> {
  /** The list's pages (`usePagedQuery` in the area's hooks.ts). */
  paged: PagedQuery<Item>;
  /**
   * One item: a `Row` (or a list item of the container's kind). Keyed by the list (`keyOf`). `position` is its place
   * in the whole list as the server ranks it, from 0 (a ranking's number).
   */
  renderItem: (item: Item, position: number) => ReactNode;
  /** The empty state, drawn when the first page says there is nothing. */
  empty: ReactNode;
  /** Drawn while the first page loads (default: three row-high blocks). */
  skeleton?: ReactNode;
  /** List items drawn in the list while a later page loads (default: one row-high block). */
  pageSkeleton?: ReactNode;
  /** What could not be loaded, when the screen can say it better than the default. */
  failedTitle?: string;
  /** After a failed refetch of a page, keep its rows (default) or say the failure instead. */
  keepData?: boolean;
  /** Drawn after the last page once nothing more exists (default: nothing). */
  end?: ReactNode;
  /** The list around the items (default: a `List` card); a grid passes its own `<ul>`. */
  container?: (items: ReactNode) => ReactNode;
  /** The class of the list items the list adds itself (a page's wait, failure, "load more"): a grid's full row. */
  slotClassName?: string;
  /** The default container's test id; the first page's skeleton carries `<testId>-loading`. */
  testId?: string;
}

interface ChunkProps<Item> extends PagedListProps<Item> {
  page: number;
}

function Chunk<Item>({
  paged,
  page,
  renderItem,
  pageSkeleton,
  failedTitle,
  keepData = true,
  end,
  slotClassName = 'ui-paged__slot',
}: ChunkProps<Item>) {
  const query = paged.usePage(page);
  const list = query.data?.list;
  const keys = list ? JSON.stringify(list.map(paged.keyOf)) : null;
  const { report } = paged;
  useEffect(() => {
    if (keys !== null) report(page, JSON.parse(keys) as (string | number)[]);
  }, [report, page, keys]);

  if (query.isError && (!keepData || !query.data))
    return (
      <li className={slotClassName}>
        <LoadFailed onRetry={() => void query.refetch()} busy={query.isFetching} title={failedTitle} />
      </li>
    );
  if (!query.data)
    return (
      <>
        {pageSkeleton ?? (
          <li className={slotClassName} aria-busy="true">
            <Skeleton height={44} />
          </li>
        )}
      </>
    );
  const data = query.data;
  const last = page === paged.pages;
  const more = paged.hasMore(page, data);
  return (
    <>
      {paged.unseen(page, data.list).map((item) => (
        <Fragment key={paged.keyOf(item)}>
          {renderItem(item, (page - 1) * paged.pageSize + data.list.indexOf(item))}
        </Fragment>
      ))}
      {last && more ? (
        <li className={slotClassName}>
          <LoadMore onMore={paged.more} />
        </li>
      ) : null}
      {last && !more && end ? <li className={slotClassName}>{end}</li> : null}
    </>
  );
}

/**
 * A list read page by page: the first page's skeleton, its failure with "Try again", the empty state, then the
 * rows of every page shown, each page with its own wait and failure, and "load more" (infinite scroll) at the end
 * while more exist. An item that moved to the next page between their loads is shown once.
 */
export function PagedList<Item>(props: PagedListProps<Item>) {
  const { paged, empty, skeleton, failedTitle, keepData, testId, container } = props;
  const chunks = Array.from({ length: paged.pages }, (_, index) => (
    <Chunk key={index + 1} {...props} page={index + 1} />
  ));
  return (
    <QueryState
      query={paged.first}
      skeleton={
        skeleton ?? (
          <div className="ui-paged__skeleton" aria-busy="true" data-testid={testId ? `${testId}-loading` : undefined}>
            <Skeleton height={52} />
            <Skeleton height={52} />
            <Skeleton height={52} />
          </div>
        )
      }
      isEmpty={(data) => data.count === 0}
      empty={empty}
      failedTitle={failedTitle}
      keepData={keepData}
    >
      {() => (container ? container(chunks) : <List testId={testId}>{chunks}</List>)}
    </QueryState>
  );
}
