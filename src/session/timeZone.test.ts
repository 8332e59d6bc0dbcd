import { describe, expect, it } from 'vitest';
import { parseTimeZone } from './timeZone';

describe('the stored time zone choice', () => {
  it('reads a stored choice, nothing else', () => {
    expect(parseTimeZone('device')).toBe('device');
    expect(parseTimeZone('utc8')).toBe('utc8');
    expect(parseTimeZone('Europe/Paris')).toBeNull();
    expect(parseTimeZone(undefined)).toBeNull();
  });
});
