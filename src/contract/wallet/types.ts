import type { Static } from 'typebox';
import type { Paged } from '@/contract/common';
import type * as schemas from './schema';

/**
 * Shapes of the wallet's money calls (docs/wallet-money.md). Amounts and prices are decimal strings;
 * times are unix seconds.
 */
export type AccountName = (typeof schemas.ACCOUNT_NAMES)[number];
export type SwapKind = (typeof schemas.SWAP_KINDS)[number];
export type PricePeriodName = (typeof schemas.PERIODS)[number];
export type EventType = (typeof schemas.EVENT_TYPES)[number];

interface PageOf<T> {
  list: T[];
  count: number;
  page: number;
  page_size: number;
}

// ---- account balance and prices ----
export type AccountBalanceReq = Static<typeof schemas.AccountBalanceReq>;
export interface BalanceEntry {
  account: AccountName;
  symbol: string;
  available: string;
  frozen: string;
  /** available + frozen */
  total: string;
  usd_price: string;
  /** total × usd_price */
  usd_value: string;
}
export interface AccountBalanceRes {
  /** One row per coin and account the user holds (zero rows included when the coin was ever held). */
  list: BalanceEntry[];
  /** Per account: USD value of all coins. */
  accounts: { account: AccountName; usd_value: string }[];
  total_usd: string;
}
export type SymbolExchangeInfoReq = Static<typeof schemas.SymbolExchangeInfoReq>;
export interface SymbolExchangeInfoRes {
  symbol: string;
  usd_price: string;
  period: PricePeriodName;
  /** Change over the period, percent (decimal string, signed). */
  change_percent: string;
  high: string;
  low: string;
  /** Oldest first: [unix seconds, price]. */
  points: { time: number; price: string }[];
}

// ---- swaps ----
export type SwapPairListReq = Static<typeof schemas.SwapPairListReq>;
export interface SwapPair {
  id: number;
  kind: SwapKind;
  from_symbol: string;
  to_symbol: string;
  min_amount: string;
  max_amount: string;
  fee_rate: string;
  quote_seconds: number;
}
export interface SwapPairListRes {
  list: SwapPair[];
}
export type SwapGetPriceReq = Static<typeof schemas.SwapGetPriceReq>;
export interface SwapQuote {
  quote_id: string;
  kind: SwapKind;
  from_symbol: string;
  to_symbol: string;
  from_amount: string;
  /** Fee, in the from coin, taken from `from_amount`. */
  fee: string;
  fee_rate: string;
  /** To-coin units per from-coin unit at the server's price, before fee and impact. */
  rate: string;
  to_amount: string;
  /** Percent. */
  price_impact: string;
  slippage: string;
  min_received: string;
  expires_at: number;
}
export type SwapApplyReq = Static<typeof schemas.SwapApplyReq>;
export type SwapListReq = Static<typeof schemas.SwapListReq>;
export interface SwapOrder {
  id: number;
  kind: SwapKind;
  account: AccountName;
  from_symbol: string;
  to_symbol: string;
  from_amount: string;
  fee: string;
  to_amount: string;
  rate: string;
  quoted_to_amount: string;
  slippage: string;
  price_impact: string;
  status: 'done';
  transaction_id: number;
  created_at: number;
}
export type SwapListRes = PageOf<SwapOrder>;
export type IdReq = Static<typeof schemas.IdReq>;

// ---- transfers ----
export type TransferReq = Static<typeof schemas.TransferReq>;
export interface TransferEntry {
  id: number;
  kind: 'user' | 'account';
  symbol: string;
  amount: string;
  from_account: AccountName;
  to_account: AccountName;
  /** The other party (for kind `user`). */
  counterparty: { pay_id: string; nickname: string } | null;
  memo: string;
  status: 'done';
  transaction_id: number;
  created_at: number;
}
export type TransferListReq = Static<typeof schemas.TransferListReq>;
export type TransferListRes = PageOf<TransferEntry>;

// ---- history ----
export type TransactionEventListReq = Static<typeof schemas.TransactionEventListReq>;
export interface EventChange {
  symbol: string;
  account: AccountName;
  available: string;
  frozen: string;
  /** available + frozen */
  amount: string;
}
export interface TransactionEvent {
  /** The ledger transaction id (finance_detail `id`). */
  id: number;
  type: Exclude<EventType, 'all'>;
  /** The ledger kind (docs/wallet-money.md). */
  kind: string;
  reference: string;
  /** The caller's balance changes in this event, per coin and account. */
  changes: EventChange[];
  created_at: number;
}
export type TransactionEventListRes = PageOf<TransactionEvent>;
export interface FinanceDetailRes extends TransactionEvent {
  swap: SwapOrder | null;
  transfer: TransferEntry | null;
}

// ---- address book ----
export interface AddressEntry {
  id: number;
  chain: string;
  address: string;
  label: string;
  memo: string;
  created_at: number;
  updated_at: number;
}
export type AddressListReq = Static<typeof schemas.AddressListReq>;
export type AddressListRes = PageOf<AddressEntry>;
export type AddressAddReq = Static<typeof schemas.AddressAddReq>;
export type AddressEditReq = Static<typeof schemas.AddressEditReq>;
export type AddressCheckReq = Static<typeof schemas.AddressCheckReq>;
export interface AddressCheckRes {
  /** Server chains the address may belong to (the chain suggestion). */
  chains: string[];
}
export type AddressTransferListReq = Static<typeof schemas.AddressTransferListReq>;
export interface AddressTransferListRes {
  list: AddressEntry[];
}

/** Deposits and withdrawals of coins (finance service). Amounts are decimal strings; times unix seconds. */

export type CoinChainReq = Static<typeof schemas.CoinChainReq>;
export type DepositListReq = Static<typeof schemas.DepositListReq>;
export type CheckAddressReq = Static<typeof schemas.CheckAddressReq>;
export type WithdrawCheckReq = Static<typeof schemas.WithdrawCheckReq>;
export type WithdrawCoinReq = Static<typeof schemas.WithdrawCoinReq>;
export type WithdrawIdReq = Static<typeof schemas.WithdrawIdReq>;
export type WithdrawListReq = Static<typeof schemas.WithdrawListReq>;

export type DepositStatus = (typeof schemas.DEPOSIT_STATUSES)[number];
export type WithdrawStatus = (typeof schemas.WITHDRAW_STATUSES)[number];

export interface DepositAddressRes {
  symbol: string;
  chain_name: string;
  address: string;
  /** Smaller deposits are recorded but not credited. */
  min_deposit: string;
  /** Confirmations before a deposit is credited. */
  confirmations: number;
}

export interface DepositEntry {
  id: number;
  symbol: string;
  chain_name: string;
  address: string;
  amount: string;
  tx_hash: string;
  confirmations: number;
  required_confirmations: number;
  /** pending: waiting for confirmations; credited; below_minimum: recorded, not credited. */
  status: DepositStatus;
  /** From another user of this platform (a withdrawal to this address), without a chain transaction. */
  internal: boolean;
  created_at: number;
  credited_at: number | null;
}
export type DepositListRes = Paged<DepositEntry>;

export interface WithdrawLimitRes {
  symbol: string;
  chain_name: string;
  fee: string;
  min_withdraw: string;
  /** Per UTC day; null = none. */
  daily_limit: string | null;
  daily_used: string;
  daily_left: string | null;
  available: string;
  /** The most that can be withdrawn now: available minus fee, within what is left today ("max"). */
  max_amount: string;
}

export interface CheckAddressRes {
  /** The chain's rules: prefix, length, then the real format with its checksum. */
  valid: boolean;
  /** One of this platform's deposit addresses on the chain (settles internally, no network fee). */
  internal: boolean;
  /** The caller's own deposit address. */
  own: boolean;
}

/** One reason a withdrawal would be refused; `code` and `msg` as the refusal's envelope would say. */
export interface WithdrawProblem {
  field: 'symbol' | 'chain_name' | 'address' | 'amount' | 'account';
  code: number;
  msg: string;
  data?: Record<string, unknown>;
}

export interface WithdrawCheckRes {
  ok: boolean;
  problems: WithdrawProblem[];
  fee: string;
  /** amount + fee: what leaves the available balance. */
  total: string;
  /** What the address receives. */
  receive_amount: string;
  internal: boolean;
  /** End of the 24-hour hold of user_risk (unix seconds), or null. */
  hold_until: number | null;
}

export interface WithdrawEntry {
  id: number;
  symbol: string;
  chain_name: string;
  address: string;
  amount: string;
  fee: string;
  status: WithdrawStatus;
  internal: boolean;
  tx_hash: string | null;
  confirmations: number;
  required_confirmations: number;
  /** Why it failed (a message in the request's language), or null. */
  fail_reason: string | null;
  created_at: number;
  finished_at: number | null;
}
export type WithdrawListRes = Paged<WithdrawEntry>;

export interface WithdrawDetailRes extends WithdrawEntry {
  /** The statuses reached so far, oldest first. */
  timeline: { status: WithdrawStatus; at: number }[];
}

// ---- coins and chains ----
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
export type SymbolExchangeUsdReq = Static<typeof schemas.SymbolExchangeUsdReq>;
export interface SymbolExchangeUsdRes {
  list: { symbol: string; usd_price: string }[];
}
export type ChainListReq = Static<typeof schemas.ChainListReq>;
