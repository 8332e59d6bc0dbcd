import type { BestBid, TradeFeeRes } from '@/contract/nftMarket/types';
import { tradeSplit } from '@/domain/tradeSplit';

/**
 * Sell now: what an owner can sell to the best bid on their holding and what they receive, by the market's one money
 * split (the same the server settles with).
 */

/** Which bid it is, as the owner is told: an offer on this token, a bid on the collection, or on one trait value. */
export type SellNowTarget = 'offer' | 'collection' | 'trait';
export const sellNowTarget = (bid: Pick<BestBid, 'scope'>): SellNowTarget =>
  bid.scope === 'token' ? 'offer' : bid.scope === 'trait' ? 'trait' : 'collection';

/**
 * Editions the owner can sell to the bid: what they hold in the wallet (free, and listed: a sale closes the listing
 * of the rest) up to what the bid still buys. Editions in the game or on their way out are not theirs to sell.
 */
export const sellNowEditions = (holding: { listable: number; listed: number }, bid: Pick<BestBid, 'remaining'>) =>
  Math.max(0, Math.min(holding.listable + holding.listed, bid.remaining));

/** A typed edition count, or null when it is not a whole number from 1 to `max`. */
export function sellNowQuantity(typed: string, max: number): number | null {
  if (!/^\d{1,7}$/.test(typed)) return null;
  const count = Number(typed);
  return count >= 1 && count <= max ? count : null;
}

export type SaleRates = Pick<TradeFeeRes, 'seller_fee_rate' | 'royalty_rate' | 'decimals' | 'price_symbol'>;

/** Selling `quantity` editions to the bid: the amount, the seller fee and royalty taken from it, and what is left. */
export function sellNowFigures(bid: Pick<BestBid, 'price'>, quantity: number, rates: SaleRates) {
  const money = tradeSplit(bid.price, quantity, { buyer_fee_rate: '0', ...rates });
  return {
    amount: money.amount.toFixed(),
    sellerFee: money.sellerFee.toFixed(),
    royalty: money.royalty.toFixed(),
    receive: money.sellerGets.toFixed(),
  };
}

/** Whether the bid the owner is looking at is no longer the one they confirmed: another bid, or a new price. */
export const bidChanged = (
  seen: Pick<BestBid, 'order_no' | 'price'>,
  now: Pick<BestBid, 'order_no' | 'price'> | null,
) => now === null || now.order_no !== seen.order_no || now.price !== seen.price;
