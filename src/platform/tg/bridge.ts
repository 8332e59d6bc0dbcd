import { off, on, postEvent, retrieveLaunchParams, supports } from '@telegram-apps/sdk-react';
import { platform } from '@/platform';

/**
 * The bridge methods the lazy Telegram modules call by name (postEvent, on, supports: already in the first load, so
 * no SDK component joins it), with the client's version check: a method the client is too old for is never posted.
 */

function version(): string | null {
  try {
    return retrieveLaunchParams().tgWebAppVersion ?? null;
  } catch {
    return null;
  }
}

/** True inside Telegram when the client's version has `method`. */
export function canPost(method: string): boolean {
  if (platform.kind !== 'telegram') return false;
  const current = version();
  try {
    return current !== null && supports(method as Parameters<typeof supports>[0], current);
  } catch {
    return false;
  }
}

/** Posts `method` to the client; false when the bridge refused it. */
export function post(method: string, params?: object): boolean {
  try {
    (postEvent as (name: string, params?: object) => void)(method, params);
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves the payload of the first of `events` the client sends after `start()` runs, with that event's name, or
 * null after `timeoutMs` (or when `start` returns false).
 */
export function answerOf<T>(
  events: readonly string[],
  start: () => boolean,
  timeoutMs: number,
): Promise<{ event: string; payload: T } | null> {
  return new Promise((resolve) => {
    const listeners = events.map(
      (event) => [event, (payload: unknown) => finish({ event, payload: payload as T })] as const,
    );
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(value: { event: string; payload: T } | null) {
      clearTimeout(timer);
      for (const [event, listener] of listeners) off(event as never, listener as never);
      resolve(value);
    }
    for (const [event, listener] of listeners) on(event as never, listener as never);
    if (!start()) finish(null);
  });
}
