/**
 * The sign-in area's server reads and writes, one hook per step. A step that needs several calls (check
 * the address, then send; challenge, WebAuthn, then sign in) is one `useApiMutation` around an async
 * function, so busy state, haptics and the failure come from the mutation. Form state lives in the flow
 * hooks (useEmailCodeSignIn, usePasswordSignIn) and in loginForm.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError, call, codeCooldownSeconds, errorCode } from '@/api/http';
import { useApiMutation, type ApiMutationOptions } from '@/api/useApiMutation';
import { useApiQuery } from '@/api/useApiQuery';
import { contract as firstLoad } from '@/contract';
import { game } from '@/contract/game';
import type { LoginPasswordRes } from '@/contract';
import { hashPassword } from '@/shared/lib/password';
import { platform } from '@/platform';
import { signInWithTelegram } from '@/session/telegramLaunch';
import { withHumanCheck } from './humanCheck';
import { clearLoginForm, loginForm } from './loginForm';
import { completeLogin } from './loginFlow';
import {
  codeFormProblem,
  isValidQrId,
  normaliseEmail,
  parseLoginQr,
  PASSWORD_RESET_PATH,
  QR_POLL_MS,
  qrExpired,
  SignInError,
  signInBlocker,
  validateEmail,
  validateGaCode,
  validatePassword,
  type QrStatus,
  type ThirdApp,
} from './model';

/**
 * The services this area calls, each from its own module: `@/contract/full` would bring every lazy service (and
 * the chunks of other areas' services) into this area's download.
 */
const contract = { game, user: firstLoad.user } as const;

const u = contract.user;

/** Server business codes of one-time codes (server/errors.ts). */
export const CODE_ERRORS = { wrong: 20001, expired: 20002, locked: 20003, cooldown: 20004 } as const;

/** The server's localised message of a failed call, or null (no answer, or not a call's failure). */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code > 0 && error.msg ? error.msg : null;
}

export { errorCode };

/** A query parameter of the current page (read once per render; pages re-render on navigation). */
export function queryParam(name: string): string | null {
  return new URLSearchParams(location.search).get(name);
}

/** Options a flow hook passes on to a step's mutation (what happens after it; the step owns the rest). */
type StepOptions<Req, Res> = Pick<ApiMutationOptions<Req, Res>, 'onSuccess' | 'onError'>;

/** check_exist for an address, asked once per address (the answer stays in the form draft). */
async function emailExists(email: string): Promise<boolean> {
  if (loginForm.checkedEmail === email && loginForm.exists !== null) return loginForm.exists;
  // Whatever made check_exist fail (its answer would tell who has an account), the user reads "network error, please
  // retry" (under the field).
  const { exist } = await call(u.checkExist, { email }, { silent: true }).catch(() => {
    throw new SignInError('email', 'errors.network');
  });
  loginForm.exists = exist;
  loginForm.checkedEmail = email;
  return exist;
}

/**
 * Sends a sign-in code to the typed address (after check_exist); resolves the seconds until a resend. A
 * send refused because a code went out under a minute ago (after a reload, from another tab) is not a
 * failure: that code is on its way, and the button counts down the server's remaining seconds.
 */
export function useSendLoginCode(options: StepOptions<{ email: string }, number> = {}) {
  return useApiMutation(async ({ email: typed }: { email: string }) => {
    const problem = validateEmail(typed);
    if (problem) throw new SignInError('email', `errors.email.${problem}`);
    const email = normaliseEmail(typed);
    await emailExists(email);
    const resendAfter = await call(u.sendVerifyCodeV2, { email, scene: 'login' }, { silent: true }).then(
      (sent) => sent.resend_after,
      (error: unknown) => {
        const wait = codeCooldownSeconds(error);
        if (wait === null) throw error;
        return wait;
      },
    );
    loginForm.sentTo = email;
    return resendAfter;
  }, options);
}

/** Email + code sign-in: validation, check_exist (a new address must accept the terms), login_otp, then the login sequence. */
export function useCodeLogin(options: StepOptions<{ email: string; code: string; agreed: boolean }, string> = {}) {
  return useApiMutation(async ({ email: typed, code, agreed }: { email: string; code: string; agreed: boolean }) => {
    const problem = codeFormProblem(typed, code, !!loginForm.sentTo);
    if (problem) throw problem;
    const email = normaliseEmail(typed);
    const exists = await emailExists(email);
    if (signInBlocker({ email, code, exists, agreed }) === 'agreement') {
      throw new SignInError('agreement', 'errors.agreement');
    }
    const { access_token } = await withHumanCheck(email, 'code', (human_token) =>
      call(u.loginOtp, { email, code, human_token }, { silent: true }),
    );
    const resettingPassword = loginForm.forgotPassword;
    clearLoginForm();
    return completeLogin(access_token, resettingPassword ? { redirectUrl: PASSWORD_RESET_PATH } : {});
  }, options);
}

/** Password sign-in (login_x_v2): signs in, or answers which second step the account needs. */
export function usePasswordLogin(
  options: StepOptions<{ email: string; password: string }, LoginPasswordRes | string> = {},
) {
  return useApiMutation(async ({ email, password }: { email: string; password: string }) => {
    const emailProblem = validateEmail(email);
    if (emailProblem) throw new SignInError('email', `errors.email.${emailProblem}`);
    if (validatePassword(password)) throw new SignInError('password', 'errors.passwordRequired');
    const address = normaliseEmail(email);
    const result = await withHumanCheck(address, 'password', (human_token) =>
      call(u.loginXV2, { email: address, password: hashPassword(password), human_token }, { silent: true }),
    );
    if (result.access_token) {
      clearLoginForm();
      return completeLogin(result.access_token);
    }
    if (result.need_verify && result.verify_token) return result;
    throw new SignInError('password', 'errors.network');
  }, options);
}

/** The second step with the authenticator code (login_verify_x). */
export function useGaVerify(options: StepOptions<{ verify_token: string; ga_code: string }, string> = {}) {
  return useApiMutation(async (body: { verify_token: string; ga_code: string }) => {
    const problem = validateGaCode(body.ga_code);
    if (problem) throw new SignInError('ga', `errors.code.${problem}`);
    const { access_token } = await call(u.loginVerifyX, body, { silent: true });
    clearLoginForm();
    return completeLogin(access_token);
  }, options);
}

/** The WebAuthn library, loaded on demand; a browser without passkeys fails the step with `unsupportedKey`. */
async function webAuthn(unsupportedKey: string) {
  const library = await import('@simplewebauthn/browser');
  if (!library.browserSupportsWebAuthn()) throw new SignInError('passkey', unsupportedKey);
  return library;
}

/** The second step with a passkey: options bound to the verify token, the prompt, login_verify_x. */
export function usePasskeyVerify(options: StepOptions<{ verify_token: string }, string> = {}) {
  return useApiMutation(async ({ verify_token }: { verify_token: string }) => {
    const { startAuthentication } = await webAuthn('passkey.unsupportedStep');
    const { options: request, challenge_id } = await call(u.loginPasskeyChallenge, { verify_token }, { silent: true });
    const response = await startAuthentication({ optionsJSON: request });
    const passkey = { challenge_id, response };
    const { access_token } = await call(u.loginVerifyX, { verify_token, passkey }, { silent: true });
    clearLoginForm();
    return completeLogin(access_token);
  }, options);
}

/** "Sign in with a passkey": challenge, the prompt, login_passkey, then the login sequence. */
export function usePasskeyLogin(options: StepOptions<object, string> = {}) {
  return useApiMutation(async () => {
    const { startAuthentication } = await webAuthn('passkey.unsupported');
    const { options: request, challenge_id } = await call(u.loginPasskeyChallenge, {}, { silent: true });
    const response = await startAuthentication({ optionsJSON: request });
    const { access_token } = await call(u.loginPasskey, { challenge_id, response }, { silent: true });
    loginForm.code = '';
    return completeLogin(access_token);
  }, options);
}

/** Telegram sign-in with the mini app's raw init data (login_third_x), then the login sequence. */
export function useTelegramLogin() {
  return useApiMutation(async ({ init_data, redirectUrl }: { init_data: string; redirectUrl?: string }) =>
    completeLogin(await signInWithTelegram(init_data), { telegram: true, redirectUrl }),
  );
}

/**
 * Desktop QR sign-in: login_gen_qr_code, then login_check_qr_code every 2 s while the code waits or is
 * scanned; confirmed runs the login sequence, expired (2 minutes) waits for `refresh`.
 */
export function useQrLogin() {
  const generated = useApiQuery(u.loginGenQrCode, {}, { silent: true, staleTime: 0 });
  const qr = generated.isFetching ? undefined : generated.data;
  /** The code whose polling has ended (answered or expired). */
  const [settled, setSettled] = useState<string | null>(null);
  const checked = useApiQuery(
    u.loginCheckQrCode,
    { qr_id: qr?.qr_id ?? '', poll_secret: qr?.poll_secret ?? '' },
    { enabled: !!qr && settled !== qr.qr_id, silent: true, staleTime: 0, refetchInterval: QR_POLL_MS },
  );
  const reported: QrStatus = (qr && checked.data?.status) || 'waiting';
  const status: QrStatus = qr && qrExpired(reported, qr.expire_at, Date.now()) ? 'expired' : reported;
  const token = status === 'confirmed' ? checked.data?.access_token : undefined;
  const qrId = qr?.qr_id;
  const over = status === 'confirmed' || status === 'expired';
  useEffect(() => {
    if (qrId && over) setSettled(qrId);
  }, [qrId, over]);
  const signedIn = useRef<string | null>(null);
  useEffect(() => {
    if (!token || signedIn.current === token) return;
    signedIn.current = token;
    platform.haptic('success');
    void completeLogin(token);
  }, [token]);
  const phase = qr ? 'ready' : generated.isError && !generated.isFetching ? 'error' : 'loading';
  return {
    phase,
    qrUrl: qr?.qr_url,
    status: qr ? status : null,
    refresh: () => void generated.refetch(),
  } as const;
}

/** The phone's side of a QR sign-in: login_scan_qr_code on open (the desktop shows "scanned"). */
export const useLoginQrRequest = (qrId: string | null) =>
  useApiQuery(
    u.loginScanQrCode,
    { qr_id: qrId ?? '' },
    { enabled: isValidQrId(qrId), silent: true, staleTime: Infinity },
  );

/** The phone's answer (login_qr_code): confirm signs the desktop in, refuse expires its code. */
export const useAnswerLoginQr = () => useApiMutation(u.loginQrCode, { silent: true });

/** An allow-listed app asks for the user's uuid (third_authorize_uuid with the `source` header; a failure shows as a notice). */
export function useAuthorizeThirdApp(source: string | undefined, onSuccess: (uuid: string) => void) {
  return useApiMutation(
    async ({ app }: { app: ThirdApp }) => call(contract.game.thirdAuthorizeUuid, { app_id: app.id }, { source }),
    { onSuccess: ({ uuid }) => onSuccess(uuid) },
  );
}

/**
 * Follows a scanned or pasted login QR code, only one of this site's. No server call, but a step like
 * the others: a refusal buzzes once and stays in `error` (a SignInError with the message key).
 */
export function useOpenLoginQr(onOpen: (qrId: string) => void) {
  return useApiMutation(
    async ({ text }: { text: string }) => {
      const qrId = parseLoginQr(text, location.origin);
      if (!qrId) throw new SignInError('qr', 'scan.notOurs');
      return qrId;
    },
    { onSuccess: onOpen },
  );
}
