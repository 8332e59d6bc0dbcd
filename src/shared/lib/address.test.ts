import { describe, expect, it } from 'vitest';
import { shortenAddress } from './address';

describe('shortenAddress', () => {
  it('keeps the first 6 and the last 4 characters', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234...5678');
    expect(shortenAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe('TQn9Y2...bLSE');
  });

  it('leaves short input unchanged', () => {
    expect(shortenAddress('')).toBe('');
    expect(shortenAddress(null)).toBe('');
    expect(shortenAddress(undefined)).toBe('');
    expect(shortenAddress('0x12')).toBe('0x12');
    expect(shortenAddress('1234567890123')).toBe('1234567890123'); // 13: would not get shorter
    expect(shortenAddress('12345678901234')).toBe('123456...1234');
  });

  it('counts code points and accepts custom head/tail', () => {
    expect(shortenAddress('😀'.repeat(20))).toBe(`${'😀'.repeat(6)}...${'😀'.repeat(4)}`);
    expect(shortenAddress('abcdefghijklmnopqrstuvwxyz', 4, 0)).toBe('abcd...');
    expect(shortenAddress('abcdefghijklmnopqrstuvwxyz', 2, 2)).toBe('ab...yz');
  });
});
