import { loadQueryCache } from '../queryCache';

/** Tests: the app's query cache, loaded, emptied and without retries (a failure shows at once). */
export async function freshQueryCache() {
  const { queryClient } = await loadQueryCache();
  queryClient.clear();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return queryClient;
}
