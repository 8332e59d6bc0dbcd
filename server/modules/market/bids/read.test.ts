import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nftMarket } from '@/contract/nftMarket';
import { offer } from '@/contract/offer';
import { quote } from '@/contract/quote';
import { Codes } from '@/contract/codes';
import type { GoodsInfo, SellSearchRes, TraitListRes } from '@/contract/nftMarket/types';
import type { Bid, BidPageRes, SentBidsRes } from '@/contract/offer/types';
import type { BidLadderRes, EntrustCheckRes } from '@/contract/quote/types';
import { START_TIMEOUT, createTestServer, type TestServer } from '../../../testing/harness';
import { fund, walletUser, type WalletUser } from '../../wallet/walletKit';
import { bidByNo } from './read';
import { fixFees, listOn, scenarios } from './testKit';

/**
 * The read side of bids: statuses computed when read, the lists and their filters, the summary beside the balance,
 * the ladder, the entrustment preview. Bids are inserted as the engine writes them, so that each reading is tested on
 * its own; every scenario has a collection of its own, so that one's bids never match another's tokens.
 */

let server: TestServer;
let bidder: WalletUser;
let other: WalletUser;
let poor: WalletUser;
let holder: WalletUser;

const { collection, mint } = scenarios(() => server, 'BIDT', { collection: 'Bid test', token: 'Bid cat' });

const list = async (user: WalletUser, itemId: number, price: string) => {
  const res = await listOn(server.post, user, itemId, price);
  expect(res.code).toBe(0);
  return res.data.order_no;
};

let placed = 0;
/** A bid row as the engine writes it. */
async function bid(
  userId: number,
  symbol: string,
  fields: {
    token_id?: string;
    trait?: [string, string];
    price: string;
    quantity?: number;
    remaining?: number;
    status?: 'open' | 'filled' | 'cancelled' | 'expired';
    expiresIn?: string;
    kind?: 'offer' | 'quote' | 'entrust';
  },
): Promise<string> {
  placed += 1;
  const no = `BT${String(placed).padStart(6, '0')}`;
  const token = fields.token_id ?? null;
  const status = fields.status ?? 'open';
  const quantity = fields.quantity ?? 1;
  await server.db.query(
    `INSERT INTO market_orders (order_no, side, kind, status, user_id, collection_id, token_id, quantity, remaining,
       price, symbol, expires_at, trait_type, trait_value, closed_at, created_at)
     SELECT $1, 'buy', $2, $3, $4, id, $5, $6, $7, $8, 'USDT', now() + $9::interval, $10, $11,
            CASE WHEN $3 = 'open' THEN NULL ELSE now() END, now() - make_interval(secs => 100000 - $13::int)
       FROM nft_collections WHERE symbol = $12`,
    [
      no,
      fields.kind ?? (token ? 'offer' : 'quote'),
      status,
      userId,
      token,
      quantity,
      fields.remaining ?? (status === 'filled' ? 0 : quantity),
      fields.price,
      fields.expiresIn ?? '1 day',
      fields.trait?.[0] ?? null,
      fields.trait?.[1] ?? null,
      symbol,
      placed,
    ],
  );
  return no;
}

/** A sale to bid `no` by `sellerId` (as the engine records one). */
async function soldTo(no: string, sellerId: number) {
  await server.db.query(
    `INSERT INTO market_trades (trade_no, order_id, buyer_id, seller_id, collection_id, token_id, quantity, price, symbol,
       buyer_fee, seller_fee, royalty, bid_order_id)
     SELECT 'TR' || o.order_no, o.id, o.user_id, $2, o.collection_id, coalesce(o.token_id, '1'), 1, o.price, o.symbol, 0, 0, 0, o.id
       FROM market_orders o WHERE o.order_no = $1`,
    [no, sellerId],
  );
}

const nos = (page: { list: Bid[] }) => page.list.map((row) => row.order_no);

beforeAll(async () => {
  server = await createTestServer();
  await fixFees(server);
  bidder = await walletUser(server, 'bidder');
  other = await walletUser(server, 'other');
  poor = await walletUser(server, 'poor');
  holder = await walletUser(server, 'holder');
  await fund(server, bidder.id, 'USDT', '100');
  await fund(server, other.id, 'USDT', '50');
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
});

describe('bidByNo', () => {
  it('shows every field, the cost with the buyer fee and the proceeds after fee and royalty', async () => {
    const symbol = await collection();
    const { tokenId } = await mint(symbol, holder.id);
    const no = await bid(bidder.id, symbol, { token_id: tokenId, price: '10' });
    const seen = await bidByNo(server.db, 'en', no, bidder.id);
    expect(seen).toEqual({
      order_no: no,
      kind: 'offer',
      scope: 'token',
      status: 'open',
      symbol,
      collection_name: `Bid test ${symbol}`,
      collection_image: expect.any(String),
      token_id: tokenId,
      name: `Bid cat #${tokenId}`,
      image: '/seed/nft/astro/1.svg',
      trait_type: null,
      trait_value: null,
      price: '10',
      price_symbol: 'USDT',
      // 10 + 1 % buyer fee; 10 − 2 % seller fee − 5 % royalty
      cost: '10.1',
      proceeds: '9.3',
      quantity: 1,
      remaining: 1,
      bidder: { nickname: expect.any(String), pay_id: bidder.payId },
      mine: true,
      expires_at: expect.any(Number),
      created_at: expect.any(Number),
      closed_at: null,
    });
    expect(seen.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(86_000);
    expect((await bidByNo(server.db, 'en', no, other.id)).mine).toBe(false);
    expect((await bidByNo(server.db, 'en', no, null)).mine).toBe(false);
  });

  it('computes unfunded, expired (past expiry while still open), accepted, cancelled', async () => {
    const symbol = await collection();
    const status = async (no: string) => (await bidByNo(server.db, 'en', no, bidder.id)).status;
    // 100 USDT at a 1 % fee: a bid of 99 costs 99.99 (funded), one of 99.5 costs 100.495 (not)
    expect(await status(await bid(bidder.id, symbol, { price: '99' }))).toBe('open');
    expect(await status(await bid(bidder.id, symbol, { price: '99.5' }))).toBe('unfunded');
    expect(await status(await bid(poor.id, symbol, { price: '1' }))).toBe('unfunded');
    expect(await status(await bid(bidder.id, symbol, { price: '1', expiresIn: '-1 minute' }))).toBe('expired');
    expect(await status(await bid(bidder.id, symbol, { price: '1', status: 'expired', expiresIn: '-1 minute' }))).toBe(
      'expired',
    );
    expect(await status(await bid(bidder.id, symbol, { price: '1', status: 'filled' }))).toBe('accepted');
    expect(await status(await bid(bidder.id, symbol, { price: '1', status: 'cancelled' }))).toBe('cancelled');
    const closed = await bidByNo(
      server.db,
      'en',
      await bid(bidder.id, symbol, { price: '1', status: 'cancelled' }),
      null,
    );
    expect(closed.closed_at).toBeGreaterThan(0);
  });

  it('a trait bid and a collection bid have their scope; an unknown number is 33041', async () => {
    const symbol = await collection();
    const trait = await bidByNo(
      server.db,
      'en',
      await bid(bidder.id, symbol, { price: '2', trait: ['Hat', 'Gold'] }),
      null,
    );
    expect(trait).toMatchObject({ kind: 'quote', scope: 'trait', trait_type: 'Hat', trait_value: 'Gold', name: null });
    const all = await bidByNo(server.db, 'en', await bid(bidder.id, symbol, { price: '2', kind: 'entrust' }), null);
    expect(all).toMatchObject({ kind: 'entrust', scope: 'collection', token_id: null, image: null });
    await expect(bidByNo(server.db, 'en', 'NOPE', null)).rejects.toMatchObject({ code: 33041 });
  });
});

describe('offer_list: one token’s offers', () => {
  it('shows the funded live offers best first (price, then oldest), the viewer’s own whatever their state', async () => {
    const symbol = await collection();
    const { tokenId } = await mint(symbol, holder.id);
    const { tokenId: elsewhere } = await mint(symbol, holder.id);
    const low = await bid(bidder.id, symbol, { token_id: tokenId, price: '3' });
    const firstFive = await bid(other.id, symbol, { token_id: tokenId, price: '5' });
    const laterFive = await bid(bidder.id, symbol, { token_id: tokenId, price: '5' });
    const unfunded = await bid(poor.id, symbol, { token_id: tokenId, price: '8' });
    await bid(bidder.id, symbol, { token_id: tokenId, price: '9', expiresIn: '-1 second' });
    await bid(bidder.id, symbol, { token_id: tokenId, price: '9', status: 'cancelled' });
    await bid(bidder.id, symbol, { token_id: elsewhere, price: '9' });
    await bid(bidder.id, symbol, { price: '9' });

    const visitor = await server.post<BidPageRes>(offer.offerList.path, { symbol, token_id: tokenId });
    expect(visitor.code).toBe(0);
    expect(nos(visitor.data)).toEqual([firstFive, laterFive, low]);
    expect(visitor.data.count).toBe(3);
    expect(visitor.data.list.every((row) => !row.mine && row.status === 'open')).toBe(true);

    const mine = await server.post<BidPageRes>(
      offer.offerList.path,
      { symbol, token_id: tokenId },
      { token: poor.token },
    );
    expect(nos(mine.data)).toEqual([unfunded, firstFive, laterFive, low]);
    expect(mine.data.list[0]).toMatchObject({ mine: true, status: 'unfunded' });
    expect(mine.data.list.slice(1).every((row) => !row.mine)).toBe(true);

    const paged = await server.post<BidPageRes>(offer.offerList.path, {
      symbol,
      token_id: tokenId,
      page: 2,
      page_size: 2,
    });
    expect(nos(paged.data)).toEqual([low]);
    expect(paged.data.count).toBe(3);

    const unknown = await server.post(offer.offerList.path, { symbol, token_id: '999999' });
    expect(unknown.code).toBe(Codes.MARKET_GOODS_NOT_FOUND);
  });
});

describe('offer_send_list and quote_send_list: the caller’s bids', () => {
  let symbol: string;
  const made: Record<string, string> = {};

  beforeAll(async () => {
    symbol = await collection();
    const { tokenId } = await mint(symbol, holder.id, { Hat: 'Gold' });
    const mine = await walletUser(server, 'sender');
    await fund(server, mine.id, 'USDT', '30');
    Object.assign(made, { token: mine.token, id: String(mine.id) });
    // 30 USDT: 10 × 2 remaining at 10.1 each, 5 at 5.05 … more than the balance together, each one payable alone
    made.offer = await bid(mine.id, symbol, { token_id: tokenId, price: '10', quantity: 3, remaining: 2 });
    made.quote = await bid(mine.id, symbol, { price: '5', quantity: 1 });
    made.trait = await bid(mine.id, symbol, { price: '1', trait: ['Hat', 'Gold'], kind: 'entrust', quantity: 4 });
    made.unfunded = await bid(mine.id, symbol, { price: '40', quantity: 1 });
    made.expired = await bid(mine.id, symbol, { price: '2', expiresIn: '-1 minute' });
    made.accepted = await bid(mine.id, symbol, { token_id: tokenId, price: '2', status: 'filled' });
    made.cancelled = await bid(mine.id, symbol, { price: '2', status: 'cancelled' });
    made.elsewhere = await bid(mine.id, 'ASTRO', { price: '1' });
    await bid(other.id, symbol, { price: '3' });
  });

  const sent = (body: Record<string, unknown> = {}) =>
    server.post<SentBidsRes>(offer.offerSendList.path, { page_size: 50, ...body }, { token: made.token });

  it('lists every kind, newest first, only the caller’s, with each status computed', async () => {
    const all = await sent();
    expect(all.code).toBe(0);
    expect(nos(all.data)).toEqual([
      made.elsewhere,
      made.cancelled,
      made.accepted,
      made.expired,
      made.unfunded,
      made.trait,
      made.quote,
      made.offer,
    ]);
    expect(all.data.list.every((row) => row.mine)).toBe(true);
    expect(Object.fromEntries(all.data.list.map((row) => [row.order_no, row.status]))).toEqual({
      [made.elsewhere!]: 'open',
      [made.cancelled!]: 'cancelled',
      [made.accepted!]: 'accepted',
      [made.expired!]: 'expired',
      [made.unfunded!]: 'unfunded',
      [made.trait!]: 'open',
      [made.quote!]: 'open',
      [made.offer!]: 'open',
    });
  });

  it('filters by computed status, kind and collection', async () => {
    expect(nos((await sent({ status: 'open' })).data)).toEqual([made.elsewhere, made.trait, made.quote, made.offer]);
    expect(nos((await sent({ status: 'unfunded' })).data)).toEqual([made.unfunded]);
    expect(nos((await sent({ status: 'expired' })).data)).toEqual([made.expired]);
    expect(nos((await sent({ status: 'accepted' })).data)).toEqual([made.accepted]);
    expect(nos((await sent({ status: 'cancelled' })).data)).toEqual([made.cancelled]);
    expect(nos((await sent({ kind: 'offer' })).data)).toEqual([made.accepted, made.offer]);
    expect(nos((await sent({ kind: 'entrust' })).data)).toEqual([made.trait]);
    expect((await sent({ symbol: 'astro' })).data.list.map((row) => row.order_no)).toEqual([made.elsewhere]);
    const counted = await sent({ status: 'open', page_size: 1 });
    expect(counted.data).toMatchObject({ count: 4, page_size: 1 });
    expect((await sent({ status: 'bogus' })).code).toBe(Codes.INVALID_PARAM);
  });

  it('sums the live bids beside the balance: remaining × cost, the unfunded counted apart', async () => {
    const { summary } = (await sent({ status: 'cancelled' })).data;
    // 2 × 10.1 + 5.05 + 4 × 1.01 + 40.4 + 1.01 (ASTRO); the expired, filled and cancelled ones are not live
    expect(summary).toEqual({
      price_symbol: 'USDT',
      open_total: '70.7',
      open_count: 5,
      unfunded_count: 1,
      available: '30',
    });
  });

  it('quote_send_list: collection and trait bids and entrustment orders only', async () => {
    const quotes = await server.post<BidPageRes>(
      quote.quoteSendList.path,
      { page_size: 50, symbol },
      { token: made.token },
    );
    expect(quotes.code).toBe(0);
    expect(nos(quotes.data)).toEqual([made.cancelled, made.expired, made.unfunded, made.trait, made.quote]);
    const offers = await server.post<BidPageRes>(quote.quoteSendList.path, { kind: 'offer' }, { token: made.token });
    expect(offers.data).toMatchObject({ count: 0, list: [] });
  });

  it('needs a session', async () => {
    expect((await server.post(offer.offerSendList.path, {})).code).toBe(4001);
    expect((await server.post(offer.offerReceiveList.path, {})).code).toBe(4001);
    expect((await server.post(quote.quoteSendList.path, {})).code).toBe(4001);
  });
});

describe('offer_receive_list: offers on what the caller holds, and the bids they sold to', () => {
  it('shows funded live offers on held tokens and the accepted ones, never the caller’s own or others’ tokens', async () => {
    const symbol = await collection();
    const seller = await walletUser(server, 'receiver');
    await fund(server, seller.id, 'USDT', '100');
    const { tokenId } = await mint(symbol, seller.id);
    const { tokenId: notHeld } = await mint(symbol, holder.id);
    const live = await bid(bidder.id, symbol, { token_id: tokenId, price: '4' });
    const better = await bid(other.id, symbol, { token_id: tokenId, price: '6' });
    await bid(poor.id, symbol, { token_id: tokenId, price: '6' });
    await bid(seller.id, symbol, { token_id: tokenId, price: '7' });
    await bid(bidder.id, symbol, { token_id: tokenId, price: '7', status: 'cancelled' });
    await bid(bidder.id, symbol, { token_id: notHeld, price: '7' });
    await bid(bidder.id, symbol, { price: '7' });
    // sold before: to an offer (filled) and to a quote (still open for more)
    const acceptedOffer = await bid(bidder.id, symbol, { token_id: notHeld, price: '3', status: 'filled' });
    const soldQuote = await bid(other.id, symbol, { price: '2', quantity: 3, remaining: 2 });
    await soldTo(acceptedOffer, seller.id);
    await soldTo(soldQuote, seller.id);

    const received = await server.post<BidPageRes>(offer.offerReceiveList.path, {}, { token: seller.token });
    expect(received.code).toBe(0);
    expect(nos(received.data)).toEqual([soldQuote, acceptedOffer, better, live]);
    expect(received.data.list.every((row) => !row.mine)).toBe(true);
    const accepted = await server.post<BidPageRes>(
      offer.offerReceiveList.path,
      { status: 'accepted' },
      { token: seller.token },
    );
    expect(nos(accepted.data)).toEqual([acceptedOffer]);
    const quotes = await server.post<BidPageRes>(
      offer.offerReceiveList.path,
      { kind: 'quote' },
      { token: seller.token },
    );
    expect(nos(quotes.data)).toEqual([soldQuote]);
    // the holder of the other token sees the offer on it, not the seller's
    const theirs = await server.post<BidPageRes>(offer.offerReceiveList.path, { symbol }, { token: holder.token });
    expect(nos(theirs.data)).not.toContain(live);
  });
});

describe('quote_list: the bid ladder', () => {
  it('aggregates funded live bids by price level, best first, collection-wide apart from each trait value', async () => {
    const symbol = await collection();
    await mint(symbol, holder.id, { Hat: 'Gold', Level: 7 });
    await bid(bidder.id, symbol, { price: '5', quantity: 3, remaining: 2 });
    await bid(bidder.id, symbol, { price: '5', quantity: 1 });
    await bid(other.id, symbol, { price: '5', quantity: 4 });
    await bid(other.id, symbol, { price: '4.5', quantity: 1, kind: 'entrust' });
    await bid(poor.id, symbol, { price: '9', quantity: 1 });
    await bid(bidder.id, symbol, { price: '8', expiresIn: '-1 minute' });
    await bid(bidder.id, symbol, { price: '8', status: 'cancelled' });
    await bid(bidder.id, symbol, { price: '7', trait: ['Hat', 'Gold'], quantity: 2 });
    await bid(other.id, symbol, { price: '6', trait: ['Level', '7'] });
    await bid(bidder.id, 'ASTRO', { price: '10' });

    const ladder = await server.post<BidLadderRes>(quote.quoteList.path, { symbol });
    expect(ladder.code).toBe(0);
    expect(ladder.data).toEqual({
      price_symbol: 'USDT',
      top_bid: '5',
      levels: [
        { price: '5', quantity: 7, bidders: 2 },
        { price: '4.5', quantity: 1, bidders: 1 },
      ],
    });
    const gold = await server.post<BidLadderRes>(
      quote.quoteList.path,
      { symbol, trait_type: 'Hat', trait_value: 'Gold' },
      { token: bidder.token },
    );
    expect(gold.data).toEqual({
      price_symbol: 'USDT',
      top_bid: '7',
      levels: [{ price: '7', quantity: 2, bidders: 1 }],
    });
    // a value stored as a number is asked for as its text
    const level = await server.post<BidLadderRes>(quote.quoteList.path, {
      symbol,
      trait_type: 'Level',
      trait_value: '7',
    });
    expect(level.data.top_bid).toBe('6');

    const unknown = await server.post(quote.quoteList.path, { symbol, trait_type: 'Hat', trait_value: 'Tin' });
    expect(unknown.code).toBe(Codes.BID_TRAIT_UNKNOWN);
    const half = await server.post(quote.quoteList.path, { symbol, trait_type: 'Hat' });
    expect(half.code).toBe(Codes.BID_TRAIT_UNKNOWN);
    const noCollection = await server.post(quote.quoteList.path, { symbol: 'NOPE' });
    expect(noCollection.code).toBe(Codes.NFT_COLLECTION_NOT_FOUND);
    const empty = await server.post<BidLadderRes>(quote.quoteList.path, { symbol: await collection() });
    expect(empty.data).toEqual({ price_symbol: 'USDT', top_bid: null, levels: [] });
  });

  it('shows at most 50 levels', async () => {
    const symbol = await collection();
    for (let i = 1; i <= 52; i += 1) await bid(bidder.id, symbol, { price: String(i / 100) });
    const ladder = await server.post<BidLadderRes>(quote.quoteList.path, { symbol });
    expect(ladder.data.levels).toHaveLength(50);
    expect(ladder.data.levels[0]!.price).toBe('0.52');
    expect(ladder.data.levels[49]!.price).toBe('0.03');
  });
});

describe('entrustment_check: what an order would buy now', () => {
  it('takes listings at or below the price, cheapest then oldest, never the caller’s own, up to the quantity', async () => {
    const symbol = await collection();
    const seller = await walletUser(server, 'lister');
    const buyer = await walletUser(server, 'entruster');
    await fund(server, buyer.id, 'USDT', '10');
    const a = await mint(symbol, seller.id, { Hat: 'Gold' });
    const b = await mint(symbol, seller.id, { Hat: 'Gold' });
    const c = await mint(symbol, seller.id, { Hat: 'Tin' });
    const d = await mint(symbol, seller.id, { Hat: 'Gold' });
    const own = await mint(symbol, buyer.id, { Hat: 'Gold' });
    const oldThree = await list(seller, a.itemId, '3');
    const newThree = await list(seller, b.itemId, '3');
    const tin = await list(seller, c.itemId, '2');
    await list(seller, d.itemId, '6');
    await list(buyer, own.itemId, '1');
    await bid(buyer.id, symbol, { price: '1', quantity: 2 });

    const check = (body: Record<string, unknown>) =>
      server.post<EntrustCheckRes>(quote.entrustmentCheck.path, { symbol, ...body }, { token: buyer.token });
    const all = await check({ price: '5', quantity: 2 });
    expect(all.code).toBe(0);
    expect(all.data).toMatchObject({
      price_symbol: 'USDT',
      fill_now: 2,
      // 2 + 3 and 1 % fee
      pay_now: '5.05',
      rest: 0,
      cost_each: '5.05',
      available: '10',
      open_total: '2.02',
      enough: true,
    });
    expect(all.data.lines.map((line) => line.order_no)).toEqual([tin, oldThree]);
    expect(all.data.lines[0]).toMatchObject({
      token_id: c.tokenId,
      price: '2',
      quantity: 1,
      name: `Bid cat #${c.tokenId}`,
    });

    const gold = await check({ price: '5', quantity: 5, trait_type: 'Hat', trait_value: 'Gold' });
    expect(gold.data.lines.map((line) => line.order_no)).toEqual([oldThree, newThree]);
    expect(gold.data).toMatchObject({ fill_now: 2, rest: 3, pay_now: '6.06', enough: true });

    const dear = await check({ price: '100', quantity: 4 });
    expect(dear.data).toMatchObject({ fill_now: 4, pay_now: '14.14', enough: false, rest: 0 });

    const none = await check({ price: '1', quantity: 1 });
    expect(none.data).toMatchObject({ lines: [], fill_now: 0, pay_now: '0', rest: 1, cost_each: '1.01', enough: true });

    expect((await check({ price: '0.001', quantity: 1 })).code).toBe(Codes.MARKET_PRICE_INVALID);
    expect((await check({ price: '5', quantity: 1, trait_type: 'Hat', trait_value: 'Wood' })).code).toBe(
      Codes.BID_TRAIT_UNKNOWN,
    );
    expect((await check({ price: '5', quantity: 0 })).code).toBe(Codes.INVALID_PARAM);
    expect((await server.post(quote.entrustmentCheck.path, { symbol, price: '5', quantity: 1 })).code).toBe(4001);
  });
});

describe('best_bid (goods_info, sell_search) and top_bid (the trait list)', () => {
  it('picks the best payable bid a token matches: offer, trait or collection bid, price then oldest, never the viewer’s own', async () => {
    const symbol = await collection();
    const seller = await walletUser(server, 'sellnow');
    const a = await mint(symbol, seller.id, { Hat: 'Gold' });
    const b = await mint(symbol, seller.id, { Hat: 'Tin' });
    await bid(bidder.id, symbol, { price: '5', quantity: 3 });
    const goldOld = await bid(other.id, symbol, { price: '6', trait: ['Hat', 'Gold'] });
    const goldNew = await bid(bidder.id, symbol, { price: '6', trait: ['Hat', 'Gold'] });
    await bid(bidder.id, symbol, { token_id: a.tokenId, price: '5.5' });
    await bid(poor.id, symbol, { token_id: a.tokenId, price: '9' });
    await bid(poor.id, symbol, { price: '20', trait: ['Hat', 'Gold'] });
    await bid(bidder.id, symbol, { token_id: a.tokenId, price: '9.5', expiresIn: '-1 minute' });
    await bid(bidder.id, symbol, { price: '9.5', status: 'cancelled' });
    const tin = await bid(other.id, symbol, { price: '7', trait: ['Hat', 'Tin'] });

    const best = async (tokenId: string, viewer?: WalletUser) =>
      (
        await server.post<GoodsInfo>(
          nftMarket.goodsInfo.path,
          { symbol, token_id: tokenId },
          viewer ? { token: viewer.token } : {},
        )
      ).data.best_bid;
    expect(await best(a.tokenId)).toEqual({
      order_no: goldOld,
      kind: 'quote',
      scope: 'trait',
      trait_type: 'Hat',
      trait_value: 'Gold',
      price: '6',
      price_symbol: 'USDT',
      // 6 − 2 % seller fee − 5 % royalty
      proceeds: '5.58',
      remaining: 1,
      bidder: { nickname: expect.any(String), pay_id: other.payId },
    });
    expect((await best(a.tokenId, other))?.order_no).toBe(goldNew);
    expect((await best(b.tokenId))?.order_no).toBe(tin);
    expect(await best(b.tokenId, other)).toMatchObject({
      scope: 'collection',
      kind: 'quote',
      price: '5',
      remaining: 3,
    });

    const offerNo = await bid(other.id, symbol, { token_id: a.tokenId, price: '6.5' });
    expect(await best(a.tokenId, seller)).toMatchObject({ order_no: offerNo, scope: 'token', kind: 'offer' });

    const held = await server.post<SellSearchRes>(nftMarket.sellSearch.path, { symbol }, { token: seller.token });
    expect(held.code).toBe(0);
    expect(Object.fromEntries(held.data.list.map((item) => [item.goods.token_id, item.best_bid?.order_no]))).toEqual({
      [a.tokenId]: offerNo,
      [b.tokenId]: tin,
    });
    const lonely = await server.post<SellSearchRes>(
      nftMarket.sellSearch.path,
      { symbol: 'ASTRO' },
      { token: poor.token },
    );
    expect(lonely.data.list).toEqual([]);

    const traits = await server.post<TraitListRes>(nftMarket.nftCustomAttributeList.path, { symbol });
    const hat = traits.data.traits.find((trait) => trait.trait_type === 'Hat')!;
    expect(Object.fromEntries(hat.values.map((value) => [value.value, value.top_bid]))).toEqual({
      Gold: '6',
      Tin: '7',
    });
  });

  it('a token no payable bid matches has none', async () => {
    const symbol = await collection();
    const lone = await mint(symbol, holder.id, { Hat: 'Gold' });
    await bid(poor.id, symbol, { price: '3' });
    await bid(holder.id, symbol, { token_id: lone.tokenId, price: '3' });
    await fund(server, holder.id, 'USDT', '10');
    const info = await server.post<GoodsInfo>(
      nftMarket.goodsInfo.path,
      { symbol, token_id: lone.tokenId },
      { token: holder.token },
    );
    expect(info.data.best_bid).toBeNull();
    const traits = await server.post<TraitListRes>(nftMarket.nftCustomAttributeList.path, { symbol });
    expect(traits.data.traits[0]!.values[0]!.top_bid).toBeNull();
  });
});
