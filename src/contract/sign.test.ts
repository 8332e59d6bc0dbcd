import { describe, expect, it } from 'vitest';
import { signPayload } from './sign';
import sha256 from 'crypto-js/sha256.js';

describe('signPayload', () => {
  it('sorts keys, skips sign/null/undefined, stringifies objects, appends the secret', () => {
    const body = { time: 1700000000, b: 'x', a: { k: [1, 2] }, sign: 'ignored', n: null, u: undefined, ok: true };
    const expected = sha256('a={"k":[1,2]}&b=x&ok=true&time=1700000000' + 'secret').toString();
    expect(signPayload(body, 'secret')).toBe(expected);
  });
  it('changes when any value changes', () => {
    expect(signPayload({ a: '1' }, 's')).not.toBe(signPayload({ a: '2' }, 's'));
    expect(signPayload({ a: '1' }, 's')).not.toBe(signPayload({ a: '1' }, 't'));
  });
});
