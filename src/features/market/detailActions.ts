import type { GoodsInfo, Listing } from '@/contract/nftMarket/types';

/**
 * The actions a token's page puts on its buttons (Telegram's main and secondary buttons inside Telegram), from what
 * the viewer holds and what is listed: the seller changes the price or delists, a holder lists, a buyer buys the
 * cheapest listing not theirs with "Make offer" beside it, and an unlisted token gets an offer as its main action.
 */
export type DetailAction = 'change' | 'sell' | 'buy' | 'offer' | 'delist';

/** The best listing the viewer can buy: the cheapest that is not theirs. */
export const buyableListing = (goods: GoodsInfo): Listing | null =>
  goods.listings.find((listing) => !listing.mine) ?? null;

/** The viewer's own open listing, if any. */
export const ownListing = (goods: GoodsInfo): Listing | null => goods.listings.find((listing) => listing.mine) ?? null;

/** Whether the viewer may bid on the token: an ERC721's owner has nothing to bid for, an ERC1155 holder may want more. */
export const canMakeOffer = (goods: GoodsInfo): boolean => goods.erc_type === 'ERC1155' || !goods.mine?.amount;

export function detailActions(goods: GoodsInfo): { main: DetailAction | null; secondary: DetailAction | null } {
  if (ownListing(goods)) return { main: 'change', secondary: 'delist' };
  if (goods.mine && goods.mine.listable > 0) return { main: 'sell', secondary: null };
  const offer = canMakeOffer(goods) ? 'offer' : null;
  if (buyableListing(goods)) return { main: 'buy', secondary: offer };
  return { main: offer, secondary: null };
}
