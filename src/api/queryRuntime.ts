import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';

/**
 * The query cache, loaded on demand (`./queryCache.ts`): a visitor's first screen renders from the page's boot
 * data before it arrives. Errors are already shown by the http layer, so queries retry once at most.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: 0 },
  },
});

export { notifyManager, QueryObserver };
