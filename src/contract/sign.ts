import sha256 from 'crypto-js/sha256.js';

/**
 * Request signature shared by the client and the reference server (docs/architecture.md#the-request-contract):
 * every key but `sign` whose value is not undefined/null, sorted by code point, written as key=value
 * (strings as they are, numbers and booleans with String(), objects and arrays as JSON), joined with &,
 * followed by the secret, SHA-256, lower-case hex.
 */
export function signPayload(body: Record<string, unknown>, secret: string): string {
  return sha256(canonicalText(body) + secret).toString();
}

/** The text the signature hashes before the secret is appended: `key=value` pairs joined with `&`. */
export function canonicalText(body: Record<string, unknown>): string {
  const keys = Object.keys(body)
    .filter((key) => key !== 'sign' && body[key] !== undefined && body[key] !== null)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return keys.map((key) => `${key}=${stringifyValue(body[key])}`).join('&');
}

function stringifyValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export { DEFAULT_SIGN_SECRET } from './signSecret';
