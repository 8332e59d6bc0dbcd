import { describe, expect, it } from 'vitest';
import { canonicalText, signPayload } from '@/contract/sign';
import vectors from '@/contract/sign.vectors.json';
import { serverSign } from './sign';

// The server hashes with node:crypto, the client with crypto-js: both agree on the shared vectors.
describe('serverSign against the shared vectors', () => {
  it.each(vectors.vectors.map((v) => [v.name, v] as const))('%s', (_name, vector) => {
    const body = vector.body as Record<string, unknown>;
    expect(canonicalText(body)).toBe(vector.canonical);
    expect(serverSign(body, vector.secret)).toBe(vector.sign);
  });

  it('agrees with the client on non-ASCII text', () => {
    const body = { nickname: '김민아 🙂 李', time: 1700000000 };
    expect(serverSign(body, 'secret')).toBe(signPayload(body, 'secret'));
  });
});
