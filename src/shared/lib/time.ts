/**
 * Dates and times (spec section 9): Chinese YYYY-MM-DD, other languages DD/MM/YY; long times shown
 * with UTC+8. Every function formats in an explicit offset (default UTC+8), never in the machine's
 * time zone, so the same timestamp reads the same everywhere.
 *
 * Timestamps may be seconds or milliseconds: an absolute value below 1e11 is taken as seconds
 * (1e11 s is the year 5138; 1e11 ms is 1973). Numeric strings are accepted. Invalid input gives ''.
 */
const DISPLAY_UTC_OFFSET_HOURS = 8;

type TimeInput = number | string | Date | null | undefined;

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
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parts(ts: TimeInput, offsetHours: number) {
  const ms = toTimestampMs(ts);
  if (ms === null) return null;
  // Shift into the target offset, then read the UTC fields.
  const d = new Date(ms + offsetHours * 3_600_000);
  if (!Number.isFinite(d.getTime())) return null;
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hours: d.getUTCHours(),
    minutes: d.getUTCMinutes(),
    seconds: d.getUTCSeconds(),
  };
}

/** '2024-03-05' for zh-TW/zh-CN, '05/03/24' otherwise. */
export function formatDate(ts: TimeInput, lang: string, offsetHours = DISPLAY_UTC_OFFSET_HOURS): string {
  const p = parts(ts, offsetHours);
  if (!p) return '';
  return isChinese(lang)
    ? `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`
    : `${pad(p.day)}/${pad(p.month)}/${pad(((p.year % 100) + 100) % 100)}`;
}

/** The offset label, e.g. 'UTC+8', 'UTC-3:30', 'UTC'. */
export function utcOffsetLabel(offsetHours = DISPLAY_UTC_OFFSET_HOURS): string {
  if (offsetHours === 0) return 'UTC';
  const sign = offsetHours > 0 ? '+' : '-';
  const abs = Math.abs(offsetHours);
  const minutes = Math.round((abs % 1) * 60);
  return `UTC${sign}${Math.floor(abs)}${minutes ? `:${pad(minutes)}` : ''}`;
}

/** '2024-03-05 14:07:09 (UTC+8)' for Chinese, '05/03/24 14:07:09 (UTC+8)' otherwise. */
export function formatDateTime(ts: TimeInput, lang: string, offsetHours = DISPLAY_UTC_OFFSET_HOURS): string {
  const p = parts(ts, offsetHours);
  if (!p) return '';
  return `${formatDate(ts, lang, offsetHours)} ${pad(p.hours)}:${pad(p.minutes)}:${pad(p.seconds)} (${utcOffsetLabel(offsetHours)})`;
}
