import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * What the current page wants its back action to do (`<Page back>` sets it):
 * `undefined` = the default (in-app history, hidden on the root screen), `false` = no back action,
 * a function = a handler (steps inside a flow). The last mounted page wins.
 */
export type PageBack = undefined | false | (() => void);

export interface BackOverride {
  mode: 'none' | 'handler';
  /** Calls the page's latest handler. */
  run: () => void;
}

let stack: BackOverride[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const currentOverride = (): BackOverride | null => stack[stack.length - 1] ?? null;

/** The override of the page on screen, or null for the default; PlatformBridge follows it. */
export const useBackOverride = (): BackOverride | null => useSyncExternalStore(subscribe, currentOverride, () => null);

/** Registers a page's back behaviour while it is mounted (only Page calls this). */
export function usePageBack(back: PageBack): void {
  const handler = useRef(back);
  useEffect(() => {
    handler.current = back;
  });
  const mode = back === undefined ? null : back === false ? 'none' : 'handler';
  useEffect(() => {
    if (!mode) return;
    const entry: BackOverride = {
      mode,
      run: () => {
        if (typeof handler.current === 'function') handler.current();
      },
    };
    stack = [...stack, entry];
    emit();
    return () => {
      stack = stack.filter((item) => item !== entry);
      emit();
    };
  }, [mode]);
}
