import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { LoadFailed } from './LoadFailed';
import { Skeleton } from './Skeleton';

/** What `<QueryState>` reads of a query (`useApiQuery`'s result has all of it). */
export interface QueryLike<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<Data> {
  query: QueryLike<Data>;
  /** Drawn while the first answer is on its way; a block of the content's height is best (no jump). */
  skeleton?: ReactNode;
  /** Whether the answer holds nothing to show; `empty` is drawn then. */
  isEmpty?: (data: Data) => boolean;
  /** The empty state (default: the kit's `EmptyState` with its default text). */
  empty?: ReactNode;
  /** What could not be loaded, when the screen can say it better than the default. */
  failedTitle?: string;
  /**
   * After a failed refetch, keep showing the answer there is (default), or say the failure instead: a screen whose
   * stale figures would mislead (a balance) says it.
   */
  keepData?: boolean;
  /** The content, given the answer. */
  children: (data: Data) => ReactNode;
}

/**
 * The four states of a screen's data, one way everywhere: a skeleton while it loads, the failure with "Try again"
 * (never the empty state: that would say "nothing here" when we simply don't know), the empty state, the content.
 */
export function QueryState<Data>({
  query,
  skeleton,
  isEmpty,
  empty,
  failedTitle,
  keepData = true,
  children,
}: QueryStateProps<Data>) {
  const data = query.data;
  if (query.isError && (!keepData || data === undefined))
    return <LoadFailed onRetry={() => void query.refetch()} busy={query.isFetching} title={failedTitle} />;
  if (data === undefined) return <>{skeleton ?? <Skeleton height={120} radius={16} />}</>;
  if (isEmpty?.(data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(data)}</>;
}
