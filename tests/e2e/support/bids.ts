import { expect, type APIRequestContext } from '@playwright/test';
import type { Bid } from '../../../src/contract/offer/types';
import { hashPassword } from '../../../src/shared/lib/password';
import { apiCall, contract, idempotencyKey } from './api';

/** Unix seconds `days` days ahead. */
export const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

/**
 * The bidder makes an offer on token `tokenId` through the API (expiring at `expiresAt`, a day ahead by default); it
 * must be placed. Returns the answer's data: the bid and what it bought at once.
 */
export async function offerByApi(
  request: APIRequestContext,
  token: string,
  offer: { symbol: string; tokenId: string; price: string; password: string; expiresAt?: number },
) {
  const made = await apiCall(
    request,
    contract.offer.offerMake,
    {
      symbol: offer.symbol,
      token_id: offer.tokenId,
      price: offer.price,
      expires_at: offer.expiresAt ?? inDays(1),
      password: hashPassword(offer.password),
    },
    token,
    idempotencyKey('offer'),
  );
  expect(made.code, made.msg).toBe(0);
  return made.data;
}

/** What the user holds of token `tokenId` (the token page's `mine`), null when none. */
export async function holdingOf(request: APIRequestContext, token: string, symbol: string, tokenId: string) {
  const info = await apiCall(request, contract.nftMarket.goodsInfo, { symbol, token_id: tokenId }, token);
  return info.data.mine;
}

/** The owner lists their token `tokenId` at `price` through the API; it must be listed. Returns the listing's order. */
export async function listByApi(
  request: APIRequestContext,
  token: string,
  listing: { symbol: string; tokenId: string; price: string },
): Promise<string> {
  const mine = await holdingOf(request, token, listing.symbol, listing.tokenId);
  if (!mine) throw new Error(`the user does not hold ${listing.symbol} #${listing.tokenId}`);
  const listed = await apiCall(
    request,
    contract.nftMarket.on,
    { item_id: mine.item_id, price: listing.price },
    token,
    idempotencyKey('list'),
  );
  expect(listed.code, listed.msg).toBe(0);
  return listed.data.order_no;
}

/**
 * A KEEPER offer as the server writes one (someone else's, three days to run), for the screens only the browser can
 * be made to see (long names, every status, Telegram).
 */
export function fakeBid(overrides: Partial<Bid>): Bid {
  return {
    order_no: `F${Math.floor(Math.random() * 1e12)}`,
    kind: 'offer',
    scope: 'token',
    status: 'open',
    symbol: 'KEEPER',
    collection_name: 'Lighthouse Keepers',
    collection_image: '/seed/art/KEEPER/1.webp',
    token_id: '17',
    name: 'Lighthouse Keeper #17',
    image: '/seed/art/KEEPER/17.webp',
    trait_type: null,
    trait_value: null,
    price: '12.5',
    price_symbol: 'USDT',
    cost: '12.5625',
    proceeds: '11.5',
    quantity: 1,
    remaining: 1,
    bidder: { nickname: 'Night owl', pay_id: '10002233' },
    mine: false,
    expires_at: inDays(3) + 600,
    created_at: Math.floor(Date.now() / 1000) - 3_600,
    closed_at: null,
    ...overrides,
  };
}
