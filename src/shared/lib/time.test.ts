import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toTimestampMs, utcOffsetLabel } from './time';

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
  it('labels offsets', () => {
    expect(utcOffsetLabel()).toBe('UTC+8');
    expect(utcOffsetLabel(0)).toBe('UTC');
    expect(utcOffsetLabel(-3.5)).toBe('UTC-3:30');
  });
});
