import { describe, expect, it } from 'vitest';
import { badCharacters, badStringPath, jsonDepth } from './input';

describe('jsonDepth', () => {
  it('counts nesting outside strings, escapes included', () => {
    expect(jsonDepth('{}')).toBe(1);
    expect(jsonDepth('{"a":[{"b":[]}]}')).toBe(4);
    expect(jsonDepth(JSON.stringify({ a: '[[[{{{', b: 'say \\"[[[\\" \\\\' }))).toBe(1);
    expect(jsonDepth(JSON.stringify({ a: 'x\\', b: [[1]] }))).toBe(3);
    expect(jsonDepth('1')).toBe(0);
  });

  it('stops counting past the limit', () => {
    expect(jsonDepth('['.repeat(1_000_000), 32)).toBe(33);
  });
});

describe('badStringPath', () => {
  it('finds a NUL or an unpaired surrogate in values and keys, not a surrogate pair', () => {
    expect(badCharacters('🙂')).toBe(false);
    expect(badCharacters('a\u0000')).toBe(true);
    expect(badCharacters('\ud83d')).toBe(true);
    expect(badCharacters('\ude42x')).toBe(true);
    expect(badStringPath({ a: { b: ['ok', 'x\ud800'] } })).toBe('/a/b/1');
    expect(badStringPath({ a: { ['k\u0000']: 1 } })).toBe('/a');
    expect(badStringPath({ a: ['🙂', 1, null, true] })).toBeNull();
  });
});
