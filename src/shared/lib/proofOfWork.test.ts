import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findNonce, leadingZeroBits } from './proofOfWork';

const zeroBits = (text: string) => leadingZeroBits(createHash('sha256').update(text).digest());

describe('proof of work (the human check)', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0x00, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00]))).toBe(16);
  });

  it('finds the first nonce whose sha256(challenge:nonce) has enough zero bits', async () => {
    const challenge = '0123456789abcdef0123456789abcdef';
    const nonce = await findNonce(challenge, 10);
    expect(zeroBits(`${challenge}:${nonce}`)).toBeGreaterThanOrEqual(10);
    // the first one: no smaller nonce solves it
    for (let smaller = 0; smaller < Number(nonce); smaller += 1) {
      expect(zeroBits(`${challenge}:${smaller}`)).toBeLessThan(10);
    }
  });

  it('finds the same nonce without Web Crypto (plain http), with crypto-js', async () => {
    const challenge = 'fedcba9876543210fedcba9876543210';
    const expected = await findNonce(challenge, 9);
    vi.stubGlobal('crypto', undefined);
    expect(await findNonce(challenge, 9)).toBe(expected);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(findNonce('ff'.repeat(16), 40, controller.signal)).rejects.toThrow();
  });
});
