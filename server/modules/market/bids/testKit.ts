import BigNumber from 'bignumber.js';
import type { FastifyInstance } from 'fastify';
import { Codes } from '@/contract/codes';
import { nftMarket } from '@/contract/nftMarket';
import type { MarketOrder } from '@/contract/nftMarket/types';
import { offer } from '@/contract/offer';
import { quote } from '@/contract/quote';
import type { Queryable } from '../../../db';
import { createTestServer, type TestServer } from '../../../testing/harness';
import { fund, ledgerProblems, once, walletUser, type WalletUser } from '../../wallet/walletKit';
import { BID_COST_JOINS, BID_MATCHES_TOKEN_SQL, FUNDED_BID_SQL } from './rules.sql';

/**
 * Helpers of the bid tests (not a test file itself): collections of their own with traits, sellers and bidders, bids
 * and listings through the declared calls, the race of bids and listings, and the book's invariants checked
 * afterwards straight from the tables.
 */

export const BACKGROUNDS = ['Gold', 'Blue', 'Red'] as const;
/** Unix seconds a day ahead: every bid of the race lives that long. */
export const inADay = () => Math.floor(Date.now() / 1000) + 86_400;

/** The market's fees and a royalty fixed here, so that the figures do not depend on the seed's. */
export async function fixFees(server: TestServer): Promise<void> {
  await server.db.query(
    `INSERT INTO market_fees (symbol, buyer_fee_rate, seller_fee_rate, min_price, max_price)
     VALUES ('USDT', 0.01, 0.02, 0.01, 1000000)
     ON CONFLICT (symbol) DO UPDATE SET buyer_fee_rate = 0.01, seller_fee_rate = 0.02, min_price = 0.01, max_price = 1000000`,
  );
}

/**
 * A new collection on ASTRO's chain under a contract of its own (royalty 5 % to the fee account, no creator), so that
 * the seed's listings never meet its bids. `name`: its English name (the symbol by default).
 */
export async function newCollection(
  server: TestServer,
  symbol: string,
  erc = 'ERC721',
  name = symbol,
): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO nft_collections (symbol, name, description, image, erc_type, chain_name, contract_address, royalty_rate)
     SELECT $1, jsonb_build_object('en', $3::text), description, image, $2, chain_name, contract_address || $1, 0.05
       FROM nft_collections WHERE symbol = 'ASTRO' RETURNING id`,
    [symbol, erc, name],
  );
  return Number(row!.id);
}

export type Traits = Record<string, string | number>;

/** Token `tokenId` of the collection held by `userId` with these traits: an ERC721, or `editions` of an ERC1155. */
export async function mintToken(
  server: TestServer,
  collectionId: number,
  userId: number,
  tokenId: string,
  traits: Traits,
  { editions, name = `Racer #${tokenId}` }: { editions?: number; name?: string } = {},
): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO nft_items (collection_id, token_id, name, image, erc_type, owner_user_id, amount, attributes)
     VALUES ($1, $2, $7, '/seed/nft/astro/1.svg', $5, $3, $6, $4) RETURNING id`,
    [
      collectionId,
      tokenId,
      userId,
      JSON.stringify(Object.entries(traits).map(([trait_type, value]) => ({ trait_type, value }))),
      editions === undefined ? 'ERC721' : 'ERC1155',
      editions ?? 1,
      name,
    ],
  );
  return Number(row!.id);
}

/**
 * Token `tokenId` of the collection held by `userId`, with a Background and an Eyes trait: an ERC721, or `editions`
 * editions of an ERC1155.
 */
export const mint = (
  server: TestServer,
  collectionId: number,
  userId: number,
  tokenId: string,
  background: string,
  editions?: number,
): Promise<number> =>
  mintToken(
    server,
    collectionId,
    userId,
    tokenId,
    { Background: background, Eyes: Number(tokenId) % 2 ? 'Laser' : 'Sleepy' },
    { editions },
  );

/**
 * One test file's collections and tokens, each scenario in a collection of its own so that one's bids never meet
 * another's listings: symbols `${prefix}1`, `${prefix}2`, … named "`names.collection` SYMBOL", and ERC721 tokens
 * numbered across them, named "`names.token` #N".
 */
export function scenarios(server: () => TestServer, prefix: string, names: { collection: string; token: string }) {
  const ids = new Map<string, number>();
  let minted = 0;
  return {
    /** A new empty collection; its symbol. */
    async collection(): Promise<string> {
      const symbol = `${prefix}${ids.size + 1}`;
      ids.set(symbol, await newCollection(server(), symbol, 'ERC721', `${names.collection} ${symbol}`));
      return symbol;
    },
    /** A new token of `symbol` held by `userId`, with these traits. */
    async mint(symbol: string, userId: number, traits: Traits = {}) {
      minted += 1;
      const tokenId = String(minted);
      const itemId = await mintToken(server(), ids.get(symbol)!, userId, tokenId, traits, {
        name: `${names.token} #${tokenId}`,
      });
      return { itemId, tokenId };
    },
  };
}

/** A server with one collection's book: the fees fixed, a bidder with money and a seller with new tokens on call. */
export interface OneBook {
  server: TestServer;
  collectionId: number;
  bidder: WalletUser;
  seller: WalletUser;
  /** A new token of the seller's (1, 2, … ; Background Gold): its holding id and token id. */
  token: () => Promise<{ itemId: number; tokenId: string }>;
}

/** A new test server with collection `symbol`, its bidder funded with `usdt` and its seller. */
export async function oneBook(symbol: string, usdt: string): Promise<OneBook> {
  const server = await createTestServer();
  await fixFees(server);
  const collectionId = await newCollection(server, symbol);
  const [bidder, seller] = (await users(server, symbol.toLowerCase(), 2)) as [WalletUser, WalletUser];
  await fund(server, bidder.id, 'USDT', usdt);
  let minted = 0;
  const token = async () => {
    minted += 1;
    const tokenId = String(minted);
    return { itemId: await mint(server, collectionId, seller.id, tokenId, 'Gold'), tokenId };
  };
  return { server, collectionId, bidder, seller, token };
}

/** `count` signed-in users with password-free purchases on (a bid's make and take then need no password). */
export async function users(server: TestServer, tag: string, count: number): Promise<WalletUser[]> {
  const made: WalletUser[] = [];
  for (let start = 0; start < count; start += 10) {
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - start) }, (_, i) => walletUser(server, `${tag}${start + i}`)),
      )),
    );
  }
  await server.db.query('UPDATE users SET nft_free = true WHERE id = ANY($1::bigint[])', [made.map((u) => u.id)]);
  return made;
}

export interface Holding {
  owner: WalletUser;
  itemId: number;
  tokenId: string;
  background: string;
}

export type Post = TestServer['post'];

/** Places one bid of `kind` through its declared call. */
export function placeBid(
  post: Post,
  user: WalletUser,
  bid: {
    kind: 'offer' | 'collection' | 'trait' | 'entrust';
    symbol: string;
    price: string;
    quantity?: number;
    token_id?: string;
    trait?: [string, string];
  },
  app?: FastifyInstance,
) {
  const common = { symbol: bid.symbol, price: bid.price, expires_at: inADay() };
  const options = { ...once(user.token), ...(app ? { app } : {}) };
  const trait = bid.trait ? { trait_type: bid.trait[0], trait_value: bid.trait[1] } : {};
  switch (bid.kind) {
    case 'offer':
      return post(offer.offerMake.path, { ...common, token_id: bid.token_id, quantity: 1 }, options);
    case 'entrust':
      return post(quote.entrustmentMake.path, { ...common, quantity: bid.quantity ?? 1, ...trait }, options);
    default:
      return post(quote.quoteMake.path, { ...common, quantity: bid.quantity ?? 1, ...trait }, options);
  }
}

/** Lists holding `itemId` at `price` through the declared call. */
export const listOn = (post: Post, user: WalletUser, itemId: number, price: string, app?: FastifyInstance) =>
  post<MarketOrder>(nftMarket.on.path, { item_id: itemId, price }, { ...once(user.token), ...(app ? { app } : {}) });

/** What a bid's make may answer in a race: placed (with or without fills), or refused for want of money. */
export const BID_RACE_CODES: number[] = [0, Codes.INSUFFICIENT_BALANCE, Codes.BID_NOT_FUNDED];

export interface Race {
  bidders: WalletUser[];
  sellers: WalletUser[];
  holdings: Holding[];
  /** Every answer, labelled, in the order they were sent. */
  answers: { label: string; status: number; code: number; msg: string }[];
}

/**
 * 100 bids (offers, collection bids, trait bids, entrustment orders) from 20 bidders whose balance cannot pay all of
 * their bids, and 100 listings from 20 sellers (three of whom also bid), sent at once, interleaved, on one
 * collection; then the listings left re-priced down while 20 more bids arrive. `apps` spreads the calls over several server instances (one each by default).
 */
export async function runRace(
  server: TestServer,
  symbol: string,
  apps: (FastifyInstance | undefined)[] = [undefined],
): Promise<Race> {
  const collectionId = await newCollection(server, symbol);
  const bidders = await users(server, `${symbol.toLowerCase()}-bidder`, 20);
  // three bidders sell too: their own listings must never fill their own bids
  const sellers = [...bidders.slice(0, 3), ...(await users(server, `${symbol.toLowerCase()}-seller`, 17))];
  for (const bidder of bidders) await fund(server, bidder.id, 'USDT', '25');
  const holdings: Holding[] = [];
  for (let k = 0; k < 100; k += 1) {
    const owner = sellers[k % 20]!;
    const tokenId = String(k + 1);
    const background = BACKGROUNDS[k % 3]!;
    holdings.push({
      owner,
      tokenId,
      background,
      itemId: await mint(server, collectionId, owner.id, tokenId, background),
    });
  }

  const jobs: { label: string; run: () => Promise<{ status: number; code: number; msg: string }> }[] = [];
  for (let j = 0; j < 100; j += 1) {
    const bidder = bidders[j % 20]!;
    const app = apps[j % apps.length];
    // prices 3 .. 12.5 in halves, spread so that many bids meet many listings
    const price = new BigNumber(3).plus(((j * 7) % 20) / 2).toFixed();
    const shape = j % 5;
    if (shape === 0) {
      // an offer on a token someone else holds
      let target = holdings[(j * 13) % 100]!;
      if (target.owner.id === bidder.id) target = holdings[((j * 13) % 100) + 1]!;
      jobs.push({
        label: `offer ${j} @${price} on #${target.tokenId}`,
        run: () => placeBid(server.post, bidder, { kind: 'offer', symbol, price, token_id: target.tokenId }, app),
      });
    } else if (shape === 1 || shape === 3) {
      const kind = shape === 1 ? 'collection' : 'entrust';
      jobs.push({
        label: `${kind} ${j} @${price} x2`,
        run: () => placeBid(server.post, bidder, { kind, symbol, price, quantity: 2 }, app),
      });
    } else {
      const background = shape === 2 ? 'Gold' : 'Blue';
      jobs.push({
        label: `trait ${j} Background=${background} @${price} x${shape === 2 ? 1 : 2}`,
        run: () =>
          placeBid(
            server.post,
            bidder,
            { kind: 'trait', symbol, price, quantity: shape === 2 ? 1 : 2, trait: ['Background', background] },
            app,
          ),
      });
    }
    const holding = holdings[(j * 37) % 100]!;
    const ask = new BigNumber(2).plus(((j * 11) % 30) / 2).toFixed();
    jobs.push({
      label: `listing ${j} #${holding.tokenId} @${ask}`,
      run: () => listOn(server.post, holding.owner, holding.itemId, ask, apps[(j + 1) % apps.length]),
    });
  }
  const run = (batch: typeof jobs) =>
    Promise.all(
      batch.map(async (job) => {
        const res = await job.run();
        return { label: job.label, status: res.status, code: res.code, msg: res.msg };
      }),
    );
  const answers = await run(jobs);

  // then every listing still open is re-priced down by 4 while 20 more collection bids at 6 arrive: a re-priced
  // listing must fill the best bid it now meets, as a new one does
  const open = await server.db.query<{ order_no: string; user_id: number; price: string }>(
    `SELECT o.order_no, o.user_id, o.price::text AS price FROM market_orders o
      WHERE o.collection_id = $1 AND o.side = 'sell' AND o.status = 'open' ORDER BY o.id`,
    [collectionId],
  );
  const again: typeof jobs = [];
  for (const [k, listing] of open.entries()) {
    const owner = sellers.find((seller) => seller.id === Number(listing.user_id))!;
    const price = BigNumber.max('0.5', new BigNumber(listing.price).minus(4)).toFixed();
    const app = apps[k % apps.length];
    again.push({
      label: `change ${listing.order_no} @${price}`,
      run: () =>
        server.post(
          nftMarket.change.path,
          { order_no: listing.order_no, price },
          { token: owner.token, ...(app ? { app } : {}) },
        ),
    });
    if (k < 20)
      again.push({
        label: `collection late ${k} @6`,
        run: () =>
          placeBid(server.post, bidders[k]!, { kind: 'collection', symbol, price: '6' }, apps[(k + 1) % apps.length]),
      });
  }
  answers.push(...(await run(again)));
  return { bidders, sellers, holdings, answers };
}

/**
 * The book's invariants for one collection, from the tables: every trade paid (its ledger legs as the split says),
 * no token sold twice or lost, holdings and listings agree, no one bought from themselves, every order's filled
 * quantity equals its trades, no live funded bid crossed with an open listing it matches, and the ledger's own
 * invariants. Returns the problems found (empty when sound).
 */
export async function bookProblems(server: TestServer, symbol: string): Promise<string[]> {
  const q: Queryable = server.db;
  const problems: string[] = [];
  const [collection] = await q.query<{ id: number }>('SELECT id FROM nft_collections WHERE symbol = $1', [symbol]);
  const id = Number(collection!.id);
  const add = (label: string, rows: unknown[]) => {
    if (rows.length > 0) problems.push(`${label}: ${JSON.stringify(rows.slice(0, 5))}`);
  };

  add(
    'trade without its ledger legs',
    await q.query(
      `SELECT tr.trade_no FROM market_trades tr
        WHERE tr.collection_id = $1 AND (
          tr.transaction_id IS NULL
          OR NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = tr.transaction_id
                          AND e.user_id = tr.buyer_id AND e.part = 'available'
                          AND e.amount = -(tr.price * tr.quantity + tr.buyer_fee))
          OR NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = tr.transaction_id
                          AND e.user_id = tr.seller_id AND e.part = 'available'
                          AND e.amount = tr.price * tr.quantity - tr.seller_fee - tr.royalty)
          OR (SELECT sum(e.amount) FROM ledger_entries e WHERE e.transaction_id = tr.transaction_id) <> 0)`,
      [id],
    ),
  );
  add(
    'trade with itself',
    await q.query('SELECT trade_no FROM market_trades WHERE collection_id = $1 AND buyer_id = seller_id', [id]),
  );
  add(
    'ERC721 token not held exactly once',
    await q.query(
      `SELECT token_id, sum(amount)::int AS editions, count(*) FILTER (WHERE amount > 0)::int AS holders
         FROM nft_items WHERE collection_id = $1 AND erc_type = 'ERC721' GROUP BY token_id
       HAVING sum(amount) <> 1 OR count(*) FILTER (WHERE amount > 0) <> 1`,
      [id],
    ),
  );
  add(
    'holding whose listed editions are not its open listings',
    await q.query(
      `SELECT i.id, i.amount, i.listed, coalesce(sum(o.remaining), 0)::int AS open
         FROM nft_items i LEFT JOIN market_orders o ON o.item_id = i.id AND o.status = 'open' AND o.side = 'sell'
        WHERE i.collection_id = $1 GROUP BY i.id
       HAVING i.listed <> coalesce(sum(o.remaining), 0) OR i.listed > i.amount`,
      [id],
    ),
  );
  add(
    'open listing of editions its seller no longer holds',
    await q.query(
      `SELECT o.order_no FROM market_orders o JOIN nft_items i ON i.id = o.item_id
        WHERE o.collection_id = $1 AND o.side = 'sell' AND o.status = 'open'
          AND (i.owner_user_id <> o.user_id OR i.amount < o.remaining)`,
      [id],
    ),
  );
  add(
    'order whose filled quantity is not its trades',
    await q.query(
      `SELECT o.order_no, o.side, o.quantity, o.remaining, o.status,
              coalesce((SELECT sum(tr.quantity) FROM market_trades tr
                         WHERE (o.side = 'sell' AND tr.order_id = o.id) OR (o.side = 'buy' AND tr.bid_order_id = o.id)), 0)::int AS traded
         FROM market_orders o WHERE o.collection_id = $1
          AND (o.quantity - o.remaining <> coalesce((SELECT sum(tr.quantity) FROM market_trades tr
                 WHERE (o.side = 'sell' AND tr.order_id = o.id) OR (o.side = 'buy' AND tr.bid_order_id = o.id)), 0)
               OR (o.status = 'filled') <> (o.remaining = 0))`,
      [id],
    ),
  );
  add(
    'bid fill above the bid or below the listing',
    await q.query(
      `SELECT tr.trade_no, tr.price, b.price AS bid, l.price AS ask FROM market_trades tr
         JOIN market_orders b ON b.id = tr.bid_order_id
         LEFT JOIN market_orders l ON l.id = tr.order_id AND l.side = 'sell'
        WHERE tr.collection_id = $1 AND (tr.price > b.price OR (l.id IS NOT NULL AND tr.price < l.price)
          OR tr.buyer_id <> b.user_id)`,
      [id],
    ),
  );
  add(
    'live funded bid crossed with an open listing it matches',
    await q.query(
      `SELECT o.order_no AS bid, o.price AS bid_price, l.order_no AS listing, l.price AS ask
         FROM market_orders o ${BID_COST_JOINS}
         JOIN market_orders l ON l.collection_id = o.collection_id AND l.side = 'sell' AND l.status = 'open'
          AND l.price <= o.price AND l.user_id <> o.user_id
         JOIN nft_tokens t ON t.collection_id = l.collection_id AND t.token_id = l.token_id
        WHERE o.collection_id = $1 AND ${FUNDED_BID_SQL} AND ${BID_MATCHES_TOKEN_SQL}`,
      [id],
    ),
  );
  problems.push(...(await ledgerProblems(server)));
  return problems;
}

/**
 * What each kind of call may answer in the race besides the bids' codes: a listing is always placed; a re-price may
 * find its listing sold meanwhile (closed).
 */
const EXPECTED: Record<string, number[]> = {
  listing: [0],
  change: [0, Codes.MARKET_ORDER_CLOSED, Codes.MARKET_ORDER_NOT_FOUND],
};

/** Answers of a race that are neither accepted nor an expected refusal, and every HTTP 5xx. */
export function unexpectedAnswers(race: Race): string[] {
  return race.answers
    .filter((a) => a.status >= 500 || !(EXPECTED[a.label.split(' ')[0]!] ?? BID_RACE_CODES).includes(a.code))
    .map((a) => `${a.label}: HTTP ${a.status} ${a.code} ${a.msg}`);
}
