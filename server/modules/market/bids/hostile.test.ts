import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes, SecurityCodes, SESSION_INVALID_CODE } from '@/contract/codes';
import type { MarketOrder } from '@/contract/nftMarket/types';
import { offer } from '@/contract/offer';
import type { BidPageRes, BidPlacedRes, SentBidsRes } from '@/contract/offer/types';
import { quote } from '@/contract/quote';
import { START_TIMEOUT, createTestServer, type TestServer } from '../../../testing/harness';
import { balanceOf, fund, ledgerProblems, newKey, PAYMENT_PASSWORD, type WalletUser } from '../../wallet/walletKit';
import { fixFees, inADay, listOn, mint, newCollection, placeBid, users } from './testKit';

// Hostile input to every bid call: bodies of the wrong type, out of range, crafted strings, another user's order or
// an order of the wrong kind. Each must be refused with its code (1xxxx or 3xxxx, 2xxxx for the payment password),
// never an HTTP 5xx, never moving money or an NFT. server/fuzz.test.ts sends the schema-level garbage to every call;
// these are the values that pass the schema and must be caught by the bid rules.

let server: TestServer;
let alice: WalletUser;
let bob: WalletUser;
let mallory: WalletUser;
let careful: WalletUser;
const items: number[] = [];
let listingNo = '';
let offerNo = '';
let quoteNo = '';
let traitNo = '';
const SYMBOL = 'HOSTILE';

beforeAll(async () => {
  server = await createTestServer();
  await fixFees(server);
  const id = await newCollection(server, SYMBOL);
  [alice, bob, mallory, careful] = (await users(server, 'hostile', 4)) as [
    WalletUser,
    WalletUser,
    WalletUser,
    WalletUser,
  ];
  // a user who asked for the payment password on every purchase
  await server.db.query('UPDATE users SET nft_free = false WHERE id = $1', [careful.id]);
  for (const user of [bob, mallory, careful]) await fund(server, user.id, 'USDT', '100');
  for (let k = 1; k <= 4; k += 1) items.push(await mint(server, id, alice.id, String(k), k % 2 ? 'Gold' : 'Blue'));
  // token 1 listed far above every bid; bob's bids on the rest
  const listed = await listOn(server.post, alice, items[0]!, '50');
  listingNo = (listed.data as MarketOrder).order_no;
  const orderNoOf = async (made: ReturnType<typeof placeBid>) => {
    const res = await made;
    if (res.code !== 0) throw new Error(`setup bid: ${res.code} ${res.msg}`);
    return (res.data as BidPlacedRes).bid.order_no;
  };
  offerNo = await orderNoOf(placeBid(server.post, bob, { kind: 'offer', symbol: SYMBOL, price: '3', token_id: '2' }));
  quoteNo = await orderNoOf(placeBid(server.post, bob, { kind: 'collection', symbol: SYMBOL, price: '2' }));
  traitNo = await orderNoOf(
    placeBid(server.post, bob, { kind: 'trait', symbol: SYMBOL, price: '2.5', trait: ['Background', 'Gold'] }),
  );
}, START_TIMEOUT);
afterAll(() => server.close());

type Who = 'alice' | 'bob' | 'mallory' | 'careful';
interface Case {
  name: string;
  path: string;
  who: Who;
  body: Record<string, unknown>;
  /** The codes the case may answer; 'read': a harmless read may also answer 0. */
  expect: number[] | 'read';
}

const I = Codes.INVALID_PARAM;
const now = () => Math.floor(Date.now() / 1000);
const SQL = "1'; DROP TABLE market_orders; --";
const HTML = '<img src=x onerror=alert(1)>';

/** Values that replace a field of a valid make body, with the codes they must get. */
function makeCases(path: string, base: Record<string, unknown>, label: string): Case[] {
  const cases: Case[] = [];
  const add = (name: string, patch: Record<string, unknown>, codes: number[], who: Who = 'mallory') =>
    cases.push({ name: `${label} ${name}`, path, who, body: { ...base, ...patch }, expect: codes });
  const PRICE = [Codes.MARKET_PRICE_INVALID];
  add('price 0', { price: '0' }, [...PRICE, I]);
  add('price -1', { price: '-1' }, [I]);
  add('price 1e3', { price: '1e3' }, [I]);
  add('price 1E-2', { price: '1E-2' }, [I]);
  add('price NaN', { price: 'NaN' }, [I]);
  add('price Infinity', { price: 'Infinity' }, [I]);
  add('price hex', { price: '0x10' }, [I]);
  add('price padded', { price: ' 1' }, [I]);
  add('price as a number', { price: 5 }, [I]);
  add('price null', { price: null }, [I]);
  add('price above the maximum', { price: '999999999999999999' }, PRICE);
  add('price below the minimum', { price: '0.000000000000000001' }, PRICE);
  add('price finer than the coin', { price: '1.1234567891' }, PRICE);
  add('price SQL', { price: SQL }, [I]);
  add('price HTML', { price: HTML }, [I]);
  // an unknown collection is 33033 as everywhere in the market; an offer may name the token it did not find (33040)
  const NO_COLLECTION = [
    Codes.NFT_COLLECTION_NOT_FOUND,
    ...(label === 'offer_make' ? [Codes.MARKET_GOODS_NOT_FOUND] : []),
  ];
  add('symbol unknown', { symbol: 'NOPE' }, NO_COLLECTION);
  add('symbol a coin', { symbol: 'USDT' }, NO_COLLECTION);
  add('symbol SQL', { symbol: "X' OR '1'='1" }, NO_COLLECTION);
  add('symbol empty', { symbol: '' }, [I]);
  add('symbol too long', { symbol: 'X'.repeat(21) }, [I]);
  add('symbol NUL', { symbol: 'HOST\u0000ILE' }, [I]);
  add('price_symbol unknown', { price_symbol: 'NOPE' }, [Codes.MARKET_COIN_NOT_TRADED, Codes.UNKNOWN_COIN]);
  add('price_symbol SQL', { price_symbol: "'; --" }, [Codes.MARKET_COIN_NOT_TRADED, Codes.UNKNOWN_COIN]);
  add('wrong payment password', { password: 'a'.repeat(64) }, [SecurityCodes.CAPITAL_PASSWORD_WRONG], 'careful');
  add('no payment password', {}, [Codes.PAYMENT_PASSWORD_REQUIRED], 'careful');
  add('payment password not hashed', { password: 'pay-493817' }, [I], 'careful');
  if ('expires_at' in base) {
    const EXPIRY = [Codes.BID_EXPIRY_INVALID];
    add('expires_at in the past', { expires_at: now() - 3600 }, EXPIRY);
    add('expires_at now', { expires_at: now() }, EXPIRY);
    add('expires_at within 5 minutes', { expires_at: now() + 200 }, EXPIRY);
    add('expires_at past 180 days', { expires_at: now() + 181 * 86_400 }, EXPIRY);
    add('expires_at at the schema maximum', { expires_at: 4_102_444_800 }, EXPIRY);
    add('expires_at 0', { expires_at: 0 }, EXPIRY);
    add('expires_at beyond the schema', { expires_at: 4_102_444_801 }, [I]);
    add('expires_at fractional', { expires_at: now() + 86_400.5 }, [I]);
    add('expires_at negative', { expires_at: -1 }, [I]);
    add('expires_at 2^53', { expires_at: 2 ** 53 }, [I]);
    add('expires_at as a string', { expires_at: String(now() + 86_400) }, [I]);
    add('expires_at in milliseconds', { expires_at: Date.now() + 86_400_000 }, [I, ...EXPIRY]);
  }
  add('quantity 0', { quantity: 0 }, [I]);
  add('quantity -1', { quantity: -1 }, [I]);
  add('quantity 1.5', { quantity: 1.5 }, [I]);
  add('quantity 10001', { quantity: 10_001 }, [I]);
  add('quantity huge', { quantity: 1e300 }, [I]);
  return cases;
}

function allCases(): Case[] {
  const cases: Case[] = [];
  const offerBase = { symbol: SYMBOL, token_id: '3', price: '1', expires_at: inADay() };
  const standing = { symbol: SYMBOL, price: '1', quantity: 1, expires_at: inADay() };
  cases.push(...makeCases(offer.offerMake.path, offerBase, 'offer_make'));
  cases.push(...makeCases(quote.quoteMake.path, standing, 'quote_make'));
  cases.push(...makeCases(quote.entrustmentMake.path, standing, 'entrustment_make'));
  const { expires_at: _expires, ...check } = standing;
  cases.push(
    ...makeCases(quote.entrustmentCheck.path, check, 'entrustment_check').filter(
      // the preview moves nothing and asks for no password
      (one) => !/password/.test(one.name),
    ),
  );

  const push = (name: string, path: string, who: Who, body: Record<string, unknown>, codes: number[] | 'read') =>
    cases.push({ name, path, who, body, expect: codes });
  // offers: the token
  push('offer_make unknown token', offer.offerMake.path, 'mallory', { ...offerBase, token_id: '999999' }, [
    Codes.MARKET_GOODS_NOT_FOUND,
  ]);
  push('offer_make token SQL', offer.offerMake.path, 'mallory', { ...offerBase, token_id: SQL }, [I]);
  push('offer_make token path', offer.offerMake.path, 'mallory', { ...offerBase, token_id: '../../1' }, [I]);
  push('offer_make 2 editions of an ERC721', offer.offerMake.path, 'mallory', { ...offerBase, quantity: 2 }, [
    Codes.MARKET_QUANTITY_INVALID,
  ]);
  push('offer_make on a token the bidder holds', offer.offerMake.path, 'alice', offerBase, [Codes.MARKET_OWN_ORDER]);
  // standing bids: the trait
  for (const path of [quote.quoteMake.path, quote.entrustmentMake.path, quote.entrustmentCheck.path]) {
    const base = path === quote.entrustmentCheck.path ? check : standing;
    const name = path.split('/').pop()!;
    const TRAIT = [Codes.BID_TRAIT_UNKNOWN];
    push(`${name} unknown trait`, path, 'mallory', { ...base, trait_type: 'Nope', trait_value: 'Nope' }, TRAIT);
    push(`${name} unknown value`, path, 'mallory', { ...base, trait_type: 'Background', trait_value: 'Pink' }, TRAIT);
    push(`${name} trait type alone`, path, 'mallory', { ...base, trait_type: 'Background' }, [...TRAIT, I]);
    push(`${name} trait value alone`, path, 'mallory', { ...base, trait_value: 'Gold' }, [...TRAIT, I]);
    push(`${name} trait SQL`, path, 'mallory', { ...base, trait_type: SQL, trait_value: "Gold' OR 'x'='x" }, TRAIT);
    push(`${name} trait HTML`, path, 'mallory', { ...base, trait_type: HTML, trait_value: HTML }, TRAIT);
    push(`${name} trait JSON path`, path, 'mallory', { ...base, trait_type: '$.*', trait_value: '*' }, TRAIT);
    push(`${name} trait too long`, path, 'mallory', { ...base, trait_type: 'B', trait_value: 'x'.repeat(129) }, [I]);
    push(`${name} trait empty`, path, 'mallory', { ...base, trait_type: '', trait_value: '' }, [I]);
    push(`${name} trait as a number`, path, 'mallory', { ...base, trait_type: 'Background', trait_value: 7 }, [I]);
  }

  // cancels: unknown, malformed, another user's, the wrong kind
  const NOT_FOUND = [Codes.MARKET_ORDER_NOT_FOUND];
  for (const [path, name] of [
    [offer.offerCancel.path, 'offer_cancel'],
    [quote.quoteCancel.path, 'quote_cancel'],
  ] as const) {
    push(`${name} unknown order`, path, 'bob', { order_no: 'B000000000000' }, NOT_FOUND);
    push(`${name} SQL order`, path, 'bob', { order_no: SQL }, [I]);
    push(`${name} short order`, path, 'bob', { order_no: 'x' }, [I]);
    push(`${name} order as a number`, path, 'bob', { order_no: 123456789 }, [I]);
    push(`${name} a listing, by its seller`, path, 'alice', { order_no: listingNo }, NOT_FOUND);
    push(`${name} a listing, by another`, path, 'bob', { order_no: listingNo }, NOT_FOUND);
    push(`${name} another user's offer`, path, 'mallory', { order_no: offerNo }, NOT_FOUND);
    push(`${name} another user's quote`, path, 'mallory', { order_no: quoteNo }, NOT_FOUND);
    push(`${name} another user's trait bid`, path, 'alice', { order_no: traitNo }, NOT_FOUND);
  }
  push('offer_cancel a quote (wrong kind)', offer.offerCancel.path, 'bob', { order_no: quoteNo }, NOT_FOUND);
  push('offer_cancel a trait bid (wrong kind)', offer.offerCancel.path, 'bob', { order_no: traitNo }, NOT_FOUND);
  push('quote_cancel an offer (wrong kind)', quote.quoteCancel.path, 'bob', { order_no: offerNo }, NOT_FOUND);

  // takes: a stranger selling someone else's item, the wrong bid, the wrong price, the wrong item
  const NOT_YOURS = [Codes.MARKET_ORDER_NOT_FOUND, Codes.NFT_NOT_FOUND];
  const offerTake = { order_no: offerNo, item_id: 0, price: '3' };
  const quoteTake = { order_no: quoteNo, item_id: 0, price: '2' };
  const later: Case[] = [];
  // item ids are known only after setup: filled in by withItems below
  later.push(
    {
      name: "offer_take as seller of alice's item",
      path: offer.offerTake.path,
      who: 'mallory',
      body: { ...offerTake, item: 2 },
      expect: NOT_YOURS,
    },
    {
      name: "quote_take as seller of alice's item",
      path: quote.quoteTake.path,
      who: 'mallory',
      body: { ...quoteTake, item: 1 },
      expect: NOT_YOURS,
    },
    {
      name: "quote_take of alice's item by the bidder",
      path: quote.quoteTake.path,
      who: 'bob',
      body: { ...quoteTake, item: 1 },
      expect: [Codes.MARKET_OWN_ORDER, ...NOT_YOURS],
    },
    {
      name: 'offer_take another token than the offer',
      path: offer.offerTake.path,
      who: 'alice',
      body: { ...offerTake, item: 3 },
      expect: [Codes.BID_NOT_MATCHING],
    },
    {
      name: 'quote_take a trait bid with another value',
      path: quote.quoteTake.path,
      who: 'alice',
      body: { order_no: traitNo, price: '2.5', item: 2 },
      expect: [Codes.BID_NOT_MATCHING],
    },
    {
      name: 'offer_take at another price',
      path: offer.offerTake.path,
      who: 'alice',
      body: { ...offerTake, price: '4', item: 2 },
      expect: [Codes.MARKET_CART_CHANGED],
    },
    {
      name: 'offer_take at price 0',
      path: offer.offerTake.path,
      who: 'alice',
      body: { ...offerTake, price: '0', item: 2 },
      expect: [Codes.MARKET_CART_CHANGED, Codes.MARKET_PRICE_INVALID],
    },
    {
      name: 'offer_take at a negative price',
      path: offer.offerTake.path,
      who: 'alice',
      body: { ...offerTake, price: '-3', item: 2 },
      expect: [I],
    },
    {
      name: 'offer_take 2 editions of an ERC721',
      path: offer.offerTake.path,
      who: 'alice',
      body: { ...offerTake, quantity: 2, item: 2 },
      expect: [Codes.MARKET_QUANTITY_INVALID],
    },
    {
      name: 'offer_take a listing',
      path: offer.offerTake.path,
      who: 'bob',
      body: { order_no: listingNo, price: '50', item: 2 },
      expect: NOT_FOUND,
    },
    {
      name: 'offer_take a quote (wrong kind)',
      path: offer.offerTake.path,
      who: 'alice',
      body: { ...quoteTake, item: 2 },
      expect: NOT_FOUND,
    },
    {
      name: 'quote_take an offer (wrong kind)',
      path: quote.quoteTake.path,
      who: 'alice',
      body: { ...offerTake, item: 2 },
      expect: NOT_FOUND,
    },
    {
      name: 'offer_take an unknown order',
      path: offer.offerTake.path,
      who: 'alice',
      body: { ...offerTake, order_no: 'B999999999', item: 2 },
      expect: NOT_FOUND,
    },
    {
      name: 'offer_take an unknown item',
      path: offer.offerTake.path,
      who: 'alice',
      body: { ...offerTake, item_id: Number.MAX_SAFE_INTEGER },
      expect: NOT_YOURS,
    },
    {
      name: 'offer_take item_id beyond the schema',
      path: offer.offerTake.path,
      who: 'alice',
      body: { ...offerTake, item_id: 2 ** 63 },
      expect: [I],
    },
    {
      name: 'offer_take item_id as a string',
      path: offer.offerTake.path,
      who: 'alice',
      body: { ...offerTake, item_id: '1' },
      expect: [I],
    },
    {
      name: 'offer_take wrong payment password',
      path: offer.offerTake.path,
      who: 'careful',
      body: { ...offerTake, password: 'b'.repeat(64), item: 2 },
      expect: [SecurityCodes.CAPITAL_PASSWORD_WRONG, ...NOT_YOURS],
    },
  );
  cases.push(
    ...later.map((one) => {
      const { item, ...body } = one.body as { item?: number };
      return item === undefined ? one : { ...one, body: { ...body, item_id: items[item - 1] } };
    }),
  );

  // reads: harmless answers (0) allowed, never a 5xx
  push('offer_list unknown collection', offer.offerList.path, 'mallory', { symbol: 'NOPE', token_id: '1' }, 'read');
  push('offer_list SQL token', offer.offerList.path, 'mallory', { symbol: SYMBOL, token_id: SQL }, [I]);
  push('offer_list page 0', offer.offerList.path, 'mallory', { symbol: SYMBOL, token_id: '2', page: 0 }, [I]);
  push(
    'offer_list page beyond',
    offer.offerList.path,
    'mallory',
    { symbol: SYMBOL, token_id: '2', page: 100000 },
    'read',
  );
  push('quote_list unknown collection', quote.quoteList.path, 'mallory', { symbol: 'NOPE' }, 'read');
  push(
    'quote_list SQL trait',
    quote.quoteList.path,
    'mallory',
    { symbol: SYMBOL, trait_type: SQL, trait_value: SQL },
    'read',
  );
  push(
    'quote_list trait type alone',
    quote.quoteList.path,
    'mallory',
    { symbol: SYMBOL, trait_type: 'Background' },
    'read',
  );
  for (const path of [offer.offerSendList.path, offer.offerReceiveList.path, quote.quoteSendList.path]) {
    const name = path.split('/').pop()!;
    push(`${name} bogus status`, path, 'mallory', { status: 'bogus' }, [I]);
    push(`${name} bogus kind`, path, 'mallory', { kind: 'fixed' }, [I]);
    push(`${name} page size 1000`, path, 'mallory', { page_size: 1000 }, [I]);
    push(`${name} page -1`, path, 'mallory', { page: -1 }, [I]);
    push(`${name} unknown symbol`, path, 'mallory', { symbol: 'NOPE' }, 'read');
    push(`${name} SQL symbol`, path, 'mallory', { symbol: "' OR 1=1 --" }, 'read');
  }
  return cases;
}

/** The state nothing hostile may change: balances, trades, NFTs and the bids' own rows. */
async function snapshot() {
  const rows = await server.db.query(
    `SELECT (SELECT json_agg(json_build_object('u', user_id, 'a', available::text, 'f', frozen::text) ORDER BY user_id)
               FROM balances WHERE user_id = ANY($1::bigint[])) AS balances,
            (SELECT count(*)::int FROM market_trades) AS trades,
            (SELECT json_agg(json_build_object('o', owner_user_id, 'a', amount, 'l', listed) ORDER BY id)
               FROM nft_items WHERE id = ANY($2::bigint[])) AS items,
            (SELECT json_agg(json_build_object('n', order_no, 's', status, 'r', remaining, 'p', price::text) ORDER BY id)
               FROM market_orders WHERE order_no = ANY($3::text[])) AS orders`,
    [[alice.id, bob.id, mallory.id, careful.id], items, [listingNo, offerNo, quoteNo, traitNo]],
  );
  return rows[0];
}

describe('hostile input to the bid calls', () => {
  it('every case is refused with its code, none answers a 5xx, nothing moves', async () => {
    const tokens: Record<Who, string> = {
      alice: alice.token,
      bob: bob.token,
      mallory: mallory.token,
      careful: careful.token,
    };
    const before = await snapshot();
    const [openBefore] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM market_orders WHERE side = 'buy' AND status = 'open'",
    );
    const wrong: string[] = [];
    const cases = allCases();
    for (const one of cases) {
      const res = await server.post(one.path, one.body, {
        token: tokens[one.who],
        headers: { 'Idempotency-Key': newKey() },
      });
      const allowed = one.expect === 'read' ? [0] : one.expect;
      const refusal = res.code >= 10_000 && res.code !== Codes.SERVER_BUSY && res.code < 40_000;
      if (res.status >= 500 || !(allowed.includes(res.code) || (one.expect === 'read' && refusal)))
        wrong.push(`${one.name}: HTTP ${res.status} code ${res.code} (${res.msg}), expected ${String(one.expect)}`);
    }
    expect(wrong).toEqual([]);
    expect(cases.length).toBeGreaterThan(150);
    expect(await snapshot()).toEqual(before);
    const [openAfter] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM market_orders WHERE side = 'buy' AND status = 'open'",
    );
    expect(openAfter).toEqual(openBefore);
    expect(await ledgerProblems(server)).toEqual([]);
  }, 180_000);
});

describe("another user's bids", () => {
  it('are never shown as mine, never in my sent lists, and never received by a non-holder', async () => {
    const ours = [offerNo, quoteNo, traitNo];
    for (const path of [offer.offerSendList.path, quote.quoteSendList.path]) {
      const sent = await server.post<BidPageRes>(path, {}, { token: mallory.token });
      expect(sent.code).toBe(0);
      expect(sent.data.list.filter((bid) => ours.includes(bid.order_no) || !bid.mine)).toEqual([]);
      const own = await server.post<BidPageRes>(path, {}, { token: bob.token });
      expect(own.data.list.every((bid) => bid.mine && bid.bidder.nickname !== undefined)).toBe(true);
    }
    const received = await server.post<BidPageRes>(offer.offerReceiveList.path, {}, { token: mallory.token });
    expect(received.data.list.map((bid) => bid.order_no)).not.toContain(offerNo);
    const holder = await server.post<BidPageRes>(offer.offerReceiveList.path, {}, { token: alice.token });
    expect(holder.data.list.find((bid) => bid.order_no === offerNo)).toMatchObject({ mine: false });

    const seen = async (token?: string) =>
      (await server.post<BidPageRes>(offer.offerList.path, { symbol: SYMBOL, token_id: '2' }, token ? { token } : {}))
        .data.list;
    expect((await seen(mallory.token)).find((bid) => bid.order_no === offerNo)).toMatchObject({ mine: false });
    expect((await seen()).find((bid) => bid.order_no === offerNo)).toMatchObject({ mine: false });
    expect((await seen(bob.token)).find((bid) => bid.order_no === offerNo)).toMatchObject({ mine: true });
    const summary = await server.post<SentBidsRes>(offer.offerSendList.path, {}, { token: mallory.token });
    expect(summary.data.summary).toMatchObject({ open_count: 0, open_total: '0' });
  }, 60_000);

  it('a signed-out caller gets 4001 from every call that needs a session, and no 5xx', async () => {
    const signedIn = [...Object.values(offer), ...Object.values(quote)].filter((call) => call.auth === true);
    expect(signedIn.length).toBeGreaterThanOrEqual(11);
    for (const call of signedIn) {
      const res = await server.post(call.path, {}, { headers: { 'Idempotency-Key': newKey() } });
      expect({ path: call.path, code: res.code, status: res.status < 500 }).toEqual({
        path: call.path,
        code: SESSION_INVALID_CODE,
        status: true,
      });
    }
  });

  it('bob, with his password, may still do what mallory could not: the cases were refused for the right reason', async () => {
    // the control: the same take, by the holder, at the bid's price, sells
    await server.db.query('UPDATE users SET nft_free = false WHERE id = $1', [alice.id]);
    const res = await server.post(
      offer.offerTake.path,
      { order_no: offerNo, item_id: items[1], price: '3', password: PAYMENT_PASSWORD },
      { token: alice.token, headers: { 'Idempotency-Key': newKey() } },
    );
    expect(res.code).toBe(0);
    expect((await balanceOf(server, bob.id, 'USDT')).available).toBe(100 - 3.03);
    expect(await ledgerProblems(server)).toEqual([]);
  }, 60_000);
});
