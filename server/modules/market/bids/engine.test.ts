import BigNumber from 'bignumber.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '@/contract/codes';
import { nftMarket } from '@/contract/nftMarket';
import type { MarketOrder, MarketTrade, TradeFeeRes } from '@/contract/nftMarket/types';
import { offer } from '@/contract/offer';
import type { Bid, BidPlacedRes } from '@/contract/offer/types';
import { quote } from '@/contract/quote';
import { MAX_OPEN_BIDS } from '@/domain/bids';
import { tradeSplit } from '@/domain/tradeSplit';
import { START_TIMEOUT, createTestServer, type TestServer } from '../../../testing/harness';
import {
  balanceOf,
  fund,
  ledgerProblems,
  once,
  PAYMENT_PASSWORD,
  walletUser,
  type WalletUser,
} from '../../wallet/walletKit';
import { MARKET_CHANNEL, type MarketChange } from '../live';
import { BID_EXPIRE_JOB, BID_SWEEP_JOB } from './expiry';
import { bidByNo } from './read';
import { fixFees, inADay, listOn, scenarios } from './testKit';

/**
 * The bid engine through the declared calls: offers, collection and trait bids made, taken and cancelled; a bid
 * buying the listings it meets at once; a new listing filling the best bid; the unfunded skipped; expiry. Every
 * scenario has a collection of its own, so that one's bids never meet another's listings.
 */

let server: TestServer;
let alice: WalletUser;
let bob: WalletUser;
let carol: WalletUser;

const { collection, mint } = scenarios(() => server, 'ENG', { collection: 'Engine', token: 'Engine cat' });

const list = (user: WalletUser, itemId: number, price: string) => listOn(server.post, user, itemId, price);

const makeOffer = (user: WalletUser, symbol: string, tokenId: string, price: string, extra: object = {}) =>
  server.post<BidPlacedRes>(
    offer.offerMake.path,
    { symbol, token_id: tokenId, price, expires_at: inADay(), password: PAYMENT_PASSWORD, ...extra },
    once(user.token),
  );

const makeQuote = (user: WalletUser, symbol: string, price: string, quantity: number, extra: object = {}) =>
  server.post<BidPlacedRes>(
    quote.quoteMake.path,
    { symbol, price, quantity, expires_at: inADay(), password: PAYMENT_PASSWORD, ...extra },
    once(user.token),
  );

const take = (
  path: string,
  user: WalletUser,
  body: { order_no: string; item_id: number; price: string; quantity?: number },
) => server.post<MarketTrade>(path, { ...body, password: PAYMENT_PASSWORD }, once(user.token));

const bid = (orderNo: string, viewer: WalletUser) => bidByNo(server.db, 'en', orderNo, viewer.id);
const ownerOf = async (symbol: string, tokenId: string) => {
  const [row] = await server.db.query<{ owner_user_id: number }>(
    `SELECT i.owner_user_id FROM nft_items i JOIN nft_collections c ON c.id = i.collection_id
      WHERE c.symbol = $1 AND i.token_id = $2 AND i.amount > 0`,
    [symbol, tokenId],
  );
  return Number(row?.owner_user_id);
};
const orderStatus = async (orderNo: string) => {
  const [row] = await server.db.query<{ status: string; remaining: number }>(
    'SELECT status, remaining FROM market_orders WHERE order_no = $1',
    [orderNo],
  );
  return row;
};
let fees: TradeFeeRes;

beforeAll(async () => {
  server = await createTestServer();
  await fixFees(server);
  fees = (await server.post<TradeFeeRes>(nftMarket.tradeFee.path, {})).data;
  alice = await walletUser(server, 'alice');
  bob = await walletUser(server, 'bob');
  carol = await walletUser(server, 'carol');
  await fund(server, alice.id, 'USDT', '1000');
  await fund(server, carol.id, 'USDT', '1000');
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
});

afterEach(async () => {
  expect(await ledgerProblems(server)).toEqual([]);
});

describe('offers on one token', () => {
  it('is made with the payment password, accepted by the owner at its price, split as a purchase', async () => {
    const symbol = await collection();
    const { itemId, tokenId } = await mint(symbol, bob.id);
    const none = await server.post(
      offer.offerMake.path,
      { symbol, token_id: tokenId, price: '20', expires_at: inADay() },
      once(alice.token),
    );
    expect(none.code).toBe(Codes.PAYMENT_PASSWORD_REQUIRED);

    const made = await makeOffer(alice, symbol, tokenId, '20');
    expect(made.code).toBe(0);
    expect(made.data.fills).toEqual([]);
    expect(made.data.bid).toMatchObject({ kind: 'offer', scope: 'token', status: 'open', price: '20', mine: true });

    const aliceBefore = await balanceOf(server, alice.id, 'USDT');
    const bobBefore = await balanceOf(server, bob.id, 'USDT');
    const orderNo = made.data.bid.order_no;
    // the seller must confirm the price they saw; the bidder cannot sell to their own bid
    expect((await take(offer.offerTake.path, bob, { order_no: orderNo, item_id: itemId, price: '19' })).code).toBe(
      Codes.MARKET_CART_CHANGED,
    );
    expect((await take(quote.quoteTake.path, bob, { order_no: orderNo, item_id: itemId, price: '20' })).code).toBe(
      Codes.MARKET_ORDER_NOT_FOUND,
    );
    const sold = await take(offer.offerTake.path, bob, { order_no: orderNo, item_id: itemId, price: '20' });
    expect(sold.code).toBe(0);
    expect(sold.data).toMatchObject({ side: 'sell', price: '20', quantity: 1 });

    const split = tradeSplit('20', 1, { ...fees, royalty_rate: '0.05' });
    const aliceAfter = await balanceOf(server, alice.id, 'USDT');
    const bobAfter = await balanceOf(server, bob.id, 'USDT');
    expect(new BigNumber(aliceBefore.raw!.available).minus(aliceAfter.raw!.available).toFixed()).toBe(
      split.buyerPays.toFixed(),
    );
    expect(new BigNumber(bobAfter.raw!.available).minus(bobBefore.raw?.available ?? 0).toFixed()).toBe(
      split.sellerGets.toFixed(),
    );
    expect(await ownerOf(symbol, tokenId)).toBe(alice.id);
    expect((await bid(orderNo, alice)).status).toBe('accepted');
    const [trade] = await server.db.query<{ bid_order_id: number | null }>(
      'SELECT bid_order_id FROM market_trades WHERE trade_no = $1',
      [sold.data.trade_no],
    );
    expect(trade?.bid_order_id).not.toBeNull();

    const again = await take(offer.offerTake.path, bob, { order_no: orderNo, item_id: itemId, price: '20' });
    expect(again.code).toBe(Codes.MARKET_ORDER_CLOSED);
  });

  it('refuses what cannot be an offer', async () => {
    const symbol = await collection();
    const { tokenId } = await mint(symbol, bob.id);
    const expiry = await makeOffer(alice, symbol, tokenId, '5', { expires_at: Math.floor(Date.now() / 1000) + 60 });
    expect(expiry.code).toBe(Codes.BID_EXPIRY_INVALID);
    expect((await makeOffer(alice, symbol, tokenId, '0.001')).code).toBe(Codes.MARKET_PRICE_INVALID);
    expect((await makeOffer(alice, symbol, tokenId, '5', { quantity: 2 })).code).toBe(Codes.MARKET_QUANTITY_INVALID);
    expect((await makeOffer(bob, symbol, tokenId, '5')).code).toBe(Codes.MARKET_OWN_ORDER);
    expect((await makeOffer(alice, symbol, '999999', '5')).code).toBe(Codes.MARKET_GOODS_NOT_FOUND);
    expect((await makeOffer(alice, 'NOSUCH', tokenId, '5')).code).toBe(Codes.MARKET_GOODS_NOT_FOUND);
    const [count] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM market_orders o JOIN nft_collections c ON c.id = o.collection_id WHERE c.symbol = $1 AND o.side = 'buy'",
      [symbol],
    );
    expect(Number(count!.n)).toBe(0);
  });

  it('is cancelled by its bidder only, once, and through its own family of calls', async () => {
    const symbol = await collection();
    const { itemId, tokenId } = await mint(symbol, bob.id);
    const made = await makeOffer(alice, symbol, tokenId, '7');
    const orderNo = made.data.bid.order_no;
    const stranger = await server.post(offer.offerCancel.path, { order_no: orderNo }, { token: carol.token });
    expect(stranger.code).toBe(Codes.MARKET_ORDER_NOT_FOUND);
    const wrongFamily = await server.post(quote.quoteCancel.path, { order_no: orderNo }, { token: alice.token });
    expect(wrongFamily.code).toBe(Codes.MARKET_ORDER_NOT_FOUND);
    const cancelled = await server.post<Bid>(offer.offerCancel.path, { order_no: orderNo }, { token: alice.token });
    expect(cancelled.code).toBe(0);
    expect(cancelled.data.status).toBe('cancelled');
    const twice = await server.post(offer.offerCancel.path, { order_no: orderNo }, { token: alice.token });
    expect(twice.code).toBe(Codes.MARKET_ORDER_CLOSED);
    const taken = await take(offer.offerTake.path, bob, { order_no: orderNo, item_id: itemId, price: '7' });
    expect(taken.code).toBe(Codes.MARKET_ORDER_CLOSED);
  });

  it('sells a listed item to an offer and closes its listing; refuses when the bidder cannot pay', async () => {
    const symbol = await collection();
    const { itemId, tokenId } = await mint(symbol, bob.id);
    const listing = await list(bob, itemId, '50');
    expect(listing.code).toBe(0);
    const poor = await walletUser(server, 'poor');
    await fund(server, poor.id, 'USDT', '1');
    const unfunded = await makeOffer(poor, symbol, tokenId, '30');
    expect(unfunded.code).toBe(0);
    expect(unfunded.data.bid.status).toBe('unfunded');
    const refused = await take(offer.offerTake.path, bob, {
      order_no: unfunded.data.bid.order_no,
      item_id: itemId,
      price: '30',
    });
    expect(refused.code).toBe(Codes.BID_NOT_FUNDED);
    expect(await ownerOf(symbol, tokenId)).toBe(bob.id);

    const funded = await makeOffer(alice, symbol, tokenId, '30');
    const sold = await take(offer.offerTake.path, bob, {
      order_no: funded.data.bid.order_no,
      item_id: itemId,
      price: '30',
    });
    expect(sold.code).toBe(0);
    expect(await orderStatus(listing.data.order_no)).toMatchObject({ status: 'cancelled' });
    const [item] = await server.db.query<{ amount: number; listed: number }>(
      'SELECT amount, listed FROM nft_items WHERE id = $1',
      [itemId],
    );
    expect(item).toMatchObject({ amount: 0, listed: 0 });
  });
});

describe('a bid meets the listings at once', () => {
  it('buys cheaper listings at their own prices, cheapest first, never its own; the rest stands', async () => {
    const symbol = await collection();
    const a = await mint(symbol, bob.id);
    const b = await mint(symbol, bob.id);
    const dear = await mint(symbol, bob.id);
    const own = await mint(symbol, carol.id);
    await list(bob, a.itemId, '8');
    await list(bob, b.itemId, '6');
    await list(bob, dear.itemId, '12');
    const ownListing = await list(carol, own.itemId, '5');
    const before = await balanceOf(server, carol.id, 'USDT');

    const made = await makeQuote(carol, symbol, '10', 3);
    expect(made.code).toBe(0);
    expect(made.data.fills.map((fill) => [fill.token_id, fill.price])).toEqual([
      [b.tokenId, '6'],
      [a.tokenId, '8'],
    ]);
    expect(made.data.bid).toMatchObject({ status: 'open', quantity: 3, remaining: 1, scope: 'collection' });
    expect(await ownerOf(symbol, a.tokenId)).toBe(carol.id);
    expect(await ownerOf(symbol, dear.tokenId)).toBe(bob.id);
    expect(await orderStatus(ownListing.data.order_no)).toMatchObject({ status: 'open' });
    const paid = tradeSplit('6', 1, { ...fees, royalty_rate: '0.05' }).buyerPays.plus(
      tradeSplit('8', 1, { ...fees, royalty_rate: '0.05' }).buyerPays,
    );
    const after = await balanceOf(server, carol.id, 'USDT');
    expect(new BigNumber(before.raw!.available).minus(after.raw!.available).toFixed()).toBe(paid.toFixed());
  });

  it('is refused with 30001, placing nothing, when the balance cannot pay what it would buy at once', async () => {
    const symbol = await collection();
    const { itemId } = await mint(symbol, bob.id);
    await list(bob, itemId, '40');
    const poor = await walletUser(server, 'poor2');
    await fund(server, poor.id, 'USDT', '10');
    const refused = await makeQuote(poor, symbol, '45', 1);
    expect(refused.code).toBe(Codes.INSUFFICIENT_BALANCE);
    const rows = await server.db.query("SELECT 1 FROM market_orders WHERE user_id = $1 AND side = 'buy'", [poor.id]);
    expect(rows).toHaveLength(0);
  });

  it('an entrustment order is a quote marked entrust, bought and left standing the same way', async () => {
    const symbol = await collection();
    const { itemId, tokenId } = await mint(symbol, bob.id);
    await list(bob, itemId, '3');
    const made = await server.post<BidPlacedRes>(
      quote.entrustmentMake.path,
      { symbol, price: '4', quantity: 2, expires_at: inADay(), password: PAYMENT_PASSWORD },
      once(alice.token),
    );
    expect(made.code).toBe(0);
    expect(made.data.bid).toMatchObject({ kind: 'entrust', remaining: 1 });
    expect(made.data.fills).toMatchObject([{ token_id: tokenId, price: '3', quantity: 1 }]);
  });
});

describe('a new listing fills the best bid at once', () => {
  it("at the bid's price: best price first, then the oldest; a bidder who cannot pay is skipped", async () => {
    const symbol = await collection();
    const poor = await walletUser(server, 'poor3');
    const unfunded = await makeQuote(poor, symbol, '11', 1);
    expect(unfunded.code).toBe(0);
    const older = await makeQuote(alice, symbol, '9', 1);
    const newer = await makeQuote(carol, symbol, '9', 1);
    const lower = await makeQuote(carol, symbol, '7', 1);
    const { itemId, tokenId } = await mint(symbol, bob.id);
    const listed = await list(bob, itemId, '5');
    expect(listed.code).toBe(0);
    expect(listed.data.status).toBe('filled');
    expect(await ownerOf(symbol, tokenId)).toBe(alice.id);
    const [trade] = await server.db.query<{ price: string; buyer_id: number }>(
      `SELECT tr.price::text AS price, tr.buyer_id FROM market_trades tr JOIN market_orders o ON o.id = tr.order_id
        WHERE o.order_no = $1`,
      [listed.data.order_no],
    );
    expect(new BigNumber(trade!.price).toFixed()).toBe('9');
    expect((await bid(older.data.bid.order_no, alice)).status).toBe('accepted');
    expect((await bid(newer.data.bid.order_no, carol)).status).toBe('open');
    expect((await bid(lower.data.bid.order_no, carol)).status).toBe('open');
    expect((await bid(unfunded.data.bid.order_no, poor)).status).toBe('unfunded');
  });

  it('a listing re-priced down to a bid fills it; a listing above every bid stands', async () => {
    const symbol = await collection();
    const made = await makeQuote(alice, symbol, '15', 1);
    const { itemId, tokenId } = await mint(symbol, bob.id);
    const listed = await list(bob, itemId, '20');
    expect(listed.data.status).toBe('open');
    const changed = await server.post<MarketOrder>(
      nftMarket.change.path,
      { order_no: listed.data.order_no, price: '15' },
      { token: bob.token },
    );
    expect(changed.code).toBe(0);
    expect(changed.data.status).toBe('filled');
    expect(await ownerOf(symbol, tokenId)).toBe(alice.id);
    expect((await bid(made.data.bid.order_no, alice)).status).toBe('accepted');
  });

  it('the sweep fills a bid that became payable after a deposit', async () => {
    const symbol = await collection();
    const late = await walletUser(server, 'late');
    const made = await makeQuote(late, symbol, '10', 1);
    const { itemId, tokenId } = await mint(symbol, bob.id);
    expect((await list(bob, itemId, '9')).data.status).toBe('open');
    await fund(server, late.id, 'USDT', '50');
    await server.db.query("INSERT INTO jobs (kind, payload, run_at) VALUES ($1, '{}', now())", [BID_SWEEP_JOB]);
    await server.app.jobs.runDue({ kinds: [BID_SWEEP_JOB] });
    expect(await ownerOf(symbol, tokenId)).toBe(late.id);
    expect((await bid(made.data.bid.order_no, late)).status).toBe('accepted');
  });
});

describe('collection and trait bids', () => {
  it('a trait bid matches only tokens with that value; sell now to it, and refuse the rest', async () => {
    const symbol = await collection();
    const gold = await mint(symbol, bob.id, { Background: 'Gold' });
    const blue = await mint(symbol, bob.id, { Background: 'Blue' });
    const unknown = await makeQuote(alice, symbol, '5', 1, { trait_type: 'Background', trait_value: 'Pink' });
    expect(unknown.code).toBe(Codes.BID_TRAIT_UNKNOWN);
    expect((await makeQuote(alice, 'NOSUCH', '5', 1)).code).toBe(Codes.NFT_COLLECTION_NOT_FOUND);
    const half = await makeQuote(alice, symbol, '5', 1, { trait_type: 'Background' });
    expect(half.code).toBe(Codes.BID_TRAIT_UNKNOWN);
    const made = await makeQuote(alice, symbol, '5', 2, { trait_type: 'Background', trait_value: 'Gold' });
    expect(made.code).toBe(0);
    expect(made.data.bid).toMatchObject({ scope: 'trait', trait_type: 'Background', trait_value: 'Gold' });
    const orderNo = made.data.bid.order_no;
    const wrong = await take(quote.quoteTake.path, bob, { order_no: orderNo, item_id: blue.itemId, price: '5' });
    expect(wrong.code).toBe(Codes.BID_NOT_MATCHING);
    const notMine = await take(quote.quoteTake.path, carol, { order_no: orderNo, item_id: gold.itemId, price: '5' });
    expect(notMine.code).toBe(Codes.NFT_NOT_FOUND);
    const sold = await take(quote.quoteTake.path, bob, { order_no: orderNo, item_id: gold.itemId, price: '5' });
    expect(sold.code).toBe(0);
    expect(await ownerOf(symbol, gold.tokenId)).toBe(alice.id);
    expect(await bid(orderNo, alice)).toMatchObject({ status: 'open', remaining: 1 });
    // a listing of a token without the value does not fill it
    expect((await list(bob, blue.itemId, '1')).data.status).toBe('open');
  });

  it('counts the open bids of a user against the limit', async () => {
    const symbol = await collection();
    const busy = await walletUser(server, 'busy');
    await server.db.query(
      `INSERT INTO market_orders (order_no, side, kind, status, user_id, collection_id, quantity, remaining, price, symbol,
         expires_at)
       SELECT 'LIMIT' || $1::bigint || '-' || n, 'buy', 'quote', 'open', $1::bigint, c.id, 1, 1, 1, 'USDT', now() + interval '1 day'
         FROM nft_collections c, generate_series(1, $3::int) n WHERE c.symbol = $2`,
      [busy.id, symbol, MAX_OPEN_BIDS],
    );
    expect((await makeQuote(busy, symbol, '1', 1)).code).toBe(Codes.BID_LIMIT);
  });
});

describe('expiry', () => {
  it('a bid past its expiry never fills, and its job closes it', async () => {
    const symbol = await collection();
    const made = await makeQuote(alice, symbol, '10', 1);
    const orderNo = made.data.bid.order_no;
    await server.db.query("UPDATE market_orders SET expires_at = now() - interval '1 second' WHERE order_no = $1", [
      orderNo,
    ]);
    const { itemId, tokenId } = await mint(symbol, bob.id);
    expect((await list(bob, itemId, '5')).data.status).toBe('open');
    expect(await ownerOf(symbol, tokenId)).toBe(bob.id);
    const before = await balanceOf(server, alice.id, 'USDT');
    expect((await bid(orderNo, alice)).status).toBe('expired');
    await server.app.jobs.runDue({ kinds: [BID_EXPIRE_JOB], aheadSeconds: 100_000 });
    expect(await orderStatus(orderNo)).toMatchObject({ status: 'expired' });
    expect((await balanceOf(server, alice.id, 'USDT')).raw).toEqual(before.raw);
    const taken = await take(quote.quoteTake.path, bob, { order_no: orderNo, item_id: itemId, price: '10' });
    expect(taken.code).toBe(Codes.MARKET_ORDER_CLOSED);
  });
});

describe('/dev/market/expire_bid', () => {
  it("expires an open bid at once, leaving the bidder's money untouched; a closed one is left alone", async () => {
    const symbol = await collection();
    const made = await makeQuote(alice, symbol, '3', 1);
    const before = await balanceOf(server, alice.id, 'USDT');
    const expire = async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/dev/market/expire_bid',
        payload: { order_no: made.data.bid.order_no },
      });
      return res.json() as { code: number; data: { expired: number } };
    };
    expect(await expire()).toMatchObject({ code: 0, data: { expired: 1 } });
    expect(await bid(made.data.bid.order_no, alice)).toMatchObject({ status: 'expired' });
    expect(await expire()).toMatchObject({ code: 0, data: { expired: 0 } });
    expect((await balanceOf(server, alice.id, 'USDT')).raw).toEqual(before.raw);
  });
});

describe('live', () => {
  it('a bid placed, filled or cancelled is announced to its collection and token, naming the bidder and holders', async () => {
    const heard: MarketChange[] = [];
    const channel = server.db.channelName?.(MARKET_CHANNEL) ?? MARKET_CHANNEL;
    const stop = await server.db.listen!(channel, (payload) => heard.push(JSON.parse(payload) as MarketChange));
    try {
      const symbol = await collection();
      const [row] = await server.db.query<{ id: number }>('SELECT id FROM nft_collections WHERE symbol = $1', [symbol]);
      const collectionId = Number(row!.id);
      const { itemId, tokenId } = await mint(symbol, bob.id);
      const made = await makeOffer(alice, symbol, tokenId, '2');
      const cancelled = await server.post(
        offer.offerCancel.path,
        { order_no: made.data.bid.order_no },
        { token: alice.token },
      );
      expect(cancelled.code).toBe(0);
      const quoted = await makeQuote(carol, symbol, '2', 1);
      await list(bob, itemId, '1');
      await expect.poll(() => heard.filter((change) => change.kind === 'bid').length).toBeGreaterThanOrEqual(4);
      const bids = heard.filter((change) => change.kind === 'bid');
      // the offer made and cancelled: the bidder and the token's holder
      expect(bids[0]).toEqual({
        kind: 'bid',
        collection_id: collectionId,
        token_id: tokenId,
        user_ids: [alice.id, bob.id],
      });
      expect(bids[1]).toMatchObject({ token_id: tokenId, user_ids: expect.arrayContaining([alice.id, bob.id]) });
      // the quote placed: no token; then its fill by the listing names the bidder and the seller
      expect(bids[2]).toEqual({ kind: 'bid', collection_id: collectionId, token_id: null, user_ids: [carol.id] });
      expect(bids[3]).toMatchObject({ token_id: tokenId, user_ids: expect.arrayContaining([carol.id, bob.id]) });
      expect(quoted.code).toBe(0);
    } finally {
      await stop();
    }
  });
});
