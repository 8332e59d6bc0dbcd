import { useCallback, useState } from 'react';
import type { ApiQueryResult } from './useApiQuery';

/** What a chunked call answers for one page: its items and how many there are in all. */
export interface PageOf<Item> {
  list: readonly Item[];
  count: number;
}

/**
 * One page of a list: a hook of the area's hooks.ts bound to the list's filter, which calls `useApiQuery` for that
 * page. Each page is its own query, so the newest page refreshes (poll, focus, live event) without reloading the
 * older ones.
 */
export type UsePage<Item> = (page: number) => ApiQueryResult<PageOf<Item>>;

export interface PagedOptions<Item> {
  /** Items per page: the call's `page_size`, which tells whether another page exists. */
  pageSize: number;
  /**
   * Identifies an item across pages. A page asked for again (the first one polls) may now hold an item that an
   * older page, loaded before it moved down, shows too: the list shows it once, on the earlier page.
   */
  keyOf: (item: Item) => string | number;
  /** The list's filter: when it changes, the list starts again at page one. Compared by value. */
  filter?: unknown;
}

export interface PagedQuery<Item> {
  /** The page hook, called once per page shown (by `<PagedList>`'s parts). */
  usePage: UsePage<Item>;
  /** Page one's query: the list's own state (loading, failed, empty) is the first page's. */
  first: ApiQueryResult<PageOf<Item>>;
  /** How many pages are shown. */
  pages: number;
  pageSize: number;
  keyOf: (item: Item) => string | number;
  /** Whether another page exists after `page`, by the count its answer carries. */
  hasMore: (page: number, data: PageOf<Item>) => boolean;
  /** Shows one more page. */
  more: () => void;
  /** Back to page one. */
  reset: () => void;
  /** The items of `page` that no earlier page shows (see `keyOf`). */
  unseen: (page: number, list: readonly Item[]) => Item[];
  /** A page reports the keys it shows, so that later pages leave those out. */
  report: (page: number, keys: readonly (string | number)[]) => void;
}

/**
 * A list read page by page from a chunked call ("load more" and infinite scroll): `usePagedQuery(usePage, {
 * pageSize, keyOf, filter })`, drawn by `<PagedList>`. Keeps how many pages are shown, starts again at page one
 * when `filter` changes, and shows an item once when it moved from one page to the next between their loads.
 */
export function usePagedQuery<Item>(usePage: UsePage<Item>, options: PagedOptions<Item>): PagedQuery<Item> {
  const { pageSize, keyOf } = options;
  const filter = JSON.stringify(options.filter ?? null);
  const [state, setState] = useState({ filter, pages: 1 });
  const [shown, setShown] = useState<{ filter: string; keys: readonly (readonly (string | number)[])[] }>({
    filter,
    keys: [],
  });
  // A changed filter is a new list: page one only, nothing seen yet (derived during render, no extra draw).
  const pages = state.filter === filter ? state.pages : 1;
  const keys = shown.filter === filter ? shown.keys : [];
  const first = usePage(1);

  const more = useCallback(() => setState({ filter, pages: pages + 1 }), [filter, pages]);
  const reset = useCallback(() => setState({ filter, pages: 1 }), [filter]);
  const report = useCallback(
    (page: number, pageKeys: readonly (string | number)[]) =>
      setShown((current) => {
        const known = current.filter === filter ? current.keys : [];
        const before = known[page - 1];
        if (before && before.length === pageKeys.length && before.every((key, i) => key === pageKeys[i]))
          return current;
        const next = known.slice();
        next[page - 1] = pageKeys;
        return { filter, keys: next };
      }),
    [filter],
  );
  const unseen = (page: number, list: readonly Item[]): Item[] => {
    if (page === 1) return list.slice();
    const earlier = new Set(keys.slice(0, page - 1).flat());
    return list.filter((item) => !earlier.has(keyOf(item)));
  };
  return {
    usePage,
    first,
    pages,
    pageSize,
    keyOf,
    hasMore: (page, data) => data.count > page * pageSize,
    more,
    reset,
    unseen,
    report,
  };
}

/**
 * A query's result with its answer turned into what the list shows (rows from one of several calls), its state
 * unchanged: for a page hook that reads different calls by the list's filter.
 */
export function mapQuery<A, B>(query: ApiQueryResult<A>, map: (data: A) => B): ApiQueryResult<B> {
  return { ...query, data: query.data === undefined ? undefined : map(query.data) } as ApiQueryResult<B>;
}
