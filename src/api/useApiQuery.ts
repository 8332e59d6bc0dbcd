import type { QueryObserver, QueryObserverOptions, QueryObserverResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import type { Endpoint } from '@/contract/define';
import { appState } from '@/state/app';
import { apiKey } from './apiKey';
import { bootAnsweredAt, noteUnanswered, peekBootAnswer, takeBootAnswer } from './bootData';
import { call as callApi, type ApiError } from './http';
import { useQueryCache } from './queryCache';

export interface ApiQueryOptions<Res, Data = Res> {
  /** false: do not fetch (yet); e.g. until an id is known. Default true. */
  enabled?: boolean;
  /** Poll every n ms while the screen shows the data (false/undefined: no polling). */
  refetchInterval?: number | false;
  /** Poll every n ms while the page is visible (paused in a background tab); a lighter `refetchInterval`. */
  pollMs?: number;
  /** Refetch when the window regains focus or the page becomes visible again (balances, history). */
  refetchOnFocus?: boolean;
  /** Fresh for this long (ms) before a remount refetches; the cache default is 60 s. */
  staleTime?: number;
  /** No error notice for this call (a screen that shows its own error state, or spec "log and ignore"). */
  silent?: boolean;
  /** Derive what the screen needs from the response (memoise it if it is expensive). */
  select?: (data: Res) => Data;
}

interface Common {
  /** True while a request for it is under way (the first load or a background refresh). */
  isFetching: boolean;
  /** When the shown data arrived (ms since the epoch; for the page's boot answer, when the server answered). */
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
}
/** What a screen reads of a query: one of three states, so that `data` is typed by the state. */
export type ApiQueryResult<Data> = Common &
  (
    | { status: 'pending'; data: undefined; error: null; isPending: true; isError: false; isSuccess: false }
    | { status: 'error'; data: Data | undefined; error: ApiError; isPending: false; isError: true; isSuccess: false }
    | { status: 'success'; data: Data; error: null; isPending: false; isError: false; isSuccess: true }
  );

function fromObserver<Data>(result: QueryObserverResult<Data, ApiError>): ApiQueryResult<Data> {
  const common = { isFetching: result.isFetching, dataUpdatedAt: result.dataUpdatedAt, refetch: result.refetch };
  if (result.status === 'error')
    return {
      ...common,
      status: 'error',
      data: result.data,
      error: result.error,
      isPending: false,
      isError: true,
      isSuccess: false,
    };
  if (result.status === 'success')
    return {
      ...common,
      status: 'success',
      data: result.data,
      error: null,
      isPending: false,
      isError: false,
      isSuccess: true,
    };
  return {
    ...common,
    status: 'pending',
    data: undefined,
    error: null,
    isPending: true,
    isError: false,
    isSuccess: false,
  };
}

const noSubscription = () => () => undefined;
const waitForCache = () => Promise.resolve(undefined);

/**
 * Reads one call of the contract through the query cache: `useApiQuery(contract.user.userPasskeyList, {})`.
 * The key is derived from the call, the body and the current language (see `apiKey`), so screens never
 * write keys and a language switch refetches. Returns `data`, `status`, `isPending`, `isError`, `error` (an
 * `ApiError`), `isFetching`, `refetch`. The http layer has already shown a failure as a notice (unless `silent`
 * or the call's `hideError`). When the page carries this call's answer (the home screen's first content,
 * `bootData`), it is shown at once and refreshed in the background.
 *
 * The cache itself loads after the first paint (`./queryCache.ts`); until then the hook shows the boot answer,
 * or pending. It then follows a react-query `QueryObserver`, the way react-query's own `useQuery` does.
 */
export function useApiQuery<Req extends object, Res, Data = Res>(
  call: Endpoint<Req, Res>,
  body: Req,
  options: ApiQueryOptions<Res, Data> = {},
): ApiQueryResult<Data> {
  const { currentLang } = useSnapshot(appState);
  const runtime = useQueryCache();
  const { silent, select, pollMs, refetchOnFocus, ...rest } = options;
  const queryOptions: QueryObserverOptions<Res, ApiError, Data, Res, ReturnType<typeof apiKey<Req>>> = {
    queryKey: apiKey(call, currentLang, body),
    queryFn: () => callApi(call, body, { silent }),
    // The page's answer seeds the cache entry (taken when the entry is made), dated when the server answered: shown
    // without waiting, and refetched only once it is stale like any other answer.
    initialData: () => takeBootAnswer(call.path, currentLang, body) as Res | undefined,
    initialDataUpdatedAt: bootAnsweredAt,
    ...(select ? { select } : {}),
    ...(pollMs ? { refetchInterval: pollMs, refetchIntervalInBackground: false } : {}),
    ...rest,
  };
  const defaulted = runtime?.queryClient.defaultQueryOptions(queryOptions);
  if (defaulted) defaulted._optimisticResults = 'optimistic';

  const observerRef = useRef<QueryObserver<Res, ApiError, Data, Res, ReturnType<typeof apiKey<Req>>> | null>(null);
  if (runtime && defaulted && !observerRef.current)
    observerRef.current = new runtime.QueryObserver(runtime.queryClient, defaulted);
  const observer = observerRef.current;

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!observer || !runtime) return noSubscription();
      const unsubscribe = observer.subscribe(runtime.notifyManager.batchCalls(onChange));
      observer.updateResult();
      return unsubscribe;
    },
    [observer, runtime],
  );
  const snapshot = useCallback(() => observer?.getCurrentResult(), [observer]);
  useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted);
  });
  const focusEnabled = Boolean(refetchOnFocus) && options.enabled !== false;
  useEffect(() => {
    if (!observer || !focusEnabled) return;
    // The cache's own focus manager is not mounted (it loads after the first paint): listen here, per query.
    const onFocus = () => {
      if (document.visibilityState === 'visible') void observer.refetch();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [observer, focusEnabled]);

  if (observer && defaulted) return fromObserver(observer.getOptimisticResult(defaulted));
  // Before the cache: the boot answer as a success, or pending.
  const enabled = options.enabled !== false;
  // (Peeked, not taken: a first render that suspends is thrown away, and the next one must find it again.)
  const boot = peekBootAnswer(call.path, currentLang, body) as Res | undefined;
  if (boot === undefined && enabled) noteUnanswered(call.path, body);
  if (boot !== undefined) {
    const data = (select ? select(boot) : boot) as Data;
    return {
      status: 'success',
      data,
      error: null,
      isPending: false,
      isError: false,
      isSuccess: true,
      // a fresh answer is not fetched again; a stale one is, once the cache is here and says so
      isFetching: false,
      dataUpdatedAt: bootAnsweredAt(),
      refetch: waitForCache,
    };
  }
  return {
    status: 'pending',
    data: undefined,
    error: null,
    isPending: true,
    isError: false,
    isSuccess: false,
    isFetching: enabled,
    dataUpdatedAt: 0,
    refetch: waitForCache,
  };
}
