import { answerOf, canPost, post } from './bridge';

/**
 * Telegram CloudStorage: small strings the client keeps for this user and this bot on Telegram's servers, so they
 * outlive a webview that lost its local storage (Android clients reload the mini app after the system reclaimed it).
 * Loaded lazily by the draft store and the last-screen keeper. It speaks the bridge through bridge.ts
 * (`web_app_invoke_custom_method` with the methods `getStorageValues`, `saveStorageValue`, `getStorageKeys` and
 * `deleteStorageValues`, answered by `custom_method_invoked` with the same `req_id`) instead of the SDK's component,
 * whose code would join the SDK's chunk.
 *
 * Nothing here throws and nothing waits long: every call gives up after `CLOUD_TIMEOUT_MS` and then resolves its
 * fallback (null, false, []), as it does outside Telegram, on a client older than 6.9, or when the client answers an
 * error. Callers keep the local copy as the truth and use the cloud only when local has nothing.
 */

/** How long a call waits for the client; past it the caller goes on without the cloud. */
export const CLOUD_TIMEOUT_MS = 1500;
/** Telegram's limits: a key is 1–128 of `A-Z a-z 0-9 _ -`; a value at most 4096 characters. */
export const CLOUD_KEY = /^[A-Za-z0-9_-]{1,128}$/;
export const CLOUD_VALUE_MAX = 4096;

const METHOD = 'web_app_invoke_custom_method';

let sequence = 0;

/** Whether CloudStorage answers here: inside Telegram, on a client that has custom methods. */
export const isAvailable = (): boolean => canPost(METHOD);

/** A valid cloud key made of `parts`: characters Telegram refuses become `_`, and it is cut at 128. */
export function cloudKey(...parts: string[]): string {
  return parts
    .join('_')
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .slice(0, 128);
}

/** Invokes `method`; resolves its result, or undefined on an error, a timeout, or where it cannot be asked. */
async function invoke(method: string, params: object): Promise<unknown> {
  if (!isAvailable()) return undefined;
  const reqId = `cs${Date.now().toString(36)}_${++sequence}`;
  // Answers to other requests (another key read at the same time) carry their own req_id and are skipped.
  const answer = await answerOf<{ req_id?: string; result?: unknown; error?: string } | null>(
    ['custom_method_invoked'],
    () => post(METHOD, { req_id: reqId, method, params }),
    CLOUD_TIMEOUT_MS,
    (payload) => payload?.req_id === reqId,
  );
  return answer && !answer.payload?.error ? answer.payload?.result : undefined;
}

/** The value stored under `key`; null when there is none (Telegram answers '' for a missing key) or no answer. */
export async function cloudGet(key: string): Promise<string | null> {
  if (!CLOUD_KEY.test(key)) return null;
  const result = await invoke('getStorageValues', { keys: [key] });
  const value = result && typeof result === 'object' ? (result as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Stores `value` under `key`; resolves whether the client confirmed it. A key Telegram would refuse, or a value over
 * 4096 characters, is not sent at all (false): the caller keeps it locally only.
 */
export async function cloudSet(key: string, value: string): Promise<boolean> {
  if (!CLOUD_KEY.test(key) || value.length > CLOUD_VALUE_MAX) return false;
  return (await invoke('saveStorageValue', { key, value })) !== undefined;
}

/** Removes `keys`; resolves whether the client confirmed it. */
export async function cloudRemove(keys: readonly string[]): Promise<boolean> {
  const valid = keys.filter((key) => CLOUD_KEY.test(key));
  if (valid.length === 0) return true;
  return (await invoke('deleteStorageValues', { keys: valid })) !== undefined;
}

/** Every key stored for this user and bot that starts with `prefix` ([] without an answer). */
export async function cloudKeys(prefix: string): Promise<string[]> {
  const result = await invoke('getStorageKeys', {});
  return Array.isArray(result)
    ? result.filter((key): key is string => typeof key === 'string' && key.startsWith(prefix))
    : [];
}
