import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { Endpoint } from '@/contract/define';
import { appState } from '@/state/app';
import { apiKey } from './apiKey';
import { takeBootAnswer } from './bootData';
import { call as callApi, type ApiError } from './http';

export interface ApiQueryOptions<Res, Data = Res> {
  /** false: do not fetch (yet); e.g. until an id is known. Default true. */
  enabled?: boolean;
  /** Poll every n ms while the screen shows the data (false/undefined: no polling). */
  refetchInterval?: number | false;
  /** Fresh for this long (ms) before a remount refetches; the cache default is 60 s. */
  staleTime?: number;
  /** No error notice for this call (a screen that shows its own error state, or spec "log and ignore"). */
  silent?: boolean;
  /** Derive what the screen needs from the response (memoise it if it is expensive). */
  select?: (data: Res) => Data;
}

/**
 * Reads one call of the contract through the query cache: `useApiQuery(contract.user.userPasskeyList, {})`.
 * The key is derived from the call, the body and the current language (see `apiKey`), so screens never
 * write keys and a language switch refetches. Returns react-query's result: `data`, `isPending`,
 * `isError`, `error` (an `ApiError`), `refetch`… The http layer has already shown a failure as a notice
 * (unless `silent` or the call's `hideError`). When the page carries this call's answer (the home screen's
 * first content, `bootData`), it is shown at once and refreshed in the background.
 */
export function useApiQuery<Req extends object, Res, Data = Res>(
  call: Endpoint<Req, Res>,
  body: Req,
  options: ApiQueryOptions<Res, Data> = {},
): UseQueryResult<Data, ApiError> {
  const { currentLang } = useSnapshot(appState);
  const { silent, ...rest } = options;
  return useQuery<Res, ApiError, Data>({
    queryKey: apiKey(call, currentLang, body),
    queryFn: () => callApi(call, body, { silent }),
    // Dated long ago, so it is stale at once: shown without waiting, then refetched.
    initialData: () => takeBootAnswer(call.path, currentLang, body) as Res | undefined,
    initialDataUpdatedAt: 0,
    ...rest,
  });
}
