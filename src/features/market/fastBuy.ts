import BigNumber from 'bignumber.js';
import type { Listing } from '@/contract/nftMarket/types';

/** A purchase line of a quick buy: editions of one listing at the price it asks. */
export interface FastBuyLine {
  order_no: string;
  quantity: number;
  price: string;
}

/**
 * /nft/detail1155/fastBuy: `wanted` editions of one ERC1155 token from its cheapest listings (the viewer's own left
 * out), cheapest first, splitting the last listing when it has more than needed. `short` is how many editions the
 * listings could not cover; `amount` the sum of price × editions (before the fee).
 */
export function planFastBuy(listings: readonly Listing[], wanted: number) {
  const lines: FastBuyLine[] = [];
  let left = Number.isFinite(wanted) ? Math.max(0, Math.floor(wanted)) : 0;
  let amount = new BigNumber(0);
  const cheapest = [...listings]
    .filter((listing) => !listing.mine && listing.remaining > 0)
    .sort((a, b) => new BigNumber(a.price).comparedTo(b.price) || a.order_no.localeCompare(b.order_no));
  for (const listing of cheapest) {
    if (left === 0) break;
    const quantity = Math.min(left, listing.remaining);
    lines.push({ order_no: listing.order_no, quantity, price: listing.price });
    amount = amount.plus(new BigNumber(listing.price).times(quantity));
    left -= quantity;
  }
  return { lines, amount: amount.toFixed(), short: left };
}

/** Editions the viewer can buy from these listings. */
export const buyableEditions = (listings: readonly Listing[]) =>
  listings.filter((listing) => !listing.mine).reduce((sum, listing) => sum + listing.remaining, 0);

/** How much `balance` lacks to pay `total`, or null when it is enough. */
export function shortfall(balance: string, total: string): string | null {
  const lack = new BigNumber(total).minus(balance);
  return lack.gt(0) ? lack.toFixed() : null;
}
