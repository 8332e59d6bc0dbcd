import { answerOf, canPost, clientPlatform, post } from './bridge';

/**
 * Telegram's BiometricManager, for paying with a fingerprint or face. Loaded lazily by the screens that use it. It
 * speaks the bridge's events (./bridge, over what the first load already carries) rather than through the SDK's
 * biometry component, whose code would otherwise join the SDK's chunk in the first load.
 *
 * Outside Telegram, on a client too old for biometry, or on a device without it, everything answers "unavailable"
 * (null or false) and the caller keeps the payment password.
 */

export type BiometryType = 'face' | 'finger' | '';

export interface BiometryInfo {
  available: boolean;
  accessRequested: boolean;
  accessGranted: boolean;
  /** A token is stored behind the device's biometrics for this bot. */
  tokenSaved: boolean;
  type: BiometryType;
  deviceId: string;
}

/** The answer Telegram gives to get_info and request_access. */
interface InfoPayload {
  available?: boolean;
  access_requested?: boolean;
  access_granted?: boolean;
  token_saved?: boolean;
  type?: string;
  device_id?: string;
}

const INFO_TIMEOUT_MS = 4000;
/** The user may take their time with the system's prompt. */
const PROMPT_TIMEOUT_MS = 120_000;

let last: BiometryInfo | null = null;

export function toInfo(payload: InfoPayload | undefined): BiometryInfo {
  const type = payload?.type === 'face' || payload?.type === 'finger' ? payload.type : '';
  return {
    available: payload?.available === true,
    accessRequested: payload?.access_requested === true,
    accessGranted: payload?.access_granted === true,
    tokenSaved: payload?.token_saved === true,
    type,
    deviceId: typeof payload?.device_id === 'string' ? payload.device_id : '',
  };
}

/** Posts `method` and resolves the `answer` event's payload, or null (not Telegram, too old a client, no answer in time). */
async function ask<T>(method: string, params: object | undefined, answer: string, timeoutMs: number) {
  const answered = await answerOf<T>([answer], () => canPost(method) && post(method, params), timeoutMs);
  return answered?.payload ?? null;
}

/** What the device offers now, or null outside Telegram (asked once; `refresh` asks again). */
export async function biometryInfo(refresh = false): Promise<BiometryInfo | null> {
  if (last && !refresh) return last;
  const payload = await ask<InfoPayload>(
    'web_app_biometry_get_info',
    undefined,
    'biometry_info_received',
    INFO_TIMEOUT_MS,
  );
  last = payload ? toInfo(payload) : null;
  return last;
}

/** Whether the device has biometrics Telegram can use. */
export async function available(): Promise<boolean> {
  return (await biometryInfo())?.available === true;
}

/** Asks the user to let the mini app use biometrics (once; afterwards only the client's settings change it). */
export async function requestAccess(reason: string): Promise<boolean> {
  const info = await biometryInfo();
  if (!info?.available) return false;
  if (info.accessGranted) return true;
  const payload = await ask<InfoPayload>(
    'web_app_biometry_request_access',
    { reason },
    'biometry_info_received',
    PROMPT_TIMEOUT_MS,
  );
  if (payload) last = toInfo(payload);
  return last?.accessGranted === true;
}

/** Asks for the fingerprint or face; the stored token when it matched, null when it failed or was cancelled. */
export async function authenticate(reason: string): Promise<string | null> {
  const info = await biometryInfo();
  if (!info?.available || !info.accessGranted || !info.tokenSaved) return null;
  const payload = await ask<{ status?: string; token?: string }>(
    'web_app_biometry_request_auth',
    { reason },
    'biometry_auth_requested',
    PROMPT_TIMEOUT_MS,
  );
  return payload?.status === 'authorized' && typeof payload.token === 'string' && payload.token ? payload.token : null;
}

/** Stores `token` behind the device's biometrics ('' removes it). True when Telegram did it. */
export async function updateToken(token: string): Promise<boolean> {
  const payload = await ask<{ status?: string }>(
    'web_app_biometry_update_token',
    { token },
    'biometry_token_updated',
    PROMPT_TIMEOUT_MS,
  );
  const done = payload?.status === (token ? 'updated' : 'removed');
  if (done && last) last = { ...last, tokenSaved: Boolean(token) };
  return done;
}

/** The Telegram client's platform ('ios', 'android', 'tdesktop', ...), the device's name in the list; '' when unknown. */
export function deviceLabel(): string {
  return clientPlatform().slice(0, 64);
}
