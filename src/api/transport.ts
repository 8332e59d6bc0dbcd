import axios from 'axios';
import type { CallOptions } from '@/contract/define';
import { signPayload } from '@/contract/sign';
import { config } from '@/config';
import { getCookie } from '@/shared/lib/cookies';
import { deviceName } from '@/shared/lib/deviceName';
import { appState, SERVER_LANG } from '@/state/app';
import { deviceToken } from './device';
import { ACCESS_TOKEN_COOKIE, newIdempotencyKey, UPDATE_HEADERS, type CallExtras } from './wire';

/*
 * The wire of `call()` (./http.ts), loaded on the first call: the axios instance, the calls' headers and the
 * body signature. The envelope policy (notices, session rules) stays in http.ts.
 */

/** The one axios instance. Every status resolves: the envelope policy of http.ts decides. */
export const http = axios.create({
  baseURL: config.baseApi,
  timeout: 30_000,
  headers: { 'Content-Type': 'application/json' },
  validateStatus: () => true,
});

/**
 * The device's IANA zone, read once: building an `Intl.DateTimeFormat` costs tens of milliseconds on a slow phone,
 * and every call sends the zone. The /setting choice (UTC+8 or the device's) only changes how times are shown, not
 * this header, so nothing invalidates it.
 */
let deviceZone: string | undefined;

function timezone(): string {
  if (deviceZone === undefined) {
    try {
      deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      deviceZone = 'UTC';
    }
  }
  return deviceZone;
}

/** The headers of one call: language, session, and the option's extra set (update check, third-party source). */
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

/** Posts a signed body with the call's headers; resolves with every HTTP status, rejects only without a response. */
export async function send(
  path: string,
  body: object,
  options: CallOptions,
  extras: CallExtras,
): Promise<{ status: number; data: unknown }> {
  const response = await http.post<unknown>(path, signBody(body), { headers: buildHeaders(options, extras) });
  return { status: response.status, data: response.data };
}
