import { describe, expect, it } from 'vitest';
import { signPayload } from './sign';
import vectors from './sign.vectors.json';

// The same vectors are meant for the server's sign check, so both sides agree byte for byte.
describe('signPayload against the shared vectors', () => {
  it.each(vectors.vectors.map((v) => [v.name, v] as const))('%s', (_name, vector) => {
    expect(signPayload(vector.body as Record<string, unknown>, vector.secret)).toBe(vector.sign);
  });
  it('has vectors for the tricky cases', () => {
    expect(vectors.vectors.length).toBeGreaterThanOrEqual(8);
    expect(new Set(vectors.vectors.map((v) => v.sign)).size).toBe(vectors.vectors.length);
  });
});
