import { amountProblem, payIdOf } from './model';

/**
 * Paying people: who the send screen's receiver field names (a Pay ID or a Telegram @username), and the payment
 * request a link carries (`/asset/send?symbol=&amount=&pay_id=`), checked before it fills the form.
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

/** The in-app path of a payment request: the payer's send screen with the coin, the amount and whom to pay. */
export function paymentRequestPath(request: { symbol: string; amount: string; payId: string }): string {
  const query = new URLSearchParams({ symbol: request.symbol, amount: request.amount, pay_id: request.payId });
  return `/asset/send?${query.toString()}`;
}

/** What a send screen's query fills in: each value only when valid, and whether any given value was refused. */
export interface SendPrefill {
  symbol: string | null;
  amount: string;
  receiver: string;
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
  return { symbol: coin?.symbol ?? null, amount, receiver: payId ?? '', refused };
}
