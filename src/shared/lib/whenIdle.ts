/**
 * Runs `task` once the browser is idle after the current screen has painted (a `requestIdleCallback`, or a short
 * time-out where the webview lacks it, as iOS does); returns a cancel function. For work the first screen does not
 * need (code of closed menus), so that it neither delays that screen's largest paint nor competes with it (issue 10).
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 300);
  return () => window.clearTimeout(id);
}
