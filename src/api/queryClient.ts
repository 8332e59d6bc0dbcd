import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache. Errors are already shown by the http layer, so queries retry once at most. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: 0 },
  },
});
