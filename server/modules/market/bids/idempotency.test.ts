import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '@/contract/codes';
import type { MarketTrade } from '@/contract/nftMarket/types';
import { offer } from '@/contract/offer';
import type { BidPlacedRes } from '@/contract/offer/types';
import { quote } from '@/contract/quote';
import { START_TIMEOUT, type TestServer } from '../../../testing/harness';
import { balanceOf, ledgerProblems, newKey, once, type WalletUser } from '../../wallet/walletKit';
import { bookProblems, inADay, listOn, oneBook, type OneBook } from './testKit';

// Every money-moving bid call is idempotent: a retry with the same Idempotency-Key answers the same and moves money
// once, whether it comes after the first answer or while the first is still running; a double click (two keys) on
// one bid sells once.

let server: TestServer;
let bidder: WalletUser;
let seller: WalletUser;
let collectionId = 0;
/** A new token of the seller's (Background Gold), its holding id and token id. */
let token: OneBook['token'];
const SYMBOL = 'IDEM';

beforeAll(async () => {
  ({ server, bidder, seller, collectionId, token } = await oneBook(SYMBOL, '1000'));
}, START_TIMEOUT);
afterAll(() => server.close());

const bidRows = async () =>
  (
    await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM market_orders WHERE user_id = $1 AND side = 'buy'",
      [bidder.id],
    )
  )[0]!.n;
const tradeCount = async () =>
  (
    await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM market_trades WHERE collection_id = $1', [
      collectionId,
    ])
  )[0]!.n;
const available = async (user: WalletUser) => (await balanceOf(server, user.id, 'USDT')).available;

describe('a retried make', () => {
  for (const [name, path] of [
    ['quote_make', quote.quoteMake.path],
    ['entrustment_make', quote.entrustmentMake.path],
  ] as const) {
    it(`${name}: the same key answers the same, places one bid and buys once`, async () => {
      const { itemId } = await token();
      expect((await listOn(server.post, seller, itemId, '3')).code).toBe(0);
      const [bids, trades, money] = [await bidRows(), await tradeCount(), await available(bidder)];
      // one edition: it fills at once and leaves no bid standing for the next test's listing
      const body = { symbol: SYMBOL, price: '4', quantity: 1, expires_at: inADay() };
      const key = newKey();
      const first = await server.post<BidPlacedRes>(path, body, once(bidder.token, key));
      expect(first.code).toBe(0);
      expect(first.data.fills).toHaveLength(1);
      const again = await server.post<BidPlacedRes>(path, body, once(bidder.token, key));
      expect(again.code).toBe(0);
      expect(again.data).toEqual(first.data);
      expect(await bidRows()).toBe(bids + 1);
      expect(await tradeCount()).toBe(trades + 1);
      // 3 + its 1 % fee, once
      expect(await available(bidder)).toBeCloseTo(money - 3.03, 9);
      expect(await bookProblems(server, SYMBOL)).toEqual([]);
    }, 60_000);
  }

  it('offer_make: three copies at once with one key place one offer and all answer the same', async () => {
    const { tokenId } = await token();
    const bids = await bidRows();
    const body = { symbol: SYMBOL, token_id: tokenId, price: '2', expires_at: inADay() };
    const key = newKey();
    const answers = await Promise.all(
      [0, 1, 2].map(() => server.post<BidPlacedRes>(offer.offerMake.path, body, once(bidder.token, key))),
    );
    expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0]);
    expect(new Set(answers.map((answer) => answer.data.bid.order_no)).size).toBe(1);
    expect(await bidRows()).toBe(bids + 1);
  }, 60_000);

  it('the same key with another body is refused and places nothing', async () => {
    const { tokenId } = await token();
    const key = newKey();
    const body = { symbol: SYMBOL, token_id: tokenId, price: '2', expires_at: inADay() };
    expect((await server.post(offer.offerMake.path, body, once(bidder.token, key))).code).toBe(0);
    const bids = await bidRows();
    const other = await server.post(offer.offerMake.path, { ...body, price: '2.5' }, once(bidder.token, key));
    expect(other.code).toBe(Codes.INVALID_PARAM);
    const elsewhere = await server.post(
      quote.quoteMake.path,
      { symbol: SYMBOL, price: '1', quantity: 1, expires_at: body.expires_at },
      once(bidder.token, key),
    );
    expect(elsewhere.code).toBe(Codes.INVALID_PARAM);
    expect(await bidRows()).toBe(bids);
  }, 60_000);
});

/** An open bid of the bidder's: an offer on `tokenId`, or a collection bid for `quantity` editions. */
async function bidOn(tokenId: string | null, price: string, quantity = 1): Promise<string> {
  const res = tokenId
    ? await server.post<BidPlacedRes>(
        offer.offerMake.path,
        { symbol: SYMBOL, token_id: tokenId, price, expires_at: inADay() },
        once(bidder.token),
      )
    : await server.post<BidPlacedRes>(
        quote.quoteMake.path,
        { symbol: SYMBOL, price, quantity, expires_at: inADay() },
        once(bidder.token),
      );
  if (res.code !== 0) throw new Error(`bid: ${res.code} ${res.msg}`);
  return res.data.bid.order_no;
}

describe('a retried take', () => {
  for (const [name, path, isOffer] of [
    ['offer_take', offer.offerTake.path, true],
    ['quote_take', quote.quoteTake.path, false],
  ] as const) {
    it(`${name}: the same key answers the same trade and pays once, also when sent twice at once`, async () => {
      const { itemId, tokenId } = await token();
      const orderNo = await bidOn(isOffer ? tokenId : null, '5', isOffer ? 1 : 3);
      const [trades, paid, earned] = [await tradeCount(), await available(bidder), await available(seller)];
      const body = { order_no: orderNo, item_id: itemId, price: '5' };
      const key = newKey();
      const [first, twin] = await Promise.all([
        server.post<MarketTrade>(path, body, once(seller.token, key)),
        server.post<MarketTrade>(path, body, once(seller.token, key)),
      ]);
      expect([first.code, twin.code]).toEqual([0, 0]);
      expect(twin.data).toEqual(first.data);
      const later = await server.post<MarketTrade>(path, body, once(seller.token, key));
      expect(later.data).toEqual(first.data);
      expect(await tradeCount()).toBe(trades + 1);
      // 5 + 1 % buyer fee; 5 − 2 % seller fee − 5 % royalty
      expect(await available(bidder)).toBeCloseTo(paid - 5.05, 9);
      expect(await available(seller)).toBeCloseTo(earned + 4.65, 9);
      expect(await bookProblems(server, SYMBOL)).toEqual([]);
    }, 60_000);
  }

  it('a double-clicked take (two keys, one offer) sells once; the second is told the bid is closed', async () => {
    const { itemId, tokenId } = await token();
    const orderNo = await bidOn(tokenId, '6');
    const [trades, paid] = [await tradeCount(), await available(bidder)];
    const body = { order_no: orderNo, item_id: itemId, price: '6' };
    const clicks = await Promise.all([
      server.post<MarketTrade>(offer.offerTake.path, body, once(seller.token)),
      server.post<MarketTrade>(offer.offerTake.path, body, once(seller.token)),
    ]);
    expect(clicks.map((click) => click.code).sort()).toEqual([0, Codes.MARKET_ORDER_CLOSED]);
    expect(await tradeCount()).toBe(trades + 1);
    expect(await available(bidder)).toBeCloseTo(paid - 6.06, 9);
    expect(await bookProblems(server, SYMBOL)).toEqual([]);
  }, 60_000);

  it('a double-clicked take of a collection bid for several editions sells the one item once', async () => {
    const { itemId } = await token();
    const orderNo = await bidOn(null, '7', 5);
    const [trades, paid] = [await tradeCount(), await available(bidder)];
    const body = { order_no: orderNo, item_id: itemId, price: '7' };
    const clicks = await Promise.all(
      [0, 1, 2].map(() => server.post<MarketTrade>(quote.quoteTake.path, body, once(seller.token))),
    );
    const codes = clicks.map((click) => click.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    // the item is no longer the seller's
    expect(codes.filter((code) => code !== 0).every((code) => code === Codes.NFT_NOT_FOUND)).toBe(true);
    expect(await tradeCount()).toBe(trades + 1);
    expect(await available(bidder)).toBeCloseTo(paid - 7.07, 9);
    const [bid] = await server.db.query<{ remaining: number; status: string }>(
      'SELECT remaining, status FROM market_orders WHERE order_no = $1',
      [orderNo],
    );
    expect(bid).toEqual({ remaining: 4, status: 'open' });
    expect(await bookProblems(server, SYMBOL)).toEqual([]);
    expect(await ledgerProblems(server)).toEqual([]);
  }, 60_000);

  it('a cancel sent twice cancels once; the second is told the bid is closed', async () => {
    const orderNo = await bidOn(null, '1');
    const [first, second] = await Promise.all([
      server.post(quote.quoteCancel.path, { order_no: orderNo }, { token: bidder.token }),
      server.post(quote.quoteCancel.path, { order_no: orderNo }, { token: bidder.token }),
    ]);
    expect([first.code, second.code].sort()).toEqual([0, Codes.MARKET_ORDER_CLOSED]);
  }, 60_000);
});
