/**
 * Shapes every service shares (paging, empty bodies, languages, code scenes). Imports no service, so any
 * service's types may import it without a loop. Amounts are decimal strings (never JS numbers); times are
 * unix seconds.
 */

/** Server language codes (`X-Language`, `set_language`). */
export type ServerLang = 'en' | 'ko' | 'zh_tw' | 'zh';

export interface Paged<T> {
  list: T[];
  count: number;
  page: number;
  page_size: number;
}
export interface PageReq {
  page?: number;
  page_size?: number;
}
/** A plain list response. */
export interface ListRes<T> {
  list: T[];
}
/** The body of a call that takes an empty payload (spec: profile, user_risk, unread_count, coin_list). */
export type EmptyBody = Record<string, never>;
export type EmptyRes = Record<string, never>;

/**
 * Scenes of `send_verify_code_v2` used by the security screens. The code goes to `email` when given
 * (a new or backup address, or the account's address while signed out); without `email` it goes to the
 * signed-in account's primary email.
 */
export type SecurityScene =
  | 'email_modify_old'
  | 'email_modify_new'
  | 'bind_email'
  | 'backup_email'
  | 'reset_email'
  | 'reset_ga'
  | 'close_ga'
  | 'passkey_unbind'
  | 'set_capital_password'
  | 'withdraw'
  | 'user_close';
export const SECURITY_SCENES: readonly SecurityScene[] = [
  'email_modify_old',
  'email_modify_new',
  'bind_email',
  'backup_email',
  'reset_email',
  'reset_ga',
  'close_ga',
  'passkey_unbind',
  'set_capital_password',
  'withdraw',
  'user_close',
];
/** Scene of send_verify_code_v2 for set_password (the code goes to the account's email). */
export type PasswordScene = 'set_password';
