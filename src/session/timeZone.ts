import type { TimeZoneChoice } from '@/domain/time';
import { platform } from '@/platform';
import { getCookie } from '@/shared/lib/cookies';
import { showTimesIn } from '@/shared/lib/time';
import { appState } from '@/state/app';

/** Stored like the language and the theme: a cookie (365 days) and storage, both named timeZone. */
export const TIME_ZONE_KEY = 'timeZone';

export const parseTimeZone = (value: string | null | undefined): TimeZoneChoice | null =>
  value === 'utc8' || value === 'device' ? value : null;

/** The stored choice: cookie, then storage (a Telegram webview may drop cookies); UTC+8 by default. */
export const initialTimeZone = (): TimeZoneChoice =>
  parseTimeZone(getCookie(TIME_ZONE_KEY)) ?? parseTimeZone(platform.storage.local.get(TIME_ZONE_KEY)) ?? 'utc8';

/** Shows every later time in `zone`; the state change redraws what is on screen. */
export function applyTimeZone(zone: TimeZoneChoice): void {
  showTimesIn(zone);
  appState.timeZone = zone;
}
