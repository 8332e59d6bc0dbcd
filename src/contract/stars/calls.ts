import { signedIn } from '@/contract/define';
import type * as T from './types';

/**
 * Topping up with Telegram Stars inside the mini app (beyond the spec, EXTRA_CALLS): a quote, an invoice to pay with
 * openInvoice, and the payment's state, which the app follows until the webhook's credit lands.
 */
export const stars = {
  quote: signedIn<T.StarsQuoteReq, T.StarsQuote>('/finance-api/api/stars/quote'),
  createInvoice: signedIn<T.StarsCreateInvoiceReq, T.StarsInvoice>('/finance-api/api/stars/create_invoice', {
    idempotent: true,
  }),
  payment: signedIn<T.StarsPaymentReq, T.StarPayment>('/finance-api/api/stars/payment'),
} as const;
