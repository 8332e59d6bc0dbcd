import { off, on, postEvent, retrieveLaunchParams, supports } from '@telegram-apps/sdk-react';
import { platform } from '@/platform';

/**
 * Asking the user to let the bot write to them (requestWriteAccess, Bot API 6.9), loaded lazily by /setting when an
 * alert is turned on. It speaks the bridge's methods itself, as the other tg/ modules do, so no SDK component joins
 * the first load.
 */

/** How long Telegram may take to answer (the user reads the prompt meanwhile). */
const ANSWER_TIMEOUT_MS = 5 * 60_000;

/** True inside a Telegram client that can ask; false outside Telegram or on a client too old for it. */
export function canRequestWriteAccess(): boolean {
  if (platform.kind !== 'telegram') return false;
  try {
    const version = retrieveLaunchParams().tgWebAppVersion;
    return Boolean(version) && supports('web_app_request_write_access', version);
  } catch {
    return false;
  }
}

/** Asks; resolves true when the user allowed it (or had already), false when they declined or no answer came. */
export function requestWriteAccess(): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), ANSWER_TIMEOUT_MS);
    const answered = (payload: { status?: string }) => finish(payload?.status === 'allowed');
    function finish(allowed: boolean) {
      clearTimeout(timer);
      off('write_access_requested', answered);
      resolve(allowed);
    }
    on('write_access_requested', answered);
    try {
      postEvent('web_app_request_write_access');
    } catch {
      finish(false);
    }
  });
}
