import type { Static } from 'typebox';
import type * as fiatSchemas from './schema';

/** Buying coins with fiat (/otc-api/api/fiat/*). Amounts are decimal strings; times unix seconds. */

export type FiatChannelListReq = Static<typeof fiatSchemas.FiatChannelListReq>;
export type FiatQuoteReq = Static<typeof fiatSchemas.FiatQuoteReq>;
export type FiatCreateOrderReq = Static<typeof fiatSchemas.FiatCreateOrderReq>;
export type FiatWidgetUrlReq = Static<typeof fiatSchemas.FiatWidgetUrlReq>;

export interface FiatCoin {
  symbol: string;
  name: string;
  icon: string;
  decimals: number;
  usd_price: string;
}
export interface FiatCurrency {
  code: string;
  name: string;
  sign: string;
  decimals: number;
  /** Units of this currency one US dollar buys. */
  per_usd: string;
}
/** get_coin_list: the coins one can buy and the fiat currencies one can pay in. */
export interface FiatCoinListRes {
  list: FiatCoin[];
  fiat_list: FiatCurrency[];
}
export interface FiatChannel {
  code: string;
  name: string;
  /** card, apple_pay, google_pay, bank_transfer. */
  payment_methods: string[];
  /** Share of the fiat amount taken as fee, e.g. "0.035". */
  fee_rate: string;
  /** Fixed part of the fee, in `fiat`. */
  fixed_fee: string;
  /** Limits of one order, in `fiat`. */
  min_amount: string;
  max_amount: string;
  fiat: string;
  /** A stand-in provider of the reference server (no real payment). */
  simulated: boolean;
}
export interface FiatChannelListRes {
  list: FiatChannel[];
}
/** One channel's offer for an amount; `ok` false with `reason` when the amount is outside its limits. */
export interface FiatQuote {
  channel: string;
  channel_name: string;
  symbol: string;
  fiat: string;
  fiat_amount: string;
  fee: string;
  /** Fiat per coin. */
  price: string;
  /** What the buyer receives, rounded down to the coin's decimals ("0" when not ok). */
  coin_amount: string;
  min_amount: string;
  max_amount: string;
  ok: boolean;
  reason: '' | 'below_min' | 'above_max' | 'fee_exceeds_amount';
}
/** quote: every enabled channel's quote (or the asked one's), best `coin_amount` first. */
export interface FiatQuoteRes {
  list: FiatQuote[];
}
export type FiatOrderStatus = 'pending' | 'paid' | 'credited' | 'failed' | 'expired';
export interface FiatOrder {
  order_no: string;
  channel: string;
  channel_name: string;
  symbol: string;
  fiat: string;
  fiat_amount: string;
  fee: string;
  price: string;
  coin_amount: string;
  status: FiatOrderStatus;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  credited_at: number | null;
  closed_at: number | null;
}
/** get_widget_url: the provider page to open (a same-origin path on the reference server) and the order now. */
export interface FiatWidgetUrlRes {
  url: string;
  order: FiatOrder;
}
