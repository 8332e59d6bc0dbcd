/**
 * Pure logic of the account and security screens: validation, the security-factor
 * summary, resend wait, authenticator code format, device labels. No React, no I/O: unit-tested beside it.
 */
import type { DeviceEntry, PaymentSettingRes, Profile, ThirdAccount } from '@/contract';
import { describeUserAgent } from '@/shared/lib/deviceName';
import { PASSKEY_NAME_MAX, nameLength } from '@/domain/names';

// ---- passkeys ----
// A passkey name's and a nickname's rules are the server's too (domain/names.ts).
export {
  NICKNAME_MAX,
  PASSKEY_NAME_MAX,
  nicknameProblem as validateNickname,
  passkeyNameProblem as validatePasskeyName,
} from '@/domain/names';

/** The `n/50` counter under the rename field, in characters as the limit counts them. */
export const passkeyNameCounter = (name: string) => `${nameLength(name)}/${PASSKEY_NAME_MAX}`;

/** Passkey dialog open type (the values the other clients use). */
export const PASSKEY_DIALOG = { closed: 0, rename: 40 } as const;
export type PasskeyDialogType = (typeof PASSKEY_DIALOG)[keyof typeof PASSKEY_DIALOG];

/** A default name for a new passkey: the device it was made on and the date (the app's date format). */
export function defaultPasskeyName(userAgent: string, now: Date, lang: string): string {
  const { os, browser } = describeUserAgent(userAgent);
  const date = formatDate(now, lang);
  return `${browser} · ${os} · ${date}`.slice(0, PASSKEY_NAME_MAX);
}

// ---- codes and text input ----
// The one email and code rules live in shared/lib/validate.ts.
import { isSixDigitCode } from '@/shared/lib/validate';
import { formatDate } from '@/shared/lib/time';

/** Payment password: six digits, not all the same and not a plain run like 123456. */
export function validatePaymentPassword(value: string, repeat: string): 'format' | 'weak' | 'mismatch' | null {
  if (!/^\d{6}$/.test(value)) return 'format';
  const digits = [...value].map(Number);
  const same = digits.every((d) => d === digits[0]);
  const up = digits.every((d, i) => i === 0 || d === digits[i - 1]! + 1);
  const down = digits.every((d, i) => i === 0 || d === digits[i - 1]! - 1);
  if (same || up || down) return 'weak';
  if (value !== repeat) return 'mismatch';
  return null;
}

/** Login password (used with login_x_v2): 8 to 64 characters with at least one letter and one digit. */
export const LOGIN_PASSWORD_MIN = 8;
export const LOGIN_PASSWORD_MAX = 64;
type LoginPasswordError = 'length' | 'letters_digits' | 'mismatch';

/** The first problem of a new login password and its confirmation, or null when both are fine. */
export function validateLoginPassword(value: string, repeat: string): LoginPasswordError | null {
  const length = [...value].length;
  if (length < LOGIN_PASSWORD_MIN || length > LOGIN_PASSWORD_MAX) return 'length';
  if (!/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) return 'letters_digits';
  if (value !== repeat) return 'mismatch';
  return null;
}

/**
 * What the set-password form shows: the password's own problem once the user left the field (or tried to
 * submit), the mismatch under the confirmation once it was touched, and whether the form may be sent.
 */
export function loginPasswordFeedback(input: {
  password: string;
  repeat: string;
  passwordTouched: boolean;
  repeatTouched: boolean;
  emailCode: string;
  gaCode: string;
  needGa: boolean;
}): { password: Exclude<LoginPasswordError, 'mismatch'> | null; repeat: 'mismatch' | null; ready: boolean } {
  const problem = validateLoginPassword(input.password, input.repeat);
  const own = problem === 'mismatch' ? null : problem;
  return {
    password: input.passwordTouched && input.password ? own : null,
    repeat: !own && problem === 'mismatch' && input.repeatTouched && input.repeat ? 'mismatch' : null,
    ready: !problem && isSixDigitCode(input.emailCode) && (!input.needGa || isSixDigitCode(input.gaCode)),
  };
}

/** Groups an authenticator secret in fours so it can be typed by hand. */
export const groupSecret = (secret: string) => secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');

// ---- avatar ----
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export function validateAvatarFile(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

// ---- countdowns ----
/** Default wait before another verification code may be requested. */
export const RESEND_SECONDS = 60;

// ---- risk hold ----
export const RISK_HOLD_HOURS = 24;
/** user_risk type other than 0 means withdrawals are on hold after a security change. */
export const isRiskHold = (type: number | null | undefined) => typeof type === 'number' && type !== 0;

// ---- security centre ----
type FactorKey =
  | 'email'
  | 'backup_email'
  | 'login_password'
  | 'authenticator'
  | 'passkeys'
  | 'payment_password'
  | 'nft_free'
  | 'devices'
  | 'third_accounts'
  | 'delete_account';

export interface SecurityFactor {
  key: FactorKey;
  route: string;
  /** on/off for protections; 'info' for rows that only lead somewhere. */
  state: 'on' | 'off' | 'info';
  /** Extra value shown on the row (masked email, passkey count, bound platform). */
  detail?: string;
  /** Something the user should act on (no email, no authenticator). */
  attention?: boolean;
}

interface FactorInputs {
  profile: Pick<
    Profile,
    'email' | 'backup_email' | 'has_password' | 'ga_enabled' | 'passkey_count' | 'has_capital_password'
  >;
  payment?: PaymentSettingRes | null;
  thirds?: ThirdAccount[] | null;
  maskEmail: (email: string) => string;
}

export function securityFactors({ profile, payment, thirds, maskEmail }: FactorInputs): SecurityFactor[] {
  const hasEmail = Boolean(profile.email);
  const boundThirds = (thirds ?? []).filter((third) => third.bound);
  const hasCapital = payment?.has_capital_password ?? profile.has_capital_password;
  return [
    {
      key: 'email',
      route: hasEmail ? '/mail' : '/bindEmail',
      state: hasEmail ? 'on' : 'off',
      detail: hasEmail ? maskEmail(profile.email) : undefined,
      attention: !hasEmail,
    },
    {
      key: 'backup_email',
      route: '/mail',
      state: profile.backup_email ? 'on' : 'off',
      detail: profile.backup_email ? maskEmail(profile.backup_email) : undefined,
    },
    {
      // Needs an email: the code that confirms the change goes there.
      key: 'login_password',
      route: hasEmail ? '/setPassword' : '/bindEmail',
      state: profile.has_password ? 'on' : 'off',
    },
    {
      key: 'authenticator',
      route: profile.ga_enabled ? '/unbindGoogle' : '/bindGoogle',
      state: profile.ga_enabled ? 'on' : 'off',
      attention: !profile.ga_enabled,
    },
    {
      key: 'passkeys',
      route: '/passkey',
      state: profile.passkey_count > 0 ? 'on' : 'off',
      detail: profile.passkey_count > 0 ? String(profile.passkey_count) : undefined,
    },
    {
      key: 'payment_password',
      route: '/setPay',
      state: hasCapital ? 'on' : 'off',
    },
    {
      key: 'nft_free',
      route: '/setPay',
      state: payment?.nft_free ? 'on' : 'off',
    },
    { key: 'devices', route: '/my-devices', state: 'info' },
    {
      key: 'third_accounts',
      route: '/thirdAccounts',
      state: boundThirds.length > 0 ? 'on' : 'off',
      detail: boundThirds.map((third) => third.display_name || third.platform).join(', ') || undefined,
    },
    { key: 'delete_account', route: '/security/userDelete', state: 'info' },
  ];
}

/** Overall level from the protections that matter for sign-in and withdrawals. */
export function securityLevel(factors: SecurityFactor[]): 'low' | 'medium' | 'high' {
  const on = (key: FactorKey) => factors.some((f) => f.key === key && f.state === 'on');
  const score = ['email', 'authenticator', 'passkeys', 'payment_password'].filter((k) => on(k as FactorKey)).length;
  if (score >= 3 && on('authenticator')) return 'high';
  return score >= 2 ? 'medium' : 'low';
}

// ---- devices ----
// Device names are read and said by src/shared/lib/deviceName.ts.

/** Current device first, then the most recently seen. */
export function sortDevices<T extends Pick<DeviceEntry, 'is_self' | 'last_seen_at'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Number(b.is_self) - Number(a.is_self) || b.last_seen_at - a.last_seen_at);
}

// ---- network ----
export function latencyQuality(ms: number | null): 'good' | 'fair' | 'poor' | 'offline' {
  if (ms === null) return 'offline';
  if (ms < 300) return 'good';
  return ms < 1000 ? 'fair' : 'poor';
}

// ---- settings ----
