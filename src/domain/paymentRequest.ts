/**
 * A payment request's payment is one intent however often it is tried: its Idempotency-Key is made from the
 * request's id, so the server answers a second payment of the same request by the same payer with the first one's
 * result, and says "already paid" when the second one asks for something else (another amount, another memo).
 */
const PREFIX = 'payreq_';

/** The Idempotency-Key of paying the request `requestId` (16 to 32 of [A-Za-z0-9_-]). */
export const paymentRequestKey = (requestId: string) => `${PREFIX}${requestId}`;

/** Whether an Idempotency-Key names a payment request's payment. */
export const isPaymentRequestKey = (key: string) => key.startsWith(PREFIX);
