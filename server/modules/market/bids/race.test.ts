import BigNumber from 'bignumber.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '@/contract/codes';
import { nftMarket } from '@/contract/nftMarket';
import type { MarketOrder } from '@/contract/nftMarket/types';
import { offer } from '@/contract/offer';
import { quote } from '@/contract/quote';
import type { BidPlacedRes } from '@/contract/offer/types';
import { MAX_OPEN_BIDS } from '@/domain/bids';
import { START_TIMEOUT, createTestServer, type TestServer } from '../../../testing/harness';
import { placeWithdrawal } from '../../chain/service';
import { balanceOf, fund, once } from '../../wallet/walletKit';
import {
  bookProblems,
  fixFees,
  listOn,
  mint,
  newCollection,
  placeBid,
  runRace,
  unexpectedAnswers,
  users,
} from './testKit';

// Bids and listings racing on one collection, and the matching order where the outcome is deterministic. The suite's
// PostgreSQL pass runs this file on PostgreSQL too (a pool of connections: the race is real there); several server
// instances on one PostgreSQL are race.pg.test.ts.

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
  await fixFees(server);
}, START_TIMEOUT);
afterAll(() => server.close());

/** The trades of one collection in the order they happened: who bought which token from which bid, at what price. */
async function tradesOf(symbol: string) {
  const rows = await server.db.query<{ buyer_id: number; token_id: string; price: string; bid: string | null }>(
    `SELECT tr.buyer_id, tr.token_id, tr.price::text AS price, b.order_no AS bid
       FROM market_trades tr JOIN nft_collections c ON c.id = tr.collection_id
       LEFT JOIN market_orders b ON b.id = tr.bid_order_id
      WHERE c.symbol = $1 ORDER BY tr.id`,
    [symbol],
  );
  return rows.map((row) => ({ ...row, buyer_id: Number(row.buyer_id), price: new BigNumber(row.price).toFixed() }));
}
const statusOf = async (orderNo: string) =>
  (
    await server.db.query<{ status: string; remaining: number }>(
      'SELECT status, remaining FROM market_orders WHERE order_no = $1',
      [orderNo],
    )
  )[0];

describe('100 bids and 100 listings racing on one collection', () => {
  it('every fill paid, no token sold twice, no balance below zero, the ledger sums to zero, no bid left crossed', async () => {
    const race = await runRace(server, 'RACEA');
    expect(unexpectedAnswers(race)).toEqual([]);
    // the second round happened: listings left were re-priced
    expect(race.answers.filter((a) => a.label.startsWith('change') && a.code === 0).length).toBeGreaterThan(10);
    // the sweep (expiry and crossed pairs left over), once, as a running server would soon after
    await server.app.jobs.runDue({ aheadSeconds: 120 });
    expect(await bookProblems(server, 'RACEA')).toEqual([]);

    // the race really crossed the book, and really ran some bidders out of money
    const trades = await tradesOf('RACEA');
    expect(trades.filter((trade) => trade.bid !== null).length).toBeGreaterThanOrEqual(20);
    const [{ unfunded }] = (await server.db.query<{ unfunded: number }>(
      `SELECT count(*)::int AS unfunded FROM market_orders o JOIN nft_collections c ON c.id = o.collection_id
          WHERE c.symbol = 'RACEA' AND o.side = 'buy' AND o.status = 'open' AND o.user_id = ANY($1::bigint[])
            AND (SELECT available FROM balances b WHERE b.user_id = o.user_id AND b.symbol = 'USDT' AND b.account = 'spot')
                < o.price * 1.01`,
      [race.bidders.map((bidder) => bidder.id)],
    )) as [{ unfunded: number }];
    expect(unfunded).toBeGreaterThan(0);
  }, 300_000);
});

describe('one item, many takers at once', () => {
  it('50 bids placed at once over one listing: it fills one of them, the others stand unfilled', async () => {
    const id = await newCollection(server, 'ONELIST');
    const [seller] = await users(server, 'onelist-seller', 1);
    const bidders = await users(server, 'onelist', 50);
    for (const bidder of bidders) await fund(server, bidder.id, 'USDT', '20');
    const item = await mint(server, id, seller!.id, '1', 'Gold');
    expect((await listOn(server.post, seller!, item, '5')).code).toBe(0);
    const placed = await Promise.all(
      bidders.map((bidder, i) =>
        placeBid(server.post, bidder, {
          kind: i % 2 ? 'collection' : 'offer',
          symbol: 'ONELIST',
          price: '6',
          token_id: '1',
        }),
      ),
    );
    expect(placed.map((res) => res.code).filter((code) => code !== 0)).toEqual([]);
    const fills = placed.flatMap((res) => (res.data as BidPlacedRes).fills);
    expect(fills.map((fill) => fill.price)).toEqual(['5']);
    expect(await tradesOf('ONELIST')).toHaveLength(1);
    expect(await bookProblems(server, 'ONELIST')).toEqual([]);
  }, 180_000);

  it('a listed item: its owner taking an offer races 10 buyers of its listing, and it is sold once', async () => {
    const id = await newCollection(server, 'TAKEBUY');
    const [seller, bidder] = await users(server, 'takebuy', 2);
    const buyers = await users(server, 'takebuy-buyer', 10);
    for (const user of [bidder!, ...buyers]) await fund(server, user.id, 'USDT', '50');
    const item = await mint(server, id, seller!.id, '1', 'Gold');
    const listing = await listOn(server.post, seller!, item, '10');
    const offered = await placeBid(server.post, bidder!, {
      kind: 'offer',
      symbol: 'TAKEBUY',
      price: '8',
      token_id: '1',
    });
    expect([listing.code, offered.code]).toEqual([0, 0]);
    const orderNo = (offered.data as BidPlacedRes).bid.order_no;
    const results = await Promise.all([
      ...buyers.map((buyer) =>
        server.post(
          nftMarket.buy.path,
          { order_no: (listing.data as MarketOrder).order_no, price: '10' },
          once(buyer.token),
        ),
      ),
      server.post(offer.offerTake.path, { order_no: orderNo, item_id: item, price: '8' }, once(seller!.token)),
    ]);
    expect(results.filter((res) => res.status >= 500)).toEqual([]);
    expect(results.filter((res) => res.code === 0)).toHaveLength(1);
    expect(await tradesOf('TAKEBUY')).toHaveLength(1);
    expect(await bookProblems(server, 'TAKEBUY')).toEqual([]);
  }, 120_000);
});

describe('ERC1155 editions', () => {
  it('five holders sell 2 editions each at once into a bid for 6: it buys exactly 6, every edition accounted for', async () => {
    const id = await newCollection(server, 'EDITIONS', 'ERC1155');
    const [bidder] = await users(server, 'editions-bidder', 1);
    const holders = await users(server, 'editions', 5);
    await fund(server, bidder!.id, 'USDT', '100');
    const items: number[] = [];
    for (const holder of holders) items.push(await mint(server, id, holder.id, '1', 'Gold', 3));
    const made = await placeBid(server.post, bidder!, {
      kind: 'collection',
      symbol: 'EDITIONS',
      price: '2',
      quantity: 6,
    });
    expect(made.code).toBe(0);
    const orderNo = (made.data as BidPlacedRes).bid.order_no;
    const takes = await Promise.all(
      holders.map((holder, i) =>
        server.post(
          quote.quoteTake.path,
          { order_no: orderNo, item_id: items[i], price: '2', quantity: 2 },
          once(holder.token),
        ),
      ),
    );
    const codes = takes.map((take) => take.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(
      codes
        .filter((code) => code !== 0)
        .every((code) => ([Codes.MARKET_ORDER_CLOSED, Codes.MARKET_QUANTITY_INVALID] as number[]).includes(code)),
    ).toBe(true);
    const [editions] = await server.db.query<{ total: number; bidder: number }>(
      `SELECT sum(amount)::int AS total, sum(amount) FILTER (WHERE owner_user_id = $2)::int AS bidder
         FROM nft_items WHERE collection_id = $1`,
      [id, bidder!.id],
    );
    expect(editions).toEqual({ total: 15, bidder: 6 });
    expect(await statusOf(orderNo)).toEqual({ status: 'filled', remaining: 0 });
    // 6 × 2 + 1 % buyer fee
    expect((await balanceOf(server, bidder!.id, 'USDT')).available).toBeCloseTo(100 - 12.12, 9);
    expect(await bookProblems(server, 'EDITIONS')).toEqual([]);
  }, 120_000);

  it('a bid for 4 editions meets listings of 3 and 3: it buys 3 + 1 and the second listing keeps 2 listed', async () => {
    const id = await newCollection(server, 'EDLIST', 'ERC1155');
    const [bidder, a, b] = await users(server, 'edlist', 3);
    await fund(server, bidder!.id, 'USDT', '100');
    const itemA = await mint(server, id, a!.id, '1', 'Gold', 5);
    const itemB = await mint(server, id, b!.id, '1', 'Gold', 5);
    for (const [user, item] of [
      [a!, itemA],
      [b!, itemB],
    ] as const)
      expect(
        (await server.post(nftMarket.on.path, { item_id: item, price: '3', quantity: 3 }, once(user.token))).code,
      ).toBe(0);
    const made = await placeBid(server.post, bidder!, { kind: 'entrust', symbol: 'EDLIST', price: '3', quantity: 4 });
    expect(made.code).toBe(0);
    expect((made.data as BidPlacedRes).fills.map((fill) => fill.quantity)).toEqual([3, 1]);
    const rows = await server.db.query<{ id: number; amount: number; listed: number }>(
      'SELECT id, amount, listed FROM nft_items WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[itemA, itemB]],
    );
    expect(rows.map((row) => [row.amount, row.listed])).toEqual([
      [2, 0],
      [4, 2],
    ]);
    expect(await bookProblems(server, 'EDLIST')).toEqual([]);
  }, 120_000);
});

describe('one balance behind many bids', () => {
  it('two owners sell at once to two bids one balance can pay only one of: one sells, the other is told 33051', async () => {
    const id = await newCollection(server, 'ONEPURSE');
    const [bidder, first, second] = await users(server, 'onepurse', 3);
    await fund(server, bidder!.id, 'USDT', '12');
    const items = [await mint(server, id, first!.id, '1', 'Gold'), await mint(server, id, second!.id, '2', 'Gold')];
    const offerOn1 = await placeBid(server.post, bidder!, {
      kind: 'offer',
      symbol: 'ONEPURSE',
      price: '10',
      token_id: '1',
    });
    const anyToken = await placeBid(server.post, bidder!, { kind: 'collection', symbol: 'ONEPURSE', price: '10' });
    expect([offerOn1.code, anyToken.code]).toEqual([0, 0]);
    const no = (res: typeof offerOn1) => (res.data as BidPlacedRes).bid.order_no;
    const takes = await Promise.all([
      server.post(offer.offerTake.path, { order_no: no(offerOn1), item_id: items[0], price: '10' }, once(first!.token)),
      server.post(
        quote.quoteTake.path,
        { order_no: no(anyToken), item_id: items[1], price: '10' },
        once(second!.token),
      ),
    ]);
    expect(takes.map((take) => take.code).sort()).toEqual([0, Codes.BID_NOT_FUNDED]);
    expect(await tradesOf('ONEPURSE')).toHaveLength(1);
    expect((await balanceOf(server, bidder!.id, 'USDT')).available).toBeCloseTo(12 - 10.1, 9);
    expect(await bookProblems(server, 'ONEPURSE')).toEqual([]);
  }, 120_000);

  it('a cancel racing a take: either the bid is cancelled and nothing sold, or it sold and the cancel is refused', async () => {
    const id = await newCollection(server, 'CANCELTAKE');
    const [bidder, owner] = await users(server, 'canceltake', 2);
    await fund(server, bidder!.id, 'USDT', '100');
    for (let round = 1; round <= 5; round += 1) {
      const item = await mint(server, id, owner!.id, String(round), 'Gold');
      const made = await placeBid(server.post, bidder!, {
        kind: 'offer',
        symbol: 'CANCELTAKE',
        price: '3',
        token_id: String(round),
      });
      const orderNo = (made.data as BidPlacedRes).bid.order_no;
      const [cancel, take] = await Promise.all([
        server.post(offer.offerCancel.path, { order_no: orderNo }, { token: bidder!.token }),
        server.post(offer.offerTake.path, { order_no: orderNo, item_id: item, price: '3' }, once(owner!.token)),
      ]);
      expect([
        [0, Codes.MARKET_ORDER_CLOSED],
        [Codes.MARKET_ORDER_CLOSED, 0],
      ]).toContainEqual([cancel.code, take.code]);
      const [row] = await server.db.query<{ status: string }>('SELECT status FROM market_orders WHERE order_no = $1', [
        orderNo,
      ]);
      expect(row!.status).toBe(take.code === 0 ? 'filled' : 'cancelled');
    }
    expect(await bookProblems(server, 'CANCELTAKE')).toEqual([]);
  }, 120_000);

  it('a bid past its expiry is not taken (33042) and moves nothing, before any job closed it', async () => {
    const id = await newCollection(server, 'LATE');
    const [bidder, owner] = await users(server, 'late', 2);
    await fund(server, bidder!.id, 'USDT', '100');
    const item = await mint(server, id, owner!.id, '1', 'Gold');
    const made = await placeBid(server.post, bidder!, { kind: 'collection', symbol: 'LATE', price: '3' });
    const orderNo = (made.data as BidPlacedRes).bid.order_no;
    await server.db.query("UPDATE market_orders SET expires_at = now() - interval '1 second' WHERE order_no = $1", [
      orderNo,
    ]);
    const take = await server.post(
      quote.quoteTake.path,
      { order_no: orderNo, item_id: item, price: '3' },
      once(owner!.token),
    );
    expect(take.code).toBe(Codes.MARKET_ORDER_CLOSED);
    expect((await balanceOf(server, bidder!.id, 'USDT')).available).toBe(100);
    expect(await tradesOf('LATE')).toEqual([]);
  }, 60_000);
});

describe('the matching order', () => {
  it('a new listing fills the best matching bid at the bid price: highest price first, then the oldest', async () => {
    const id = await newCollection(server, 'ORDERA');
    const [a, b, c, d, seller] = await users(server, 'order', 5);
    for (const user of [a, b, c, d]) await fund(server, user!.id, 'USDT', '100');
    const items: number[] = [];
    for (let k = 1; k <= 4; k += 1) items.push(await mint(server, id, seller!.id, String(k), 'Gold'));

    const older = await placeBid(server.post, a!, { kind: 'collection', symbol: 'ORDERA', price: '10' });
    const newer = await placeBid(server.post, b!, {
      kind: 'trait',
      symbol: 'ORDERA',
      price: '10',
      trait: ['Background', 'Gold'],
    });
    const best = await placeBid(server.post, c!, { kind: 'collection', symbol: 'ORDERA', price: '12' });
    // an offer on token 4 only, between the two prices
    const offer = await placeBid(server.post, d!, { kind: 'offer', symbol: 'ORDERA', price: '11', token_id: '4' });
    for (const placed of [older, newer, best, offer]) expect(placed.code).toBe(0);
    const no = (placed: typeof older) => (placed.data as BidPlacedRes).bid.order_no;

    // a listing far below every bid still sells at the bid's price
    for (let k = 0; k < 4; k += 1) expect((await listOn(server.post, seller!, items[k]!, '1')).code).toBe(0);
    expect((await tradesOf('ORDERA')).map((trade) => [trade.token_id, trade.price, trade.bid])).toEqual([
      ['1', '12', no(best)],
      ['2', '10', no(older)],
      ['3', '10', no(newer)],
      ['4', '11', no(offer)],
    ]);
    expect(await bookProblems(server, 'ORDERA')).toEqual([]);
  }, 120_000);

  it('a new bid buys the listings at or below its price at their prices: cheapest, then oldest', async () => {
    const id = await newCollection(server, 'ORDERB');
    const [buyer, seller] = await users(server, 'sweep', 2);
    await fund(server, buyer!.id, 'USDT', '100');
    const asks = ['5', '4', '5', '6', '5.5'];
    for (const [k, ask] of asks.entries()) {
      const item = await mint(server, id, seller!.id, String(k + 1), 'Blue');
      expect((await listOn(server.post, seller!, item, ask)).code).toBe(0);
    }
    const placed = await placeBid(server.post, buyer!, {
      kind: 'entrust',
      symbol: 'ORDERB',
      price: '5.5',
      quantity: 3,
    });
    expect(placed.code).toBe(0);
    const fills = (placed.data as BidPlacedRes).fills;
    expect(fills.map((fill) => [fill.token_id, fill.price])).toEqual([
      ['2', '4'],
      ['1', '5'],
      ['3', '5'],
    ]);
    expect(await statusOf((placed.data as BidPlacedRes).bid.order_no)).toEqual({ status: 'filled', remaining: 0 });
    // 4 + 5 + 5 and 1 % buyer fee on each
    expect((await balanceOf(server, buyer!.id, 'USDT')).available).toBe(new BigNumber(100).minus('14.14').toNumber());
    expect(await bookProblems(server, 'ORDERB')).toEqual([]);
  }, 120_000);

  it('a bid whose bidder spent the money is skipped and stays open; the next best fills', async () => {
    const id = await newCollection(server, 'SPENT');
    const [rich, next, seller] = await users(server, 'spent', 3);
    // exactly one edition at 10 with its 1 % fee
    await fund(server, rich!.id, 'USDT', '10.1');
    await fund(server, next!.id, 'USDT', '50');
    // held, not listed yet: a trait bid needs a token with its value
    const item = await mint(server, id, seller!.id, '1', 'Red');
    const again = await mint(server, id, seller!.id, '2', 'Gold');
    const first = await placeBid(server.post, rich!, { kind: 'collection', symbol: 'SPENT', price: '10' });
    const second = await placeBid(server.post, next!, {
      kind: 'trait',
      symbol: 'SPENT',
      price: '9',
      trait: ['Background', 'Red'],
    });
    expect([first.code, second.code]).toEqual([0, 0]);

    // the best bidder buys something elsewhere with the money that backed the bid
    const other = await newCollection(server, 'SPENTX');
    const elsewhere = await mint(server, other, seller!.id, '1', 'Red');
    const listed = await server.post<MarketOrder>(
      nftMarket.on.path,
      { item_id: elsewhere, price: '2' },
      once(seller!.token),
    );
    expect(listed.code).toBe(0);
    const bought = await server.post(
      nftMarket.buy.path,
      { order_no: listed.data.order_no, price: '2' },
      once(rich!.token),
    );
    expect(bought.code).toBe(0);
    const left = await balanceOf(server, rich!.id, 'USDT');

    expect((await listOn(server.post, seller!, item, '8')).code).toBe(0);
    expect((await tradesOf('SPENT')).map((trade) => [trade.buyer_id, trade.price])).toEqual([[next!.id, '9']]);
    expect(await balanceOf(server, rich!.id, 'USDT')).toEqual(left);
    const skipped = (first.data as BidPlacedRes).bid.order_no;
    expect(await statusOf(skipped)).toEqual({ status: 'open', remaining: 1 });

    // topped up again, the skipped bid is the best and fills the next listing
    await fund(server, rich!.id, 'USDT', '20');
    expect((await listOn(server.post, seller!, again, '8')).code).toBe(0);
    expect((await tradesOf('SPENT')).at(-1)).toMatchObject({ buyer_id: rich!.id, price: '10', bid: skipped });
    expect(await bookProblems(server, 'SPENT')).toEqual([]);
  }, 120_000);

  it('a bid whose bidder withdrew the money is skipped; the next best fills', async () => {
    const id = await newCollection(server, 'WITHDREW');
    const [gone, next, seller] = await users(server, 'withdrew', 3);
    await fund(server, gone!.id, 'USDT', '30');
    await fund(server, next!.id, 'USDT', '30');
    const item = await mint(server, id, seller!.id, '1', 'Gold');
    const first = await placeBid(server.post, gone!, { kind: 'offer', symbol: 'WITHDREW', price: '12', token_id: '1' });
    const second = await placeBid(server.post, next!, { kind: 'collection', symbol: 'WITHDREW', price: '11' });
    expect([first.code, second.code]).toEqual([0, 0]);
    // a withdrawal freezes what it sends: the available balance no longer pays the offer
    await server.db.tx((q) =>
      placeWithdrawal(
        q,
        gone!.id,
        'en',
        { symbol: 'USDT', chain_name: 'TRC20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', amount: '25' },
        { delaySeconds: 0 },
      ),
    );
    const left = await balanceOf(server, gone!.id, 'USDT');
    expect(left.available).toBeLessThan(12.12);
    expect((await listOn(server.post, seller!, item, '10')).code).toBe(0);
    expect((await tradesOf('WITHDREW')).map((trade) => [trade.buyer_id, trade.price])).toEqual([[next!.id, '11']]);
    expect(await balanceOf(server, gone!.id, 'USDT')).toEqual(left);
    expect(await statusOf((first.data as BidPlacedRes).bid.order_no)).toEqual({ status: 'open', remaining: 1 });
    expect(await bookProblems(server, 'WITHDREW')).toEqual([]);
  }, 120_000);

  it("a bidder's own listing never fills their bid, either way round; another bidder's does", async () => {
    const id = await newCollection(server, 'OWNBID');
    const [both, other] = await users(server, 'ownbid', 2);
    await fund(server, both!.id, 'USDT', '100');
    await fund(server, other!.id, 'USDT', '100');
    const first = await mint(server, id, both!.id, '1', 'Gold');
    const second = await mint(server, id, both!.id, '2', 'Gold');
    // a listing under the owner's own standing bid
    const standing = await placeBid(server.post, both!, { kind: 'collection', symbol: 'OWNBID', price: '10' });
    expect(standing.code).toBe(0);
    expect((await listOn(server.post, both!, first, '5')).code).toBe(0);
    // a bid over the owner's own listing
    expect((await listOn(server.post, both!, second, '4')).code).toBe(0);
    const over = await placeBid(server.post, both!, { kind: 'entrust', symbol: 'OWNBID', price: '9', quantity: 2 });
    expect(over.code).toBe(0);
    expect((over.data as BidPlacedRes).fills).toEqual([]);
    expect(await tradesOf('OWNBID')).toEqual([]);
    expect((await balanceOf(server, both!.id, 'USDT')).available).toBe(100);
    // the same listings sell to someone else's bid at once
    const rival = await placeBid(server.post, other!, {
      kind: 'collection',
      symbol: 'OWNBID',
      price: '6',
      quantity: 2,
    });
    expect((rival.data as BidPlacedRes).fills.map((fill) => fill.price)).toEqual(['4', '5']);
    expect(await bookProblems(server, 'OWNBID')).toEqual([]);
  }, 120_000);

  it('a bid that cannot pay what it would buy at once buys nothing and moves no money', async () => {
    const id = await newCollection(server, 'POOR');
    const [poor, seller] = await users(server, 'poor', 2);
    await fund(server, poor!.id, 'USDT', '3');
    const item = await mint(server, id, seller!.id, '1', 'Gold');
    expect((await listOn(server.post, seller!, item, '5')).code).toBe(0);
    const placed = await placeBid(server.post, poor!, { kind: 'collection', symbol: 'POOR', price: '6' });
    // refused (30001) or placed without a fill: either way nothing was bought and nothing paid
    expect([0, Codes.INSUFFICIENT_BALANCE, Codes.BID_NOT_FUNDED]).toContain(placed.code);
    if (placed.code === 0) expect((placed.data as BidPlacedRes).fills).toEqual([]);
    expect(await tradesOf('POOR')).toEqual([]);
    expect((await balanceOf(server, poor!.id, 'USDT')).available).toBe(3);
    expect(await bookProblems(server, 'POOR')).toEqual([]);
  }, 120_000);
});

describe('the open bids limit', () => {
  it('holds when one user places bids on several collections at once', async () => {
    const [user] = await users(server, 'limit', 1);
    await fund(server, user!.id, 'USDT', '100');
    const symbols = ['LIMA', 'LIMB', 'LIMC', 'LIMD', 'LIME'];
    const ids: number[] = [];
    for (const symbol of symbols) ids.push(await newCollection(server, symbol));
    // one short of the limit, straight into the book
    await server.db.query(
      `INSERT INTO market_orders (order_no, side, kind, status, user_id, collection_id, quantity, remaining, price, symbol,
         expires_at)
       SELECT 'BLIMIT' || n, 'buy', 'quote', 'open', $1, $2, 1, 1, 0.01, 'USDT', now() + interval '1 day'
         FROM generate_series(1, $3::int) n`,
      [user!.id, ids[0]!, MAX_OPEN_BIDS - 1],
    );
    const placed = await Promise.all(
      symbols.map((symbol) => placeBid(server.post, user!, { kind: 'collection', symbol, price: '1' })),
    );
    expect(placed.map((res) => res.code).sort()).toEqual([0, ...symbols.slice(1).map(() => Codes.BID_LIMIT)]);
    const [open] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM market_orders WHERE user_id = $1 AND side = 'buy' AND status = 'open'",
      [user!.id],
    );
    expect(open!.n).toBe(MAX_OPEN_BIDS);
  }, 120_000);
});
