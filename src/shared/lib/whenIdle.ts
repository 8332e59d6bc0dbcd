import { useEffect, useState } from 'react';

/**
 * Runs `task` once the browser is idle after the current screen has painted (a `requestIdleCallback`, or a short
 * time-out where the webview lacks it, as iOS does); returns a cancel function. For work the first screen does not
 * need (code of closed menus), so that it neither delays that screen's largest paint nor competes with it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 300);
  return () => window.clearTimeout(id);
}

/** The page has been idle once since it loaded: start-up is over, and later screens need not wait again. */
let startedUp = false;
const waiting = new Set<() => void>();
let waitingForIdle = false;

/**
 * Runs `task` once the page's start-up is over (its first idle moment after the first paint), or at once when it
 * already is; returns a cancel function. For what a screen starts but its first paint does not need (the live
 * connection, the other-device check): at start-up it would compete with the first screen, later it need not wait.
 */
export function afterStartUp(task: () => void): () => void {
  if (startedUp || typeof window === 'undefined') {
    task();
    return () => undefined;
  }
  waiting.add(task);
  if (!waitingForIdle) {
    waitingForIdle = true;
    whenIdle(() => {
      startedUp = true;
      const tasks = [...waiting];
      waiting.clear();
      for (const next of tasks) next();
    });
  }
  return () => {
    waiting.delete(task);
  };
}

/** False until the page's start-up is over (`afterStartUp`); true from the first render of any later screen. */
export function useStartedUp(): boolean {
  const [done, setDone] = useState(startedUp);
  useEffect(() => (done ? undefined : afterStartUp(() => setDone(true))), [done]);
  return done;
}
