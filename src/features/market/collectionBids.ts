import type { EntrustmentCheckReq } from '@/contract/offer/types';
import type { EntrustCheckRes } from '@/contract/quote/types';
import { priceProblem, type PriceRange } from '@/domain/price';
import { toBig } from '@/shared/lib/money';

/**
 * The collection page's bids, as pure logic: the form of a collection or trait bid, the request it makes, and what
 * the entrustment preview says. The sheet (CollectionBidSheet) and its flow (useBidComposer) read it; nothing here
 * touches React.
 *
 * A collection bid never stands crossed: placed at or above listings, it buys them at once at their prices and the
 * rest stands. So every bid the sheet places is previewed first (entrustment_check), and the call follows the preview:
 * an order that buys at once is an entrustment order (entrustment_make), one that only stands is a quote (quote_make).
 */

/** Editions one bid may ask for (the request schema's bound). */
export const BID_MAX_QUANTITY = 10_000;
/** How long the form waits after the last keystroke before it asks for a new preview. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** What the preview and the bid are asked for: the form's price and editions, and the trait ('' for the collection). */
export interface BidTargetForm {
  price: string;
  /** Editions, as typed. */
  quantity: string;
  traitType: string;
  traitValue: string;
}

export type QuantityProblem = 'invalid' | 'high';

/** Why the typed number of editions cannot be sent, or null. */
export function quantityProblem(text: string): QuantityProblem | null {
  if (!/^[1-9]\d*$/.test(text)) return 'invalid';
  return Number(text) > BID_MAX_QUANTITY ? 'high' : null;
}

/** The preview's request for a form, or null while the form cannot be sent (the preview waits for a valid one). */
export function bidRequest(form: BidTargetForm, symbol: string, range?: PriceRange): EntrustmentCheckReq | null {
  if (priceProblem(form.price, range) !== null || quantityProblem(form.quantity) !== null) return null;
  // a trait bid names both; a half-chosen trait is not a collection bid
  if ((form.traitType === '') !== (form.traitValue === '')) return null;
  return {
    symbol,
    price: form.price,
    quantity: Number(form.quantity),
    ...(form.traitType ? { trait_type: form.traitType, trait_value: form.traitValue } : {}),
  };
}

export interface PreviewSummary {
  /** Editions bought at once, and what they cost with the buyer fee. */
  fillNow: number;
  payNow: string;
  /** Editions left standing, what each costs when it fills, and all of them. */
  rest: number;
  costEach: string;
  restTotal: string;
  /** How much the balance lacks to pay what fills now; null when it pays. */
  short: string | null;
  /**
   * Whether, after paying what fills now, the balance still pays one standing edition: otherwise the rest stands
   * unfunded (skipped by sellers) until the bidder tops up.
   */
  restFunded: boolean;
  /** The call that places it: an order that buys at once is an entrustment order, one that only stands a quote. */
  call: 'entrust' | 'quote';
}

/** What an entrustment preview means for the bidder, in decimal strings (never floats). */
export function previewSummary(check: EntrustCheckRes): PreviewSummary {
  const available = toBig(check.available);
  const payNow = toBig(check.pay_now);
  const costEach = toBig(check.cost_each);
  const lacking = payNow.minus(available);
  const left = available.minus(payNow);
  return {
    fillNow: check.fill_now,
    payNow: payNow.toFixed(),
    rest: check.rest,
    costEach: costEach.toFixed(),
    restTotal: costEach.times(check.rest).toFixed(),
    short: !check.enough && lacking.isGreaterThan(0) ? lacking.toFixed() : null,
    restFunded: check.rest === 0 || (left.isFinite() && left.isGreaterThanOrEqualTo(costEach)),
    call: check.fill_now > 0 ? 'entrust' : 'quote',
  };
}
