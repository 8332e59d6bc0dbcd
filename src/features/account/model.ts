/**
 * Pure logic of the sign-in area: form validation, redirect resolution,
 * login-QR parsing, prompt decisions and the third-party app registry.
 * No React, no I/O: everything here is unit-tested in model.test.ts.
 */
import { isSafeInternalPath } from '@/shared/lib/url';
import { isEmail, isSixDigitCode } from '@/shared/lib/validate';

// ---- form validation ----

export { CODE_LENGTH, normaliseCode } from '@/shared/lib/validate';

type FieldError = 'required' | 'invalid' | null;

export function normaliseEmail(input: string): string {
  return input.trim().toLowerCase();
}

export function validateEmail(input: string): FieldError {
  const email = input.trim();
  if (!email) return 'required';
  return isEmail(email) ? null : 'invalid';
}

export function validateCode(input: string): FieldError {
  if (!input) return 'required';
  return isSixDigitCode(input) ? null : 'invalid';
}

/** Authenticator (TOTP) codes are also six digits. */
export const validateGaCode = validateCode;

export function validatePassword(input: string): FieldError {
  return input ? null : 'required';
}

/** Which input a sign-in failure belongs to (its message shows under that input). */
export type SignInField = 'email' | 'code' | 'agreement' | 'password' | 'ga' | 'passkey' | 'qr';

/**
 * A sign-in step that stopped before or without the server's word: the field it concerns and the
 * account-namespace key of its message. Thrown inside a step so the step's mutation reports it.
 */
export class SignInError extends Error {
  constructor(
    readonly field: SignInField,
    readonly key: string,
  ) {
    super(key);
    this.name = 'SignInError';
  }
}

/** The first problem of the email-code form before anything is sent (`sent`: a code was requested). */
export function codeFormProblem(email: string, code: string, sent: boolean): SignInError | null {
  const emailProblem = validateEmail(email);
  if (emailProblem) return new SignInError('email', `errors.email.${emailProblem}`);
  const codeProblem = validateCode(code);
  if (codeProblem)
    return new SignInError('code', !sent && !code ? 'errors.code.sendFirst' : `errors.code.${codeProblem}`);
  return null;
}

// ---- the second step of a password sign-in (login_verify_x) ----

export type VerifyMethod = 'ga' | 'passkey';
const VERIFY_METHODS: readonly VerifyMethod[] = ['ga', 'passkey'];

/**
 * The second-step methods to offer, from the list login_x_v2 sent: known ones, once each, authenticator
 * first. An empty or missing list means the authenticator (the only method before passkeys were one).
 */
export function secondStepMethods(listed: readonly string[] | null | undefined): VerifyMethod[] {
  const offered = VERIFY_METHODS.filter((method) => listed?.includes(method));
  return offered.length > 0 ? offered : ['ga'];
}

/** The hint of the second step (account namespace key): which proof the account asks for. */
export function secondStepHintKey(methods: readonly VerifyMethod[]): string {
  if (!methods.includes('passkey')) return 'form.gaHint';
  return methods.includes('ga') ? 'form.gaOrPasskeyHint' : 'form.passkeyHint';
}

/**
 * Where the passkey-failed dialog's fallback leads: the authenticator code when the step offers it,
 * otherwise signing in with an email code instead.
 */
export function passkeyFallback(methods: readonly VerifyMethod[]): 'ga' | 'email' {
  return methods.includes('ga') ? 'ga' : 'email';
}

/** Server code of a spent, expired or exhausted step token (server/errors.ts TICKET_INVALID). */
const VERIFY_TOKEN_INVALID = 20144;

/** After this failure the second step cannot go on: back to the password, with the server's message. */
export function secondStepOver(code: number | null): boolean {
  return code === VERIFY_TOKEN_INVALID;
}

export interface EmailCodeForm {
  email: string;
  code: string;
  /** Whether the email belongs to an existing account (null: not checked yet). */
  exists: boolean | null;
  agreed: boolean;
}

type SignInBlocker = 'email' | 'code' | 'agreement' | null;

/** What stops the email-code form from submitting, first problem first. */
export function signInBlocker(form: EmailCodeForm): SignInBlocker {
  if (validateEmail(form.email)) return 'email';
  if (validateCode(form.code)) return 'code';
  // A first sign-in creates the account: the agreement and privacy terms must be accepted.
  if (form.exists === false && !form.agreed) return 'agreement';
  return null;
}

// ---- redirect after sign-in ----

/**
 * `redirectUrl` from the query (a value containing a slash is used as is, otherwise it is decoded),
 * used only when it is a safe same-site path; else the remembered path; else `/`.
 */
export function resolveRedirect(redirectUrl: string | null | undefined, remembered: string | null | undefined): string {
  if (redirectUrl) {
    let target = redirectUrl;
    if (!target.includes('/')) {
      try {
        target = decodeURIComponent(target);
      } catch {
        return '/';
      }
    }
    // An unsafe redirect is dropped entirely: never fall through to another target the attacker might shape.
    return isSafeInternalPath(target) ? target : '/';
  }
  if (remembered && isSafeInternalPath(remembered)) return remembered;
  return '/';
}

// ---- QR sign-in across devices ----

export const QR_POLL_MS = 2000;
export const LOGIN_CONFIRM_PATH = '/other/loginconfirm';
const QR_ID_RE = /^[A-Za-z0-9_-]{8,128}$/;

export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired';

/** Expired when the server says so or the local clock passed `expire_at` (unix seconds). */
export function qrExpired(status: QrStatus, expireAt: number, nowMs: number): boolean {
  return status === 'expired' || nowMs >= expireAt * 1000;
}

/**
 * Builds the URL a login QR code carries: our own confirm screen with the code id in the fragment, which
 * browsers never send, so the id stays out of every server and proxy log.
 */
export function loginQrUrl(origin: string, qrId: string): string {
  return `${origin}${LOGIN_CONFIRM_PATH}#qr_id=${encodeURIComponent(qrId)}`;
}

/** A country code in the reader's language ("KR" -> "South Korea" / "대한민국"); '' when unknown. */
export function regionName(code: string, lang: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The code id of a confirm-screen address: the fragment (`#qr_id=`), or the query of an older code. */
export function qrIdOf(search: string, hash: string): string | null {
  const qrId = new URLSearchParams(hash.replace(/^#/, '')).get('qr_id') ?? new URLSearchParams(search).get('qr_id');
  return qrId && QR_ID_RE.test(qrId) ? qrId : null;
}

/**
 * Reads a scanned or pasted text and returns the QR id only when it is one of our own login QR URLs
 * (same origin, confirm path, well-formed id). Anything else is refused.
 */
export function parseLoginQr(text: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== LOGIN_CONFIRM_PATH) return null;
  return qrIdOf(url.search, url.hash);
}

export function isValidQrId(qrId: string | null | undefined): qrId is string {
  return !!qrId && QR_ID_RE.test(qrId);
}

// ---- prompts after sign-in ----

export const KEEP_LOGIN_FLAG = 'login_status_show';
export const KEEP_LOGIN_DAYS = 5;
export const PASSKEY_PROMPT_FLAG = 'passkey_prompt_shown';
export const PASSKEY_SETUP_PATH = '/passkey?type_start=1';
/** Where "Forgot password?" ends, once signed in with a code: the security centre's login-password screen. */
export const PASSWORD_RESET_PATH = '/setPassword';

/** The keep-me-signed-in prompt shows while the local flag is absent. */
export function shouldShowKeepLogin(flag: string | null): boolean {
  return flag === null;
}

/** Offer a passkey once per session to a user without one, when the browser can make one. */
export function shouldOfferPasskey(
  passkeyCount: number | undefined,
  supportsWebAuthn: boolean,
  offeredThisSession: boolean,
): boolean {
  return passkeyCount === 0 && supportsWebAuthn && !offeredThisSession;
}

// ---- third-party authorisation (/thirdAuthorize) ----

export interface ThirdApp {
  id: string;
  /** i18n key (account namespace) of the app's display name. */
  nameKey: string;
  /** Where the user returns after approving; only these origins are accepted. */
  redirect: string;
}

/**
 * Apps that may ask for the user's uuid, with their allow-listed return addresses.
 * Unknown app ids are refused.
 */
export function thirdAppRegistry(gameUrls: Record<1 | 2 | 3, string>, origin: string): ThirdApp[] {
  const abs = (url: string) => new URL(url, origin).toString();
  return [
    { id: 'seraph-survivor', nameKey: 'third.apps.survivor', redirect: abs(gameUrls[1]) },
    { id: 'seraph-survivor-x', nameKey: 'third.apps.survivorX', redirect: abs(gameUrls[2]) },
    { id: 'seraph-dispatch', nameKey: 'third.apps.dispatch', redirect: abs(gameUrls[3]) },
  ];
}

export function findThirdApp(registry: ThirdApp[], appId: string | null): ThirdApp | null {
  return registry.find((app) => app.id === appId) ?? null;
}

/**
 * The return address: the caller's `redirect` when it shares the app's allow-listed origin (http or https),
 * else the app's own address; `params` (uuid and language, or the refusal) ride along as query parameters.
 */
export function thirdReturnUrl(app: ThirdApp, requested: string | null, params: Record<string, string>): string {
  const allowed = new URL(app.redirect);
  let target = allowed;
  if (requested) {
    try {
      const candidate = new URL(requested, allowed);
      if (candidate.origin === allowed.origin && /^https?:$/.test(candidate.protocol)) target = candidate;
    } catch {
      // malformed: keep the allow-listed address
    }
  }
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
