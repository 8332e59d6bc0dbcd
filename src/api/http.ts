import axios, { type AxiosResponse } from 'axios';
import { config } from '@/config';
import { i18n } from '@/i18n';
import { getCookie } from '@/shared/lib/cookies';
import { notice } from '@/state/notice';
import { appState, type Lang } from '@/state/app';
import { Codes, SESSION_INVALID_CODE, SUCCESS_CODES } from '@/contract/codes';
import type { CallOptions, Endpoint, Envelope } from '@/contract/define';
import type { ServerLang } from '@/contract/types';
import { deviceName } from '@/shared/lib/deviceName';
import { deviceToken } from './device';
import { signPayload } from '@/contract/sign';

/** The cookie that carries the access token (spec section 4). */
export const ACCESS_TOKEN_COOKIE = 'access_token';

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
/** The update check identifies the client (spec section 7). */
export const UPDATE_HEADERS = {
  'X-Version': config.clientVersion,
  'X-Channel': 'Official',
  'X-Platform': '4',
} as const;

const SERVER_LANG: Record<Lang, ServerLang> = { en: 'en', ko: 'ko', 'zh-TW': 'zh_tw', 'zh-CN': 'zh' };

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

/** The seconds until another code may be sent, when a send was refused for the resend cooldown (20004); else null. */
export function codeCooldownSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== Codes.CODE_COOLDOWN) return null;
  const seconds = (error.data as { retry_after?: unknown } | null)?.retry_after;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

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

/** The one axios instance. Every status resolves: the envelope policy below decides. */
export const http = axios.create({
  baseURL: config.baseApi,
  timeout: 30_000,
  headers: { 'Content-Type': 'application/json' },
  validateStatus: () => true,
});

function timezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The headers of one call (spec section 7). */
export function buildHeaders(options: CallOptions, extras: CallExtras = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Platform': appState.isPc ? '1' : '2',
    'X-Language': SERVER_LANG[appState.currentLang] ?? 'en',
    'X-Timezone': timezone(),
    'X-Theme': appState.currentTheme === 'dark' ? '2' : '1',
    'X-Dname': deviceName(typeof navigator === 'undefined' ? '' : navigator.userAgent),
    'X-Dtoken': deviceToken(),
  };
  const token = getCookie(ACCESS_TOKEN_COOKIE);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotent) headers['Idempotency-Key'] = extras.idempotencyKey ?? newIdempotencyKey();
  if (options.headerSet === 'update') Object.assign(headers, UPDATE_HEADERS);
  if (options.headerSet === 'source') {
    const source = extras.source ?? new URLSearchParams(globalThis.location?.search ?? '').get('source');
    if (source) headers.source = source;
  }
  return headers;
}

/** Body plus `time` (unix seconds) and `sign`. */
export function signBody(body: object): Record<string, unknown> {
  const signed: Record<string, unknown> = { ...body, time: Math.floor(Date.now() / 1000) };
  delete signed.sign;
  signed.sign = signPayload(signed, config.signSecret);
  return signed;
}

const t = (key: string) => i18n.t(key, { ns: 'api' });

let logoutTimer: ReturnType<typeof setTimeout> | undefined;

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

/**
 * Calls an endpoint of the catalogue and resolves with the envelope's `data` (the whole envelope for
 * `fullResponse` calls). Applies spec section 8's error catalogue; rejects with ApiError.
 */
export async function call<Req extends object, Res>(
  endpoint: Endpoint<Req, Res>,
  body: Req = {} as Req,
  extras: CallExtras = {},
): Promise<Res> {
  const { path, options } = endpoint;
  const showErrors = !options.hideError && !extras.silent;
  // A call may declare one text for every failure (check_exist: "network error, please retry", spec section 8).
  const errorText = (serverText: string) => (options.errorText ? t(options.errorText) : serverText);

  let response: AxiosResponse<unknown>;
  try {
    response = await http.post(path, signBody(body), { headers: buildHeaders(options, extras) });
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
