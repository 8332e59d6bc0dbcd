/**
 * Request/response shapes shared by the client catalogue and the reference server.
 * Shapes the spec fixes are marked "(spec)"; the others are this project's documented choice.
 * Amounts are decimal strings (never JS numbers); times are unix seconds.
 */

/** Server language codes (spec section 9). */
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

// ---- system ----
export interface Banner {
  id: number;
  title: string;
  image: string;
  /** Deep-link type (spec section 4): mark_local | cur_tab | new_tab | iframe. */
  link_type: 'mark_local' | 'cur_tab' | 'new_tab' | 'iframe' | 'none';
  link: string;
}
export interface ModuleEntry {
  id: number;
  key: string;
  title: string;
  icon: string;
  link_type: Banner['link_type'];
  link: string;
}
export interface NftModuleItem {
  id: number;
  title: string;
  image: string;
  symbol: string;
  price: string;
  coin: string;
}
export interface NftModule {
  id: number;
  key: string;
  title: string;
  list: NftModuleItem[];
}
export interface Article {
  id: number;
  title: string;
  summary: string;
  image: string;
  url: string;
  created_at: number;
}
export interface CheckUpdateRes {
  version: string;
  has_update: boolean;
  force: boolean;
  url: string;
  notes: string;
}
export interface HealthRes {
  status: 'ok';
}

// ---- user: session basics ----
export interface CheckExistReq {
  email: string;
}
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
export interface LoginOtpReq {
  email: string;
  code: string;
}
export interface AccessTokenRes {
  access_token: string;
}
export interface VerifyLoginTokenReq {
  login_token: string;
}
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
export interface SetLanguageReq {
  language: ServerLang;
}
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
export interface DeviceLogoutReq {
  id: number;
}
export interface OtherLoginRes {
  login: boolean;
}

// ---- message ----
export interface UnreadCountRes {
  count: number;
}

// ---- coin ----
export interface ChainEntry {
  chain_name: string;
  /** Minimum confirmations and fee are per chain; amounts are decimal strings. */
  withdraw_fee: string;
  min_withdraw: string;
}
export interface CoinInfo {
  symbol: string;
  name: string;
  icon: string;
  decimals: number;
  usd_price: string;
}
export interface CoinEntry {
  info: CoinInfo;
  chains: ChainEntry[];
}
export interface CoinListRes {
  list: CoinEntry[];
}
export interface ChainListRes {
  list: ChainEntry[];
}
export interface SymbolExchangeUsdReq {
  symbol?: string;
}
export interface SymbolExchangeUsdRes {
  list: { symbol: string; usd_price: string }[];
}
