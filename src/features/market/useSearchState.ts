import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { searchFromQuery, searchToQuery, type SearchState } from './model';

/**
 * The search lives in the URL (`/nft/search?title=…&attr=Fur:Gold`): reloading, sharing or opening a `startapp`
 * link shows the same results. A change replaces the history entry, so Back leaves the search instead of undoing
 * each keystroke.
 */
export function useSearchState(path = '/nft/search'): [SearchState, (next: SearchState) => void] {
  const query = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(() => searchFromQuery(query), [query]);
  const set = (next: SearchState) => {
    const text = searchToQuery(next);
    navigate(text ? `${path}?${text}` : path, { replace: true });
  };
  return [state, set];
}
