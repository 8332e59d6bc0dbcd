import type { FiatChannel, FiatOrderStatus, FiatQuote } from '@/contract/fiat/types';
import { decimalPlaces } from '@/domain/amountInput';
import { isPositive } from '@/shared/lib/money';

/** The order screen asks for the order's state this often while it is open and visible. */
export const ORDER_POLL_MS = 3_000;
/** Quotes follow the price: asked again this often while the form is visible. */
export const FIAT_QUOTE_REFRESH_MS = 30_000;
export const DEFAULT_FIAT = 'USD';
export const DEFAULT_BUY_SYMBOL = 'USDT';

/** A fiat amount as typed: positive, with at most the currency's decimals. */
export function fiatAmountProblem(amount: string, decimals: number): 'invalid' | 'decimals' | null {
  if (amount === '') return null;
  if (!/^(\d+\.?\d*|\.\d+)$/.test(amount) || !isPositive(amount)) return 'invalid';
  return decimalPlaces(amount) > decimals ? 'decimals' : null;
}

/** The channel to buy through: the chosen one while it can take the amount, else the best offer that can. */
export function pickChannel(quotes: readonly FiatQuote[], chosen: string): string {
  if (quotes.some((q) => q.channel === chosen && q.ok)) return chosen;
  return quotes.find((q) => q.ok)?.channel ?? '';
}

/** Each quote with its channel's payment methods (the channel list) for the offer list. */
export function channelOffers(
  quotes: readonly FiatQuote[],
  channels: readonly FiatChannel[],
): (FiatQuote & { methods: string[]; simulated: boolean })[] {
  const byCode = new Map(channels.map((c) => [c.code, c]));
  return quotes.map((q) => ({
    ...q,
    methods: byCode.get(q.channel)?.payment_methods ?? [],
    simulated: byCode.get(q.channel)?.simulated ?? false,
  }));
}

/** An order still waiting for the payment (the screen keeps asking for its state); the others are closed. */
export const orderOpen = (status: FiatOrderStatus) => status === 'pending' || status === 'paid';
export const orderTone = (status: FiatOrderStatus): 'success' | 'failure' | 'pending' =>
  status === 'credited' ? 'success' : orderOpen(status) ? 'pending' : 'failure';

/** `/asset/buyCoins?order=F123` → the order number; null when missing or malformed. */
export function parseOrderNo(search: string): string | null {
  const raw = new URLSearchParams(search).get('order') ?? '';
  return /^[A-Za-z0-9_-]{4,64}$/.test(raw) ? raw : null;
}
export const orderHref = (orderNo: string) => `/asset/buyCoins?order=${encodeURIComponent(orderNo)}`;
