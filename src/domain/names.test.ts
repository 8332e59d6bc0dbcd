import { describe, expect, it } from 'vitest';
import { firstCharacters, nicknameProblem, passkeyNameProblem } from './names';

describe('nicknames', () => {
  it('take 2 to 20 characters after trimming, counted as people count them', () => {
    expect(nicknameProblem(' a ')).toBe('too_short');
    expect(nicknameProblem('정민')).toBeNull();
    expect(nicknameProblem('x'.repeat(20))).toBeNull();
    expect(nicknameProblem('x'.repeat(21))).toBe('too_long');
    // 20 emoji are 40 UTF-16 units: still 20 characters
    expect(nicknameProblem('😀'.repeat(20))).toBeNull();
    expect(nicknameProblem('😀'.repeat(21))).toBe('too_long');
  });
  it('refuse control characters, as the server does', () => {
    expect(nicknameProblem('Min\tJun')).toBe('control');
    expect(nicknameProblem('Min\u0000')).toBe('control');
  });
});

describe('passkey names', () => {
  it('take 1 to 50 characters after trimming, counted as people count them', () => {
    expect(passkeyNameProblem('   ')).toBe('empty');
    expect(passkeyNameProblem('My phone')).toBeNull();
    expect(passkeyNameProblem('x'.repeat(50))).toBeNull();
    expect(passkeyNameProblem('x'.repeat(51))).toBe('too_long');
    // what the server accepts the form accepts: 30 emoji are 60 UTF-16 units
    expect(passkeyNameProblem('🔑'.repeat(30))).toBeNull();
  });
});

describe('firstCharacters', () => {
  it('cuts by characters, never inside an emoji', () => {
    expect(firstCharacters('x'.repeat(60), 50)).toBe('x'.repeat(50));
    expect(firstCharacters('🔑'.repeat(60), 50)).toBe('🔑'.repeat(50));
    expect(firstCharacters('ab', 50)).toBe('ab');
  });
});
