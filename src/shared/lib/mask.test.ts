import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask';

describe('maskEmail', () => {
  it('short local part (< 6): first character then four stars', () => {
    expect(maskEmail('a@x.com')).toBe('a****@x.com');
    expect(maskEmail('abcde@example.com')).toBe('a****@example.com');
  });

  it('local part of 6 or more: 3 head, four stars, 2 tail', () => {
    expect(maskEmail('abcdef@example.com')).toBe('abc****ef@example.com');
    expect(maskEmail('john.smith.long@mail.co')).toBe('joh****ng@mail.co');
  });

  it('is Unicode safe (code points, not UTF-16 units)', () => {
    expect(maskEmail('😀😁😂😃😄😅😆@x.io')).toBe('😀😁😂****😅😆@x.io');
    expect(maskEmail('😀bc@x.io')).toBe('😀****@x.io');
    expect(maskEmail('张三李四王五@例子.中国')).toBe('张三李****王五@例子.中国');
  });

  it('edge cases: empty, no @, empty local part, several @', () => {
    expect(maskEmail('')).toBe('');
    expect(maskEmail(null)).toBe('');
    expect(maskEmail(undefined)).toBe('');
    expect(maskEmail('abcdefgh')).toBe('abc****gh');
    expect(maskEmail('@x.com')).toBe('@x.com');
    expect(maskEmail('"a@b"cdefg@x.com')).toBe('"a@****fg@x.com');
  });
});
