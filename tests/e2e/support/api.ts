import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { DEFAULT_SIGN_SECRET, signPayload } from '../../../src/contract/sign';

/** Calls the real server the way the app does: signed body, envelope. Returns the envelope. */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  path: string,
  body: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ code: number; msg: string; data: T }> {
  const signed: Record<string, unknown> = { ...body, time: Math.floor(Date.now() / 1000) };
  signed.sign = signPayload(signed, process.env.SIGN_SECRET || DEFAULT_SIGN_SECRET);
  const response = await request.post(path, {
    data: signed,
    headers: {
      'X-Language': 'en',
      'X-Platform': '1',
      'X-Dname': 'e2e',
      'X-Dtoken': `e2e-${Math.random().toString(36).slice(2)}`,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  return response.json();
}

/** Newest one-time code sent to `email`, read from the development mailbox. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/dev/mailbox?email=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as { code: string }[];
  if (!mails[0]) throw new Error(`no mail for ${email}`);
  return mails[0].code;
}

export const uniqueEmail = (tag = 'user') => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs in (or signs up) by email code through the API and returns the access token. */
export async function signInByApi(request: APIRequestContext, email: string): Promise<string> {
  const sent = await apiCall(request, '/user-api/api/user/send_verify_code_v2', { email, scene: 'login' });
  if (sent.code !== 0 && sent.code !== 200) throw new Error(`send_verify_code_v2: ${sent.code} ${sent.msg}`);
  const code = await latestCode(request, email);
  const login = await apiCall<{ access_token: string }>(request, '/user-api/api/user/login_otp', { email, code });
  if (!login.data?.access_token) throw new Error(`login_otp: ${login.code} ${login.msg}`);
  return login.data.access_token;
}

/** Puts a token into a browser context the way the app stores it (access_token cookie). */
export async function useToken(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'access_token', value: token, url: baseURL }]);
}

/**
 * Ends the 60 s wait before `email`'s next one-time code (a second code inside it is refused with 20004) through the
 * development route, so a test asks again at once instead of sleeping the wait out.
 */
export async function endCodeWait(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/dev/user/end_code_wait', { data: { email } });
  if (!response.ok()) throw new Error(`/dev/user/end_code_wait: ${response.status()}`);
}

/** `signInByApi` for an account other tests sign in to as well (the seeded demo accounts): past any resend wait. */
export async function signInAgainByApi(request: APIRequestContext, email: string): Promise<string> {
  await endCodeWait(request, email);
  return signInByApi(request, email);
}
