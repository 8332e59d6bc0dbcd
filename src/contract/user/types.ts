import type { Static } from 'typebox';
import type { SecurityScene, ServerLang } from '@/contract/common';
import type * as userSchemas from './schema';

/**
 * Accounts: sign-in, profile, devices, security and linked accounts (user service). Shapes the spec fixes are
 * marked "(spec)"; the others are this project's documented choice.
 */

// ---- user: session basics ----
export type CheckExistReq = Static<typeof userSchemas.CheckExistReq>;
export interface CheckExistRes {
  exist: boolean;
}
export interface SendVerifyCodeReq {
  email: string;
  /** `login` for sign-in; other scenes arrive with their features. */
  scene: string;
}
export interface SendVerifyCodeRes {
  /** Seconds until another code may be sent. */
  resend_after: number;
}
export type LoginOtpReq = Static<typeof userSchemas.LoginOtpReq>;
export interface AccessTokenRes {
  access_token: string;
}
export type VerifyLoginTokenReq = Static<typeof userSchemas.VerifyLoginTokenReq>;
export interface GenLoginTokenRes {
  login_token: string;
}
export interface Profile {
  uid: string;
  nickname: string;
  email: string;
  avatar: string;
  pay_id: string;
  language: ServerLang;
  has_password: boolean;
  has_capital_password: boolean;
  ga_enabled: boolean;
  passkey_count: number;
  backup_email: string;
  created_at: number;
}
export type SetLanguageReq = Static<typeof userSchemas.SetLanguageReq>;
export interface UserRiskRes {
  /** 0 = none; 1 = 24-hour withdrawal hold after a security change. */
  type: number;
  until?: number;
}
export interface DeviceEntry {
  id: number;
  is_self: boolean;
  device_name: string;
  platform: number;
  ip: string;
  user_agent: string;
  created_at: number;
  last_seen_at: number;
}
export interface DeviceListRes {
  list: DeviceEntry[];
}
export type DeviceLogoutReq = Static<typeof userSchemas.DeviceLogoutReq>;
export interface OtherLoginRes {
  login: boolean;
}

export interface SecurityCodeReq {
  scene: SecurityScene;
  email?: string;
}
/** Multi-step security flows hand a short-lived ticket from one step to the next. */
export interface TicketRes {
  ticket: string;
}
/** A request filed for support review (lost email and authenticator). */
export interface ResetApplicationRes {
  id: number;
  status: 'pending' | 'done' | 'rejected';
}

export type UploadImageReq = Static<typeof userSchemas.UploadImageReq>;
export interface UploadImageRes {
  url: string;
}
export type ModifyNicknameReq = Static<typeof userSchemas.ModifyNicknameReq>;
/** bind_email: accounts without an email (Telegram-created); code sent with scene bind_email to `email`. */
export type BindEmailReq = Static<typeof userSchemas.BindEmailReq>;
/** email_modify: proves the current address (scene email_modify_old) and the authenticator when enabled. */
export type EmailModifyReq = Static<typeof userSchemas.EmailModifyReq>;
/** email_modify_verify: the new address with its code (scene email_modify_new). Starts the 24-hour hold. */
export type EmailModifyVerifyReq = Static<typeof userSchemas.EmailModifyVerifyReq>;
/** backup_email_edit: code to the primary address (scene backup_email) and authenticator when enabled. */
export type BackupEmailEditReq = Static<typeof userSchemas.BackupEmailEditReq>;
/** backup_email_edit_verify: the backup address with its own code (scene backup_email sent to it). */
export type BackupEmailEditVerifyReq = Static<typeof userSchemas.BackupEmailEditVerifyReq>;
/** backup_email_del: code to the primary address (scene backup_email). */
export type BackupEmailDelReq = Static<typeof userSchemas.BackupEmailDelReq>;
/** Signed-in, old address lost: email_modify_reset -> email_modify_reset_ga_verify -> email_modify_reset_email_verify. */
export type EmailModifyResetReq = Record<string, never>;
export type ResetGaVerifyReq = Static<typeof userSchemas.ResetGaVerifyReq>;
/** Last step of both email resets: the new address with its code (scene reset_email sent to new_email). */
export type ResetEmailVerifyReq = Static<typeof userSchemas.ResetEmailVerifyReq>;
/** Signed out, old address lost: email_reset_ga_verify {email, ga_code} -> ticket, then email_reset_email_verify. */
export type EmailResetGaVerifyReq = Static<typeof userSchemas.EmailResetGaVerifyReq>;
/** email_reset_apply: accounts without an authenticator file a request for support review. */
export type EmailResetApplyReq = Static<typeof userSchemas.EmailResetApplyReq>;
/** gen_ga_secret: the pending set-up key (the same until it is confirmed by open_ga, or replaced with `renew`). */
export type GenGaSecretReq = Static<typeof userSchemas.GenGaSecretReq>;
export interface GenGaSecretRes {
  secret: string;
  otpauth_url: string;
}
export type OpenGaReq = Static<typeof userSchemas.OpenGaReq>;
/** close_ga: authenticator code and a code to the account email (scene close_ga). Starts the 24-hour hold. */
export type CloseGaReq = Static<typeof userSchemas.CloseGaReq>;
/** check_apply_reset_ga_exist (fullResponse): whether a reset request exists for the address. */
export type CheckApplyResetGaReq = Static<typeof userSchemas.CheckApplyResetGaReq>;
export interface CheckApplyResetGaRes {
  exist: boolean;
  status: ResetApplicationRes['status'] | null;
  created_at: number | null;
}
/** ga_reset_verify: proves the account's address (scene reset_ga) while the authenticator is lost. */
export type GaResetVerifyReq = Static<typeof userSchemas.GaResetVerifyReq>;
/** ga_reset_apply: removes the authenticator now; the 24-hour hold starts. */
export type GaResetApplyReq = Static<typeof userSchemas.GaResetApplyReq>;
/** apply_reset_ga: no access to the address either: a request for support review. */
export type ApplyResetGaReq = Static<typeof userSchemas.ApplyResetGaReq>;
export interface PasskeyEntry {
  id: number;
  /** At most 50 characters. */
  name: string;
  created_at: number;
  last_used_at: number | null;
}
export interface PasskeyListRes {
  list: PasskeyEntry[];
}
/** user_passkey_challenge -> WebAuthn creation options (PublicKeyCredentialCreationOptionsJSON, rpID = host). */
export interface PasskeyChallengeRes {
  options: import('@simplewebauthn/browser').PublicKeyCredentialCreationOptionsJSON;
}
/** user_passkey_bind: the attestation (RegistrationResponseJSON) for the last challenge. */
export type PasskeyBindReq = Static<typeof userSchemas.PasskeyBindReq>;
export interface PasskeyBindRes {
  id: number;
}
export type PasskeyRenameReq = Static<typeof userSchemas.PasskeyRenameReq>;
/** user_passkey_unbind_challenge: which proofs removal needs ('ga' when the authenticator is on, else 'email'). */
export type PasskeyUnbindChallengeReq = Static<typeof userSchemas.PasskeyUnbindChallengeReq>;
export interface PasskeyUnbindChallengeRes {
  ticket: string;
  methods: ('email' | 'ga')[];
}
/** user_passkey_unbind_verify: email code (scene passkey_unbind) or authenticator code. */
export type PasskeyUnbindVerifyReq = Static<typeof userSchemas.PasskeyUnbindVerifyReq>;
export type PasskeyUnbindReq = Static<typeof userSchemas.PasskeyUnbindReq>;
export interface PaymentSettingRes {
  has_capital_password: boolean;
  nft_free: boolean;
}
/** modify_capital_password: `password` = hashPassword(plain); code with scene set_capital_password. Starts the hold. */
export type ModifyCapitalPasswordReq = Static<typeof userSchemas.ModifyCapitalPasswordReq>;
/** open_nft_free: NFT purchases without the payment password; needs the (hashed) payment password. */
export type OpenNftFreeReq = Static<typeof userSchemas.OpenNftFreeReq>;
export type ThirdPlatform = 'telegram';
export interface ThirdAccount {
  platform: ThirdPlatform;
  bound: boolean;
  third_id: string;
  display_name: string;
  bound_at: number | null;
}
export interface ThirdListRes {
  list: ThirdAccount[];
}
/** user_third_bind: inside Telegram, the raw init data (checked with the bot token). */
export type ThirdBindReq = Static<typeof userSchemas.ThirdBindReq>;
/** user_third_unbind: refused when it is the account's only way to sign in (no email). */
export type ThirdUnbindReq = Static<typeof userSchemas.ThirdUnbindReq>;
/** close: deletes the account; code with scene user_close. */
export type CloseAccountReq = Static<typeof userSchemas.CloseAccountReq>;
/** Business code of `close` when the account still holds something; msg names it, data lists why. */
export const USER_CLOSE_REFUSED_CODE = 20501;
export interface CloseAccountRefusedData {
  reasons: ('balance' | 'nft' | 'order')[];
}

// ---- user: sign-in ----
/** login_x_v2: `password` = hashPassword(plain) (SHA-256 with the fixed salt: the server never sees the password). */
export type LoginPasswordReq = Static<typeof userSchemas.LoginPasswordReq>;
export type LoginVerifyMethod = 'ga' | 'passkey';
/**
 * login_x_v2 answers either a token, or (authenticator enabled, or a passkey added) a second step:
 * `{need_verify: true, verify_token, methods}`, finished by login_verify_x with one of the methods.
 */
export interface LoginPasswordRes {
  access_token?: string;
  need_verify?: boolean;
  verify_token?: string;
  methods?: LoginVerifyMethod[];
}
/**
 * login_verify_x: the second step of a password sign-in -> AccessTokenRes. Either the authenticator code
 * (method 'ga') or a passkey assertion (method 'passkey') answering login_passkey_challenge asked with
 * this verify_token.
 */
export type LoginVerifyReq = Static<typeof userSchemas.LoginVerifyReq>;
/** The passkey answer of login_verify_x. */
export interface LoginVerifyPasskey {
  challenge_id: string;
  response: import('@simplewebauthn/browser').AuthenticationResponseJSON;
}
/** Status of a cross-device login QR code. */
export type LoginQrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired';
/**
 * login_gen_qr_code {} (signed out, desktop): `qr_url` is `<origin>/other/loginconfirm?qr_id=<qr_id>`
 * (qr_id: 8-128 chars of [A-Za-z0-9_-]); `expire_at` unix seconds, 2 minutes ahead.
 */
export interface LoginQrGenRes {
  qr_id: string;
  /** The page the phone opens; the code travels in the fragment (`#qr_id=`), so it never reaches a server log. */
  qr_url: string;
  expire_at: number;
  /** Only the desktop that asked holds it (never in the QR): login_check_qr_code needs it to collect the session. */
  poll_secret: string;
}
/** login_scan_qr_code / scan_app_info body. */
export type LoginQrIdReq = Static<typeof userSchemas.LoginQrIdReq>;
/** login_check_qr_code body: the code and the desktop's own secret. */
export type LoginQrCheckReq = Static<typeof userSchemas.LoginQrCheckReq>;
/** login_check_qr_code (polled every 2 s by the desktop): `access_token` only once, with status confirmed. */
export interface LoginQrCheckRes {
  status: LoginQrStatus;
  access_token?: string;
}
/**
 * login_scan_qr_code (signed in, the phone): marks the code scanned and describes the desktop asking to sign in
 * so the user can recognise it. Expired or unknown codes fail with a business code.
 */
export interface LoginQrScanRes {
  status: LoginQrStatus;
  /** What the desktop calls itself (self-declared, at most 40 characters): show it as such. */
  device_name: string;
  ip: string;
  /** Country of the desktop's IP address (ISO 3166 alpha-2), '' when unknown or a private network. */
  country: string;
  created_at: number;
}
/** login_qr_code (signed in, the phone): confirm true signs the desktop in; false rejects (status expired). */
export type LoginQrConfirmReq = Static<typeof userSchemas.LoginQrConfirmReq>;
export interface LoginQrConfirmRes {
  status: LoginQrStatus;
}
/**
 * login_passkey_challenge: without a body, options for any passkey of this site (discoverable); with the
 * verify_token of a password sign-in, options for that account's passkeys only (allowCredentials), to
 * answer through login_verify_x.
 */
export type LoginPasskeyChallengeReq = Static<typeof userSchemas.LoginPasskeyChallengeReq>;
/** login_passkey_challenge {} -> WebAuthn request options (rpID = host, userVerification preferred). */
export interface LoginPasskeyChallengeRes {
  challenge_id: string;
  options: import('@simplewebauthn/browser').PublicKeyCredentialRequestOptionsJSON;
}
/** login_passkey -> AccessTokenRes. */
export type LoginPasskeyReq = Static<typeof userSchemas.LoginPasskeyReq>;
/** login_third_x: the raw Telegram init data, checked with the bot token (auth_date fresh) -> AccessTokenRes. */
export type LoginThirdReq = Static<typeof userSchemas.LoginThirdReq>;
/** get_uuid_by_token (signed in, source header): the uuid for `app_id` once consent was given, else a business code. */
export type GetUuidByTokenReq = Static<typeof userSchemas.GetUuidByTokenReq>;

// ---- user: server additions ----
/**
 * set_password (a server addition: the spec lists no call that gives an account a login password):
 * `password` = hashPassword(plain), a code with scene set_password, the authenticator when enabled.
 * Starts the 24-hour withdrawal hold. -> EmptyRes
 */
export type SetPasswordReq = Static<typeof userSchemas.SetPasswordReq>;
/** user_passkey_bind_verify {}: whether the account may add another passkey (the limit is per account). */
export interface PasskeyBindVerifyRes {
  can_bind: boolean;
  count: number;
  limit: number;
}
export type AppLoginMethod = 'email_code' | 'password' | 'passkey' | 'qr' | 'telegram';
/** get_app_login_config {} (visitor): the sign-in methods this server offers and the QR timings (seconds). */
export interface AppLoginConfigRes {
  methods: AppLoginMethod[];
  qr_ttl: number;
  qr_poll_interval: number;
}
/** scan_app_info {qr_id} (signed in, the app): what asks to sign in, without changing the code's state. */
export interface ScanAppInfoRes extends LoginQrScanRes {
  expire_at: number;
}
/** scan_code_login (signed in, the app): scan and answer in one step (the app has its own confirm screen). -> LoginQrConfirmRes */
export type ScanCodeLoginReq = Static<typeof userSchemas.ScanCodeLoginReq>;
/** get_nickname_by_pay_id (signed in, hideError): the recipient of a transfer by Pay ID. */
export type NicknameByPayIdReq = Static<typeof userSchemas.NicknameByPayIdReq>;
export interface NicknameByPayIdRes {
  pay_id: string;
  nickname: string;
  avatar: string;
}
/**
 * twice_verify_geetest (fullResponse): the human check, a proof of work served by our own server.
 * `{scene, email?}` answers `{passed: false, challenge, difficulty}`; `{scene, challenge, nonce}` with
 * sha256(`${challenge}:${nonce}`) starting with `difficulty` zero bits answers `{passed: true, token}`
 * (each challenge once, 5 minutes). `token` is the `human_token` a sign-in call asks for with 20156.
 */
export type HumanCheckReq = Static<typeof userSchemas.HumanCheckReq>;
export interface HumanCheckRes {
  passed: boolean;
  challenge?: string;
  difficulty?: number;
  token?: string;
}
/** The `data` of 20156 (human check required): seconds to wait before the next sign-in guess. */
export interface HumanCheckRequiredData {
  retry_after: number;
}
export type SendVerifyCodeV2Req = Static<typeof userSchemas.SendVerifyCodeV2Req>;
