import type { Static } from 'typebox';
import type * as schemas from './financeChain.schema';
import type { Paged } from './types';

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
  /** The chain's rules of spec section 5. */
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
