import type { Static } from 'typebox';
import type * as walletSchemas from './wallet.schema';

/**
 * Shapes of the wallet's money calls (docs/wallet-money.md). Amounts and prices are decimal strings;
 * times are unix seconds.
 */
export type AccountName = (typeof walletSchemas.ACCOUNT_NAMES)[number];
export type SwapKind = (typeof walletSchemas.SWAP_KINDS)[number];
export type PricePeriodName = (typeof walletSchemas.PERIODS)[number];
export type EventType = (typeof walletSchemas.EVENT_TYPES)[number];

interface PageOf<T> {
  list: T[];
  count: number;
  page: number;
  page_size: number;
}

// ---- account balance and prices ----
export type AccountBalanceReq = Static<typeof walletSchemas.AccountBalanceReq>;
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
export type SymbolExchangeInfoReq = Static<typeof walletSchemas.SymbolExchangeInfoReq>;
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
export type SwapPairListReq = Static<typeof walletSchemas.SwapPairListReq>;
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
export type SwapGetPriceReq = Static<typeof walletSchemas.SwapGetPriceReq>;
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
export type SwapApplyReq = Static<typeof walletSchemas.SwapApplyReq>;
export type SwapListReq = Static<typeof walletSchemas.SwapListReq>;
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
export type IdReq = Static<typeof walletSchemas.IdReq>;

// ---- transfers ----
export type TransferReq = Static<typeof walletSchemas.TransferReq>;
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
export type TransferListReq = Static<typeof walletSchemas.TransferListReq>;
export type TransferListRes = PageOf<TransferEntry>;

// ---- history ----
export type TransactionEventListReq = Static<typeof walletSchemas.TransactionEventListReq>;
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
export type AddressListReq = Static<typeof walletSchemas.AddressListReq>;
export type AddressListRes = PageOf<AddressEntry>;
export type AddressAddReq = Static<typeof walletSchemas.AddressAddReq>;
export type AddressEditReq = Static<typeof walletSchemas.AddressEditReq>;
export type AddressCheckReq = Static<typeof walletSchemas.AddressCheckReq>;
export interface AddressCheckRes {
  /** Server chains the address may belong to (spec section 5's helper). */
  chains: string[];
}
export type AddressTransferListReq = Static<typeof walletSchemas.AddressTransferListReq>;
export interface AddressTransferListRes {
  list: AddressEntry[];
}
