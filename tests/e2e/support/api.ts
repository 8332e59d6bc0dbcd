import type { APIRequestContext, BrowserContext } from '@playwright/test';
import type { AnyEndpoint, Envelope, ReqOf, ResOf } from '../../../src/contract';
import { contract } from '../../../src/contract/full';
import { DEFAULT_SIGN_SECRET, signPayload } from '../../../src/contract/sign';

/** Every declared call, for `apiCall(request, contract.user.profile, {})` and for `page.route` patterns. */
export { contract };

/** What a call answers as `data`: its response type, or the inner data of a call declared with the whole envelope. */
export type DataOf<E> = ResOf<E> extends Envelope<infer Data> ? Data : ResOf<E>;

/**
 * Calls the real server the way the app does: the declaration's path, the body its type asks for, signed; returns
 * the envelope with `data` typed by the declaration.
 */
export async function apiCall<E extends AnyEndpoint>(
  request: APIRequestContext,
  endpoint: E,
  body: ReqOf<E>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Envelope<DataOf<E>>> {
  const signed: Record<string, unknown> = { ...body, time: Math.floor(Date.now() / 1000) };
  signed.sign = signPayload(signed, process.env.SIGN_SECRET || DEFAULT_SIGN_SECRET);
  const response = await request.post(endpoint.path, {
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

/** An Idempotency-Key header of its own, for one money-moving call (`tag` names the call in the server's log). */
export const idempotencyKey = (tag: string) => ({
  'Idempotency-Key': `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
});

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
  const sent = await apiCall(request, contract.user.sendVerifyCodeV2, { email, scene: 'login' });
  if (sent.code !== 0 && sent.code !== 200) throw new Error(`send_verify_code_v2: ${sent.code} ${sent.msg}`);
  const code = await latestCode(request, email);
  const login = await apiCall(request, contract.user.loginOtp, { email, code });
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

/**
 * Ends the delay a stranger's next sign-in guess for `email` must wait after repeated failures (20156 with
 * `retry_after`) through the development route; the human check after it is still asked for.
 */
export async function endSignInWait(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/dev/user/end_sign_in_wait', { data: { email } });
  if (!response.ok()) throw new Error(`/dev/user/end_sign_in_wait: ${response.status()}`);
}

/** `signInByApi` for an account other tests sign in to as well (the seeded demo accounts): past any resend wait. */
export async function signInAgainByApi(request: APIRequestContext, email: string): Promise<string> {
  await endCodeWait(request, email);
  return signInByApi(request, email);
}
