import { answerOf, canPost, post } from './bridge';

/**
 * Asking the user to let the bot write to them (requestWriteAccess, Bot API 6.9), loaded lazily by /setting when an
 * alert is turned on. It speaks through the platform's bridge, as the other tg/ modules do.
 */

/** How long Telegram may take to answer (the user reads the prompt meanwhile). */
const ANSWER_TIMEOUT_MS = 5 * 60_000;

/** True inside a Telegram client that can ask; false outside Telegram or on a client too old for it. */
export function canRequestWriteAccess(): boolean {
  return canPost('web_app_request_write_access');
}

/** Asks; resolves true when the user allowed it (or had already), false when they declined or no answer came. */
export async function requestWriteAccess(): Promise<boolean> {
  const answer = await answerOf<{ status?: string }>(
    ['write_access_requested'],
    () => post('web_app_request_write_access'),
    ANSWER_TIMEOUT_MS,
  );
  return answer?.payload?.status === 'allowed';
}
