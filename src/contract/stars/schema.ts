import { Type } from 'typebox';

/** A top-up's states: invoice created, paid (and credited), refunded (and the credit reversed). */
export const STAR_PAYMENT_STATUSES = ['created', 'paid', 'refunded'] as const;
/** Why a quote cannot be bought: outside the server's Stars limits per top-up. */
export const STARS_QUOTE_REASONS = ['', 'below_min', 'above_max'] as const;

/** Whole Stars (Telegram's XTR has no smaller unit); the server's own limits are checked in the handler. */
const StarsField = Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'whole Telegram Stars' });
const PaymentNoField = Type.String({ pattern: '^SP[A-Z0-9]{8,38}$', maxLength: 40 });

export const StarsQuoteReq = Type.Object({ stars: StarsField });
export const StarsCreateInvoiceReq = Type.Object({ stars: StarsField });
export const StarsPaymentReq = Type.Object({ payment_no: PaymentNoField });

/** Request schemas of the `stars` calls, by call name. */
export const starsBodies = {
  quote: StarsQuoteReq,
  createInvoice: StarsCreateInvoiceReq,
  payment: StarsPaymentReq,
};
