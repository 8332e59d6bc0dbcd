import { afterEach, describe, expect, it } from 'vitest';
import { chartTime } from './chartTime';
import { displayOffset, formatDate, formatDateTime, showTimesIn, toTimestampMs, utcOffsetLabel } from './time';

// 2024-03-04T18:07:09Z = 2024-03-05 02:07:09 in UTC+8 (the date differs from UTC on purpose).
const SECONDS = 1709575629;
const MS = SECONDS * 1000;

describe('toTimestampMs', () => {
  it('detects seconds and milliseconds', () => {
    expect(toTimestampMs(SECONDS)).toBe(MS);
    expect(toTimestampMs(MS)).toBe(MS);
    expect(toTimestampMs(String(SECONDS))).toBe(MS);
    expect(toTimestampMs(` ${MS} `)).toBe(MS);
    expect(toTimestampMs(new Date(MS))).toBe(MS);
    expect(toTimestampMs(0)).toBe(0);
    expect(toTimestampMs(-86400)).toBe(-86_400_000);
  });
  it.each([null, undefined, '', ' ', 'abc', 'NaN', '1e9', Number.NaN, Infinity, 1e20, new Date('x')])(
    '%j is not a time',
    (v) => expect(toTimestampMs(v)).toBeNull(),
  );
});

describe('formatDate', () => {
  it('Chinese: YYYY-MM-DD in UTC+8', () => {
    expect(formatDate(SECONDS, 'zh-CN')).toBe('2024-03-05');
    expect(formatDate(MS, 'zh-TW')).toBe('2024-03-05');
  });
  it('other languages: DD/MM/YY in UTC+8', () => {
    expect(formatDate(SECONDS, 'en')).toBe('05/03/24');
    expect(formatDate(MS, 'ko')).toBe('05/03/24');
  });
  it('edge cases', () => {
    expect(formatDate(0, 'en')).toBe('01/01/70');
    expect(formatDate(0, 'zh-CN')).toBe('1970-01-01');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('soon', 'zh-CN')).toBe('');
    expect(formatDate(SECONDS, 'en', 0)).toBe('04/03/24');
  });
});

describe('formatDateTime', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('shows long times explicitly in UTC+8', () => {
    expect(formatDateTime(SECONDS, 'zh-CN')).toBe('2024-03-05 02:07:09 (UTC+8)');
    expect(formatDateTime(MS, 'en')).toBe('05/03/24 02:07:09 (UTC+8)');
  });
  it('does not depend on the machine time zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDateTime(MS, 'en')).toBe('05/03/24 02:07:09 (UTC+8)');
    process.env.TZ = 'Asia/Tokyo';
    expect(formatDateTime(MS, 'zh-TW')).toBe('2024-03-05 02:07:09 (UTC+8)');
  });
  it('invalid input gives an empty string', () => expect(formatDateTime('x', 'en')).toBe(''));
  it('writes four-digit years only', () => {
    expect(formatDateTime(253_402_300_799_000, 'zh-CN', 0)).toBe('9999-12-31 23:59:59 (UTC)');
    expect(formatDateTime(253_402_300_800_000, 'zh-CN', 0)).toBe('');
    expect(formatDate(-62_167_219_200_000, 'zh-CN', 0)).toBe('0000-01-01');
    expect(formatDate(-62_167_219_201_000, 'zh-CN', 0)).toBe('');
  });
  it('labels offsets', () => {
    expect(utcOffsetLabel()).toBe('UTC+8');
    expect(utcOffsetLabel(0)).toBe('UTC');
    expect(utcOffsetLabel(-3.5)).toBe('UTC-3:30');
  });
});

describe('the zone times are shown in', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
    showTimesIn('utc8');
  });

  it('is UTC+8 by default, whatever the device says', () => {
    process.env.TZ = 'America/New_York';
    expect(formatDateTime(MS, 'en')).toBe('05/03/24 02:07:09 (UTC+8)');
    expect(utcOffsetLabel()).toBe('UTC+8');
    expect(chartTime(SECONDS)).toBe(SECONDS + 8 * 3600);
  });
  it("follows the device's zone once chosen, and says which", () => {
    process.env.TZ = 'America/New_York';
    showTimesIn('device');
    expect(formatDateTime(MS, 'en')).toBe('04/03/24 13:07:09 (UTC-5)');
    expect(formatDate(MS, 'zh-CN')).toBe('2024-03-04');
    expect(chartTime(SECONDS)).toBe(SECONDS - 5 * 3600);
    process.env.TZ = 'Asia/Kolkata';
    expect(formatDateTime(MS, 'zh-TW')).toBe('2024-03-04 23:37:09 (UTC+5:30)');
    expect(utcOffsetLabel()).toBe('UTC+5:30');
  });
  it("takes the device's offset at that moment: summer time included", () => {
    process.env.TZ = 'America/New_York';
    showTimesIn('device');
    // 2024-07-01T12:00:00Z is 08:00 in New York's summer time
    expect(formatDateTime(1719835200, 'en')).toBe('01/07/24 08:00:00 (UTC-4)');
    expect(displayOffset(SECONDS)).toBe(-5);
  });
});
