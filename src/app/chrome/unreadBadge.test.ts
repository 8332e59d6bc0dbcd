import { describe, expect, it } from 'vitest';
import { badgeText } from './unreadBadge';

describe('badgeText', () => {
  it('is empty when nothing is unread', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
  });
  it('spells out the count up to 99, then 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12345)).toBe('99+');
  });
});
