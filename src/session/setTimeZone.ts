import type { TimeZoneChoice } from '@/domain/time';
import { platform } from '@/platform';
import { setCookie } from '@/shared/lib/cookies';
import { applyTimeZone, TIME_ZONE_KEY } from './timeZone';

// Apart from timeZone.ts, which boots with the app: only /setting changes the zone, and it loads this with it.
const COOKIE_DAYS = 365;

/** The user's choice in /setting: applied at once and remembered. */
export function setTimeZone(zone: TimeZoneChoice): void {
  applyTimeZone(zone);
  setCookie(TIME_ZONE_KEY, zone, COOKIE_DAYS);
  platform.storage.local.set(TIME_ZONE_KEY, zone);
}
