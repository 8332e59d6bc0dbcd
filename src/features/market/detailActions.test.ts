import { describe, expect, it } from 'vitest';
import type { GoodsInfo, Listing } from '@/contract/nftMarket/types';
import { buyableListing, canMakeOffer, detailActions } from './detailActions';

const listing = (order_no: string, mine: boolean) => ({ order_no, mine }) as unknown as Listing;
const goods = (over: Partial<GoodsInfo>) =>
  ({ erc_type: 'ERC721', listings: [], mine: null, ...over }) as unknown as GoodsInfo;
const holding = (amount: number, listable: number) => ({ item_id: 1, amount, listable, listed: amount - listable });

describe("a token page's buttons", () => {
  it('gives a buyer Buy with Make offer beside it, and an unlisted token Make offer', () => {
    expect(detailActions(goods({ listings: [listing('A', false)] }))).toEqual({ main: 'buy', secondary: 'offer' });
    expect(detailActions(goods({}))).toEqual({ main: 'offer', secondary: null });
  });

  it('gives the seller Change price and Delist, and a holder List for sale', () => {
    expect(detailActions(goods({ listings: [listing('A', true)], mine: holding(1, 0) }))).toEqual({
      main: 'change',
      secondary: 'delist',
    });
    expect(detailActions(goods({ mine: holding(1, 1) }))).toEqual({ main: 'sell', secondary: null });
  });

  it("lets an ERC721's owner make no offer, an ERC1155 holder bid for more", () => {
    // the owner of an ERC721 listed elsewhere can neither list nor bid: nothing
    expect(detailActions(goods({ mine: holding(1, 0) }))).toEqual({ main: null, secondary: null });
    const editions = goods({ erc_type: 'ERC1155', mine: holding(2, 0), listings: [listing('B', false)] });
    expect(canMakeOffer(editions)).toBe(true);
    expect(detailActions(editions)).toEqual({ main: 'buy', secondary: 'offer' });
  });

  it("buys the cheapest listing that is not the viewer's", () => {
    expect(buyableListing(goods({ listings: [listing('A', true), listing('B', false), listing('C', false)] }))).toEqual(
      listing('B', false),
    );
  });
});
