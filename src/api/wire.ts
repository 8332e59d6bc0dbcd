import { config } from '@/config';

/* What the call layer (./http.ts) and the wire it loads on demand (./transport.ts) share. */

export { ACCESS_TOKEN_COOKIE } from '@/contract/wireCodes';

/** The update check identifies the client: its version, channel and platform. */
export const UPDATE_HEADERS = {
  'X-Version': config.clientVersion,
  'X-Channel': 'Official',
  'X-Platform': '4',
} as const;

export interface CallExtras {
  /** Show no error notice for this call (the session rules still apply). */
  silent?: boolean;
  /**
   * The caller is checking whether the session is alive (the Telegram launch): a dead session (HTTP 401,
   * code 4001) rejects (code 4001) without the logout and its notice.
   */
  sessionCheck?: boolean;
  /** Value of the `source` header for headerSet 'source' calls; defaults to the page's ?source= deep link. */
  source?: string;
  /** The user intent's key for an `idempotent` call (useApiMutation keeps one per intent); one is made if absent. */
  idempotencyKey?: string;
}

/** A fresh key for one user intent of an `idempotent` call (the `Idempotency-Key` header). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
