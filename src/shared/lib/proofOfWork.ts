/**
 * The search behind the human check (twice_verify_geetest): a nonce such that sha256(`challenge:nonce`)
 * starts with `difficulty` zero bits. Digests come from Web Crypto (`crypto.subtle`), a batch at a time, so
 * the search awaits between batches and never holds the thread for long; the login screen runs it in a
 * Web Worker all the same.
 */

/** Digests asked for at once: enough to keep Web Crypto busy, few enough to stop soon after a hit. */
const BATCH = 256;

/** Number of leading zero bits of a digest (the server counts the same way). */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
}

type Digest = (text: string) => Promise<Uint8Array>;

const encoder = new TextEncoder();
const webCrypto: Digest = async (text) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));

/**
 * Web Crypto exists only in secure contexts (https, localhost): elsewhere (a plain-http address in a test
 * network) the app's own SHA-256 (crypto-js, loaded on demand) takes over, a batch per task.
 */
async function fallbackDigest(): Promise<Digest> {
  const { default: sha256 } = await import('crypto-js/sha256.js');
  return async (text) => {
    const words = sha256(text).words;
    const view = new DataView(new ArrayBuffer(words.length * 4));
    words.forEach((word, i) => view.setInt32(i * 4, word));
    return new Uint8Array(view.buffer);
  };
}

/** The first nonce (decimal, from 0) that solves the puzzle; rejects with an AbortError when `signal` aborts. */
export async function findNonce(challenge: string, difficulty: number, signal?: AbortSignal): Promise<string> {
  const digest = globalThis.crypto?.subtle ? webCrypto : await fallbackDigest();
  for (let start = 0; ; start += BATCH) {
    signal?.throwIfAborted();
    const nonces = Array.from({ length: BATCH }, (_, i) => String(start + i));
    const digests = await Promise.all(nonces.map((nonce) => digest(`${challenge}:${nonce}`)));
    const hit = digests.findIndex((bytes) => leadingZeroBits(bytes) >= difficulty);
    if (hit >= 0) return nonces[hit]!;
    // crypto-js digests are synchronous: let the thread breathe between batches
    if (digest !== webCrypto) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
