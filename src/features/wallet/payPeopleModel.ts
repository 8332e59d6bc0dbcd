import { amountProblem, payIdOf } from './model';

/**
 * Paying people: who the send screen's receiver field names (a Pay ID or a Telegram @username), and the payment
 * request a link carries (`/asset/send?symbol=&amount=&pay_id=&request=`), checked before it fills the form.
 */

export type Receiver =
  { kind: 'empty' } | { kind: 'payId'; payId: string } | { kind: 'username'; username: string } | { kind: 'invalid' };

/** A Telegram username: 5 to 32 of letters, digits and underscores (Telegram's own rule). */
const USERNAME = /^@?([A-Za-z0-9_]{5,32})$/;

/** What the receiver field names: digits are a Pay ID, `@name` (or a name with a letter) a Telegram username. */
export function receiverOf(typed: string): Receiver {
  const text = typed.trim();
  if (text === '') return { kind: 'empty' };
  if (/^\d+$/.test(text)) {
    const payId = payIdOf(text);
    return payId ? { kind: 'payId', payId } : { kind: 'invalid' };
  }
  const name = USERNAME.exec(text)?.[1];
  return name && /[A-Za-z_]/.test(name) ? { kind: 'username', username: name } : { kind: 'invalid' };
}

/** A payment request's id: 16 random bytes, base64url (22 characters). */
export function newPaymentRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const REQUEST_ID = /^[A-Za-z0-9_-]{16,32}$/;

/**
 * The in-app path of a payment request: the payer's send screen with the coin, the amount, whom to pay and the
 * request's id, which makes paying it twice from one account move the money once (src/domain/paymentRequest.ts).
 */
export function paymentRequestPath(request: { symbol: string; amount: string; payId: string; id: string }): string {
  const query = new URLSearchParams({
    symbol: request.symbol,
    amount: request.amount,
    pay_id: request.payId,
    request: request.id,
  });
  return `/asset/send?${query.toString()}`;
}

/** What a send screen's query fills in: each value only when valid, and whether any given value was refused. */
export interface SendPrefill {
  symbol: string | null;
  amount: string;
  receiver: string;
  /** The payment request's id, when the link carries a well-formed one. */
  requestId: string | null;
  refused: boolean;
}

/**
 * Reads `symbol`, `amount` and `pay_id` (a payment request link, a scanned Pay ID) against the coins that exist: a
 * coin nobody trades, an amount that breaks the amount rules (more places than the coin has, zero, not a number) or a
 * malformed Pay ID leaves its field empty and sets `refused` so the screen says so; nothing else is read.
 */
export function sendPrefill(search: string, coins: readonly { symbol: string; decimals: number }[]): SendPrefill {
  const query = new URLSearchParams(search);
  let refused = false;
  const symbolText = query.get('symbol')?.trim().toUpperCase() ?? '';
  const coin = coins.find((c) => c.symbol === symbolText);
  if (symbolText && !coin) refused = true;
  const amountText = query.get('amount')?.trim() ?? '';
  let amount = '';
  if (amountText) {
    const problem = coin ? amountProblem(amountText, amountText, coin.decimals) : 'amountInvalid';
    if (problem === null) amount = amountText;
    else refused = true;
  }
  const payIdText = query.get('pay_id')?.trim() ?? '';
  const payId = payIdText ? payIdOf(payIdText) : null;
  if (payIdText && !payId) refused = true;
  const request = query.get('request') ?? '';
  const requestId = REQUEST_ID.test(request) ? request : null;
  return { symbol: coin?.symbol ?? null, amount, receiver: payId ?? '', requestId, refused };
}
