import {
  DISPLAY_UTC_OFFSET_HOURS,
  formatDate as formatDateAt,
  formatDateTime as formatDateTimeAt,
  toTimestampMs,
  utcOffsetLabel as offsetLabel,
  type TimeInput,
  type TimeZoneChoice,
} from '@/domain/time';

/**
 * Every time on screen goes through here, in one zone: UTC+8 (the default) or the device's own zone
 * when the user chose it in /setting (session/timeZone.ts keeps the choice). A time always says its zone:
 * '2024-03-05 14:07:09 (UTC+8)'. The formats themselves are domain/time.ts (the server writes the same).
 */
export { toTimestampMs, type TimeInput };

let chosen: TimeZoneChoice = 'utc8';
/** Shows every later time in `zone` (session/timeZone.ts, at boot and on a choice in /setting). */
export const showTimesIn = (zone: TimeZoneChoice) => {
  chosen = zone;
};

/** The offset in hours a moment is shown with: 8, or the device's at that moment (its summer time included). */
export const displayOffset = (ts?: TimeInput, zone = chosen): number =>
  zone === 'device' ? -new Date(toTimestampMs(ts) ?? Date.now()).getTimezoneOffset() / 60 : DISPLAY_UTC_OFFSET_HOURS;

/** '2024-03-05' for zh-TW/zh-CN, '05/03/24' otherwise, in the chosen zone. */
export const formatDate = (ts: TimeInput, lang: string, offsetHours = displayOffset(ts)) =>
  formatDateAt(ts, lang, offsetHours);

/** '2024-03-05 14:07:09 (UTC+8)' for Chinese, '05/03/24 14:07:09 (UTC+8)' otherwise, in the chosen zone. */
export const formatDateTime = (ts: TimeInput, lang: string, offsetHours = displayOffset(ts)) =>
  formatDateTimeAt(ts, lang, offsetHours);

/** The chosen zone's label now, e.g. 'UTC+8', 'UTC-5', 'UTC+5:30'. */
export const utcOffsetLabel = (offsetHours = displayOffset()) => offsetLabel(offsetHours);
