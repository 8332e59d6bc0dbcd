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
 * `signInByApi` for an account other specs sign in to as well (the seeded demo accounts): a second code within
 * 60 s is refused (20004), so this waits that out and asks again. Give the test time (`test.setTimeout`).
 */
export async function signInByApiWaiting(request: APIRequestContext, email: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await signInByApi(request, email);
    } catch (error) {
      const wait = /wait (\d+) seconds/.exec(String(error));
      if (!wait || attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, (Number(wait[1]) + 1) * 1000));
    }
  }
}
