import { platform } from '@/platform';

/**
 * What the lazily loaded Telegram modules of this folder speak to the client with: the platform's bridge (Telegram's
 * postEvent, on and supports with the client's version), so that none of them imports the SDK. A method the client is
 * too old for is never posted; outside Telegram nothing is.
 */

/** True inside Telegram when the client's version has `method`. */
export function canPost(method: string): boolean {
  return platform.bridge?.supports(method) ?? false;
}

/** Posts `method` to the client; false when the bridge refused it or this is not Telegram. */
export function post(method: string, params?: object): boolean {
  return platform.bridge?.post(method, params) ?? false;
}

/**
 * Resolves the payload of the first of `events` the client sends after `start()` runs, with that event's name, or
 * null after `timeoutMs` (never, when it is not finite: a popup waits for its user) or when `start` returns false.
 * `accepts` skips the answers to other requests of the same event (a custom method's `req_id`).
 */
export function answerOf<T>(
  events: readonly string[],
  start: () => boolean,
  timeoutMs: number,
  accepts: (payload: T) => boolean = () => true,
): Promise<{ event: string; payload: T } | null> {
  const bridge = platform.bridge;
  if (!bridge) return Promise.resolve(null);
  return new Promise((resolve) => {
    const stops = events.map((event) =>
      bridge.on(event, (payload) => {
        if (accepts(payload as T)) finish({ event, payload: payload as T });
      }),
    );
    const timer = Number.isFinite(timeoutMs) ? setTimeout(() => finish(null), timeoutMs) : undefined;
    function finish(value: { event: string; payload: T } | null) {
      clearTimeout(timer);
      for (const stop of stops) stop();
      resolve(value);
    }
    if (!start()) finish(null);
  });
}

/** The Telegram client's platform ('ios', 'android', 'tdesktop', ...); '' when unknown or outside Telegram. */
export function clientPlatform(): string {
  return platform.bridge?.clientPlatform() ?? '';
}
