import type { Static } from 'typebox';
import type * as schemas from './schema';

/** Topping up with Telegram Stars (/finance-api/api/stars/*). Amounts are decimal strings; times unix seconds. */

export type StarPaymentStatus = (typeof schemas.STAR_PAYMENT_STATUSES)[number];
export type StarsQuoteReason = (typeof schemas.STARS_QUOTE_REASONS)[number];
export type StarsQuoteReq = Static<typeof schemas.StarsQuoteReq>;
export type StarsCreateInvoiceReq = Static<typeof schemas.StarsCreateInvoiceReq>;
export type StarsPaymentReq = Static<typeof schemas.StarsPaymentReq>;

/** quote: what `stars` buy at the server's configured rate; `ok` false with `reason` outside the limits. */
export interface StarsQuote {
  stars: number;
  /** The coin credited (USDT). */
  symbol: string;
  /** The coin per Star (configuration, not a market price). */
  rate: string;
  /** stars x rate, rounded down to the coin's decimals ("0" when not ok). */
  coin_amount: string;
  /** The Stars one top-up may buy. */
  min_stars: number;
  max_stars: number;
  ok: boolean;
  reason: StarsQuoteReason;
}

/** One top-up with Stars. */
export interface StarPayment {
  payment_no: string;
  stars: number;
  symbol: string;
  rate: string;
  /** What the payment credits (credited once it is `paid`). */
  coin_amount: string;
  /** created: waiting for the payment; paid: paid and credited; refunded: the Stars went back, the credit reversed. */
  status: StarPaymentStatus;
  created_at: number;
  paid_at: number | null;
  refunded_at: number | null;
}

/** create_invoice: the payment and the invoice link to open with Telegram's openInvoice. */
export interface StarsInvoice extends StarPayment {
  /** `https://t.me/$…`, from the Bot API's createInvoiceLink (currency XTR). */
  invoice_link: string;
}
