import { startTransition, useEffect, useState } from 'react';

/**
 * The query cache (`./queryRuntime.ts`, react-query's core) loads after the first screen, not with it (a smaller first
 * load): `useApiQuery` shows the page's boot answer, or its pending state, until it is there. Everything that needs the
 * cache goes through `loadQueryCache()`; nothing imports the runtime statically.
 */
export type QueryRuntime = typeof import('./queryRuntime');

let loaded: QueryRuntime | null = null;
let loading: Promise<QueryRuntime> | undefined;
const listeners = new Set<() => void>();

export function loadQueryCache(): Promise<QueryRuntime> {
  return (loading ??= import('./queryRuntime').then((runtime) => {
    loaded = runtime;
    for (const listener of listeners) listener();
    return runtime;
  }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const current = () => loaded;

/**
 * The runtime once loaded (null before); a component that asks starts the load after its first paint. Its arrival
 * re-renders every component that reads server data: as a transition, so that render runs in short tasks the browser
 * may interrupt, not as one long synchronous one (an external store's update always is). Until it has run, each
 * component keeps showing the page's answer or its pending state, which is what the cache would show first anyway.
 */
export function useQueryCache(): QueryRuntime | null {
  const [runtime, setRuntime] = useState(current);
  useEffect(() => {
    const update = () => startTransition(() => setRuntime(current()));
    const unsubscribe = subscribe(update);
    // (loaded between this component's render and now)
    update();
    if (!loaded) void loadQueryCache();
    return unsubscribe;
  }, []);
  return runtime;
}

/** Forgets every cached answer (logout, a changed network): nothing to do while the cache was never loaded. */
export function clearQueryCache(): void {
  if (loaded) loaded.queryClient.clear();
  else void loading?.then((runtime) => runtime.queryClient.clear());
}
