import { i18n } from '@/i18n';
import { notice } from '@/state/notice';
import { appState } from '@/state/app';
import { CODE_COOLDOWN_CODE, SESSION_INVALID_CODE, SUCCESS_CODES } from '@/contract/wireCodes';
import type { Endpoint, Envelope } from '@/contract/define';
import { type CallExtras } from './wire';

export { ACCESS_TOKEN_COOKIE, newIdempotencyKey, UPDATE_HEADERS, type CallExtras } from './wire';

/** What the client does when the server says the session is gone; boot sets it (the session module logs out). */
let sessionInvalidHandler: () => void = () => undefined;
export function onSessionInvalid(handler: () => void): void {
  sessionInvalidHandler = handler;
}

/** The contract's code table says which envelope codes mean success and which one ends the session. */
export { SESSION_INVALID_CODE, SUCCESS_CODES };
/** Code 4001 logs out after this delay, so the notice can be read first. */
export const SESSION_LOGOUT_DELAY_MS = 2000;
/** ApiError code of a failure that never reached the server (no HTTP response). */
export const NETWORK_ERROR_CODE = -1;
/** A rejected call: the envelope's code, msg and data (null but where the code table says), or the HTTP status / NETWORK_ERROR_CODE. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly status?: number,
    /** The envelope's `data`, for the few codes that carry some (20004, 20156: `{retry_after}`). */
    readonly data: unknown = null,
  ) {
    super(msg || `code ${code}`);
    this.name = 'ApiError';
  }
}

/** The server's code of a failed call (an ApiError's `code`, NETWORK_ERROR_CODE without an answer), null for other failures. */
export function errorCode(error: unknown): number | null {
  return error instanceof ApiError ? error.code : null;
}

/** The seconds until another code may be sent, when a send was refused for the resend cooldown (20004); else null. */
export function codeCooldownSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== CODE_COOLDOWN_CODE) return null;
  const seconds = (error.data as { retry_after?: unknown } | null)?.retry_after;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/**
 * The wire (axios, headers, signing: `./transport`) loads on the first call, not with the first screen: a visitor's
 * home renders from the page's boot data without it, so the first load stays small (docs/performance.md).
 * `preloadTransport` starts the load early (boot, when a session check or the Telegram sign-in will call at once).
 */
let transport: Promise<typeof import('./transport')> | undefined;
export const preloadTransport = () => (transport ??= import('./transport'));

const t = (key: string) => i18n.t(key, { ns: 'api' });

let logoutTimer: ReturnType<typeof setTimeout> | undefined;

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

/**
 * Calls an endpoint of the catalogue and resolves with the envelope's `data` (the whole envelope for `fullResponse`
 * calls). Applies the error catalogue (docs/api.md#codes): notices, the session rules; rejects with ApiError.
 */
export async function call<Req extends object, Res>(
  endpoint: Endpoint<Req, Res>,
  body: Req = {} as Req,
  extras: CallExtras = {},
): Promise<Res> {
  const { path, options } = endpoint;
  const showErrors = !options.hideError && !extras.silent;
  // A call may declare one text for every failure (check_exist: "network error, please retry", whatever failed).
  const errorText = (serverText: string) => (options.errorText ? t(options.errorText) : serverText);

  let response: { status: number; data: unknown };
  try {
    const { send } = await preloadTransport();
    response = await send(path, body, options, extras);
  } catch (error) {
    // The browser's own text ("Network Error", "timeout of 30000ms exceeded") is English and technical: log it,
    // and show the user the translated one.
    console.warn(`[api] ${path}: no response`, error);
    const message = t('networkError');
    if (!extras.silent) notice.error(errorText(message));
    throw new ApiError(NETWORK_ERROR_CODE, message);
  }

  if (response.status !== 200) {
    console.error(`[api] ${path}: HTTP ${response.status}`, response.data);
    const envelope = isEnvelope(response.data) ? response.data : undefined;
    if (response.status === 401 && extras.sessionCheck) {
      throw new ApiError(SESSION_INVALID_CODE, envelope?.msg ?? 'HTTP 401', 401);
    }
    if (response.status === 401) {
      notice.error(t('sessionInvalid'));
      sessionInvalidHandler();
    } else if (options.errorText && !extras.silent) {
      notice.error(t(options.errorText));
    }
    throw new ApiError(envelope?.code ?? response.status, envelope?.msg ?? `HTTP ${response.status}`, response.status);
  }

  const envelope = response.data;
  if (!isEnvelope(envelope)) {
    console.error(`[api] ${path}: not an envelope`, envelope);
    throw new ApiError(NETWORK_ERROR_CODE, 'invalid response', response.status);
  }
  if (SUCCESS_CODES.includes(envelope.code)) return (options.fullResponse ? envelope : envelope.data) as Res;

  if (envelope.code === SESSION_INVALID_CODE && extras.sessionCheck) {
    throw new ApiError(envelope.code, envelope.msg, response.status);
  }
  if (envelope.code === SESSION_INVALID_CODE) {
    if (!(appState.inTelegram && showErrors) && !logoutTimer) notice.error(t('sessionInvalid'));
    logoutTimer ??= setTimeout(() => {
      logoutTimer = undefined;
      sessionInvalidHandler();
    }, SESSION_LOGOUT_DELAY_MS);
  } else if (showErrors) {
    notice.error(errorText(envelope.msg || t('requestFailed')));
  }
  throw new ApiError(envelope.code, envelope.msg, response.status, envelope.data);
}
