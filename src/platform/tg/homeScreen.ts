import { platform } from '@/platform';
import { answerOf, canPost, post } from './bridge';

/**
 * The home-screen shortcut (Bot API 8.0), offered once after the user's first purchase or first credited top-up (an
 * on-chain deposit, a fiat or Stars top-up), once on the device in all: Telegram's own prompt is the offer. Loaded
 * lazily, through `offerHomeScreen` (src/platform/homeScreenOffer.ts), by the screens that show such a success.
 */

/** Remembered on the device once offered (or found added), so the prompt never comes back. */
export const HOME_SCREEN_OFFERED_KEY = 'tg_home_screen_offered';
const CHECK_TIMEOUT_MS = 3000;

export type HomeScreenStatus = 'unsupported' | 'unknown' | 'added' | 'missed';

/** What the client says of the shortcut, or null when it did not answer (or is too old to be asked). */
export async function homeScreenStatus(): Promise<HomeScreenStatus | null> {
  if (!canPost('web_app_check_home_screen')) return null;
  const answer = await answerOf<{ status?: string }>(
    ['home_screen_checked'],
    () => post('web_app_check_home_screen'),
    CHECK_TIMEOUT_MS,
  );
  const status = answer?.payload?.status;
  return status === 'unsupported' || status === 'unknown' || status === 'added' || status === 'missed' ? status : null;
}

/** Whether a shortcut should be offered: only when the client says it is missing or does not know. */
export const shouldOffer = (status: HomeScreenStatus | null) => status === 'missed' || status === 'unknown';

/** The offer being made: a purchase and a deposit credited at once (two screens' successes) ask once between them. */
let asking: Promise<boolean> | null = null;

/**
 * Offers the shortcut unless it was offered on this device before, the client cannot add one, or it is there
 * already. Resolves whether Telegram's prompt was opened.
 */
export function offerHomeScreenOnce(): Promise<boolean> {
  asking ??= offer().finally(() => (asking = null));
  return asking;
}

async function offer(): Promise<boolean> {
  const local = platform.storage.local;
  if (local.get(HOME_SCREEN_OFFERED_KEY) || !canPost('web_app_add_to_home_screen')) return false;
  const status = await homeScreenStatus();
  if (status === 'added') local.set(HOME_SCREEN_OFFERED_KEY, 'added');
  if (!shouldOffer(status)) return false;
  local.set(HOME_SCREEN_OFFERED_KEY, String(Date.now()));
  return post('web_app_add_to_home_screen');
}
