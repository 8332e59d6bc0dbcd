/**
 * Dates and times as the client and the server write them (docs/amounts-and-times.md): Chinese YYYY-MM-DD, other
 * languages DD/MM/YY; long times say their zone. Every function formats in an explicit offset (default UTC+8, the
 * product's zone), never in the machine's time zone, so the same timestamp reads the same everywhere; the app's screens
 * choose the offset (shared/lib/time.ts: UTC+8, or the device's zone when the user asks for it).
 *
 * Timestamps may be seconds or milliseconds: an absolute value below 1e11 is taken as seconds
 * (1e11 s is the year 5138; 1e11 ms is 1973). Numeric strings are accepted. Invalid input gives ''.
 */
export const DISPLAY_UTC_OFFSET_HOURS = 8;

/** The zone times are shown in: 'utc8' (the spec's UTC+8, the default) or 'device' (the device's own zone). */
export type TimeZoneChoice = 'utc8' | 'device';

export type TimeInput = number | string | Date | null | undefined;

/** Milliseconds since the epoch, or null when the input is not a usable time. */
export function toTimestampMs(ts: TimeInput): number | null {
  if (ts === null || ts === undefined) return null;
  if (ts instanceof Date) return Number.isFinite(ts.getTime()) ? ts.getTime() : null;
  let value: number;
  if (typeof ts === 'string') {
    const text = ts.trim();
    if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
    value = Number(text);
  } else value = ts;
  if (!Number.isFinite(value)) return null;
  const ms = Math.abs(value) < 1e11 ? value * 1000 : value;
  // Beyond the range of Date.
  return Math.abs(ms) > 8.64e15 ? null : Math.trunc(ms);
}

const isChinese = (lang: string | null | undefined) => !!lang && /^zh/i.test(lang);

/**
 * The moment as ISO text with the offset's wall-clock fields ('2024-03-05T02:07:09.000Z' read as UTC+8's date and
 * time), or null: not a time, or a year outside 0000–9999 (no screen shows one).
 */
function wallClock(ts: TimeInput, offsetHours: number): string | null {
  const ms = toTimestampMs(ts);
  const moment = ms === null ? NaN : ms + offsetHours * 3_600_000;
  // toISOString writes years beyond 9999 (and before 0) with a sign and six digits; NaN fails both
  return moment >= -62_167_219_200_000 && moment < 253_402_300_800_000 ? new Date(moment).toISOString() : null;
}

/** '2024-03-05' for zh-TW/zh-CN, '05/03/24' otherwise. */
export function formatDate(ts: TimeInput, lang: string, offsetHours = DISPLAY_UTC_OFFSET_HOURS): string {
  const iso = wallClock(ts, offsetHours);
  if (!iso) return '';
  return isChinese(lang) ? iso.slice(0, 10) : `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;
}

/** The offset label, e.g. 'UTC+8', 'UTC-3:30', 'UTC'. */
export function utcOffsetLabel(offsetHours = DISPLAY_UTC_OFFSET_HOURS): string {
  if (offsetHours === 0) return 'UTC';
  const sign = offsetHours > 0 ? '+' : '-';
  const abs = Math.abs(offsetHours);
  const minutes = Math.round((abs % 1) * 60);
  return `UTC${sign}${Math.floor(abs)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** '2024-03-05 14:07:09 (UTC+8)' for Chinese, '05/03/24 14:07:09 (UTC+8)' otherwise. */
export function formatDateTime(ts: TimeInput, lang: string, offsetHours = DISPLAY_UTC_OFFSET_HOURS): string {
  const iso = wallClock(ts, offsetHours);
  return iso ? `${formatDate(ts, lang, offsetHours)} ${iso.slice(11, 19)} (${utcOffsetLabel(offsetHours)})` : '';
}
