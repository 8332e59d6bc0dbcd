/**
 * A big market for the market benches (bench/market-search.ts, bench/market-grid.ts): `count` open listings on top of
 * the normal seed, in a few set-based statements (generate_series, never one statement per row). Four bench
 * collections share the count (half of it in the first one, so 100,000 listings put 50,000 tokens in BENCHAPE),
 * every token is ERC721, held by one of a few bench sellers and listed once (side sell, status open) at a price
 * above its collection's floor; nft_tokens carries the market summary (best_price, listed_quantity, listed_at), the
 * traits (five types, some values rarer than others) and a rarity rank, as the trading code and the seed keep them.
 * Pictures are the generated art of the seed's collections, so a browser gets real images.
 */
import type { Queryable } from '../server/db';
import { fakeAddress } from '../server/db/seed/address';
import { MARKET_COLLECTIONS, artPath } from '../server/db/seed/marketData';
import { postLedger, systemAccount } from '../server/modules/finance/ledger';
import { createUser } from '../server/modules/user/accounts';

/** Trait types and their values, commonest first (a token draws its value with a skew towards the first ones). */
export const BENCH_TRAITS: { type: string; values: string[] }[] = [
  { type: 'Background', values: ['Midnight', 'Dusk', 'Mint', 'Coral', 'Sand', 'Lilac', 'Gold', 'Void'] },
  {
    type: 'Fur',
    values: ['Brown', 'Black', 'Grey', 'Cream', 'Golden', 'Red', 'Blue', 'Zombie', 'Robot', 'Trippy'],
  },
  {
    type: 'Eyes',
    values: ['Bored', 'Sleepy', 'Angry', 'Wide', 'Crazy', 'Hypnotized', 'Laser', 'Closed', 'Cyborg', 'Heart'],
  },
  {
    type: 'Hat',
    values: [
      'None',
      'Beanie',
      'Cap',
      'Fez',
      'Halo',
      'Crown',
      'Bandana',
      'Helmet',
      'Party',
      'Cowboy',
      'Horns',
      'Safari',
    ],
  },
  { type: 'Mood', values: ['Calm', 'Curious', 'Grumpy', 'Excited', 'Enlightened'] },
];

export interface BenchCollection {
  symbol: string;
  /** The word of its token names: `Bench Ape #12`. */
  item: string;
  name: string;
  /** Share of the listings. */
  share: number;
  /** USDT: listings ask from here up to 2.5 times as much. */
  floor: number;
}

export const BENCH_COLLECTIONS: BenchCollection[] = [
  { symbol: 'BENCHAPE', item: 'Bench Ape', name: 'Bench Apes', share: 0.5, floor: 40 },
  { symbol: 'BENCHCAT', item: 'Bench Cat', name: 'Bench Cats', share: 0.25, floor: 12 },
  { symbol: 'BENCHBOT', item: 'Bench Bot', name: 'Bench Bots', share: 0.15, floor: 3 },
  { symbol: 'BENCHOWL', item: 'Bench Owl', name: 'Bench Owls', share: 0.1, floor: 0.5 },
];

/** Sellers the listings are spread over. */
const SELLERS = 8;

export interface BenchMarket {
  collections: { symbol: string; id: number; size: number }[];
  sellers: number[];
  /** How long the writes took, ms. */
  ms: number;
}

/** A uniform number in [0, 1) drawn from the token number `n` and a salt (SQL; deterministic across runs). */
const uniform = (salt: string) => `((hashint4(g.n * 64 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;

/**
 * Adds `count` open listings (and their tokens, holdings and sellers) to a seeded database. Not idempotent: call
 * it once on a fresh database.
 */
export async function seedBenchListings(q: Queryable, count: number): Promise<BenchMarket> {
  const started = Date.now();
  const sellers: number[] = [];
  for (let i = 1; i <= SELLERS; i += 1)
    sellers.push(await createUser(q, { email: `bench.seller${i}@bench.example`, nickname: `bench seller ${i}` }));

  const sizes = BENCH_COLLECTIONS.map((c) => Math.floor(count * c.share));
  sizes[0]! += count - sizes.reduce((sum, size) => sum + size, 0);
  const collections: BenchMarket['collections'] = [];
  for (const [index, c] of BENCH_COLLECTIONS.entries()) {
    const art = MARKET_COLLECTIONS[index % MARKET_COLLECTIONS.length]!;
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO nft_collections (symbol, name, description, image, banner, erc_type, chain_name, contract_address,
                                    verified, royalty_rate, creator_user_id, tags, sort, created_at)
       VALUES ($1, jsonb_build_object('en', $2::text), jsonb_build_object('en', 'A collection of the market bench.'),
               $3, $4, 'ERC721', $5, $6, true, 0.05, $7, '{pfp}', 100 + $8::int, now() - interval '120 days')
       RETURNING id`,
      [
        c.symbol,
        c.name,
        artPath(art.symbol, 'cover'),
        artPath(art.symbol, 'banner'),
        art.chain,
        fakeAddress(art.chain, c.symbol),
        sellers[0]!,
        index,
      ],
    );
    const id = Number(row!.id);
    collections.push({ symbol: c.symbol, id, size: sizes[index]! });

    // Each trait: `{"trait_type": …, "value": …}`, the value drawn with a skew (u^1.6) towards the commoner ones.
    const params: (string | number | string[])[] = [id, sizes[index]!, c.item, art.symbol, art.size, c.floor];
    const traits = BENCH_TRAITS.map((trait, k) => {
      params.push(trait.type, trait.values);
      const [type, values] = [`$${params.length - 1}::text`, `$${params.length}::text[]`];
      const pick = `1 + floor(cardinality(${values}) * power(${uniform(`${k * 8 + index}`)}, 1.6))::int`;
      return `jsonb_build_object('trait_type', ${type}, 'value', (${values})[${pick}])`;
    });
    await q.query(
      `INSERT INTO nft_tokens (collection_id, token_id, name, image, erc_type, attributes, rarity_rank, best_price,
                               best_symbol, listed_quantity, listed_at, created_at)
       SELECT $1::bigint, g.n::text, $3::text || ' #' || g.n, '/seed/art/' || $4::text || '/' || (1 + g.n % $5::int) || '.svg',
              'ERC721', jsonb_build_array(${traits.join(', ')}),
              row_number() OVER (ORDER BY ${uniform('63')}, g.n),
              round(($6::numeric * (1 + 1.5 * power(${uniform('62')}, 2))::numeric), 2), 'USDT', 1,
              now() - make_interval(secs => 300 + floor(${uniform('61')} * 14 * 86400)),
              now() - interval '120 days' + make_interval(secs => g.n)
         FROM generate_series(1, $2::int) AS g(n)`,
      params,
    );
  }
  const ids = collections.map((c) => c.id);
  // The holdings, each reserving its edition for the listing (the nft_items trigger finds every token made above).
  await q.query(
    `INSERT INTO nft_items (collection_id, token_id, name, image, erc_type, owner_user_id, amount, listed, attributes,
                            created_at)
     SELECT t.collection_id, t.token_id, t.name, t.image, t.erc_type,
            ($2::bigint[])[1 + (hashint4(t.token_id::int) & 2147483647) % cardinality($2::bigint[])], 1, 1,
            t.attributes, t.created_at
       FROM nft_tokens t WHERE t.collection_id = ANY($1::bigint[])`,
    [ids, sellers],
  );
  await q.query(
    `INSERT INTO market_orders (order_no, side, kind, status, user_id, item_id, collection_id, token_id, quantity,
                                remaining, price, symbol, created_at, updated_at)
     SELECT 'BN' || i.collection_id || '-' || i.token_id, 'sell', 'fixed', 'open', i.owner_user_id, i.id,
            i.collection_id, i.token_id, 1, 1, t.best_price, t.best_symbol, t.listed_at, t.listed_at
       FROM nft_items i JOIN nft_tokens t USING (collection_id, token_id)
      WHERE i.collection_id = ANY($1::bigint[])
      ORDER BY t.listed_at`,
    [ids],
  );
  return { collections, sellers, ms: Date.now() - started };
}

/** Bidders the bids are spread over; the last quarter have no money, so their bids are unfunded and skipped. */
const BIDDERS = 40;

export interface BenchBids {
  bidders: number[];
  /** How long the writes took, ms. */
  ms: number;
}

/**
 * Adds `count` open bids over the bench collections (shared as their listings are): half offers on one token (drawn
 * with a skew, so some tokens carry many), 30 % collection bids, 20 % trait bids on one value (drawn as tokens draw
 * theirs). Every bid is below its collection's floor, so none stands crossed with a listing (the sweep job would
 * otherwise fill them under the measurements). Three quarters of the bidders hold far more than their bids cost;
 * the rest hold nothing, so a quarter of the bids are unfunded: shown to no one, skipped by every best bid and
 * ladder. One statement for the bids, as for the listings.
 */
export async function seedBenchBids(q: Queryable, count: number, market: BenchMarket): Promise<BenchBids> {
  const started = Date.now();
  const bidders: number[] = [];
  for (let i = 1; i <= BIDDERS; i += 1)
    bidders.push(await createUser(q, { email: `bench.bidder${i}@bench.example`, nickname: `bench bidder ${i}` }));
  const funding = await systemAccount(q, 'bench_funding');
  for (const id of bidders.slice(0, (BIDDERS * 3) / 4))
    await postLedger(q, 'deposit', `bench:${id}`, [
      { userId: funding, part: 'system', symbol: 'USDT', amount: '-10000000' },
      { userId: id, part: 'available', symbol: 'USDT', amount: '10000000' },
    ]);
  // the collections by their share of the bids: cumulative bounds, ids, sizes, floors
  let bound = 0;
  const bounds = BENCH_COLLECTIONS.map((c) => (bound += c.share));
  const pick = (array: string) =>
    `(${array})[CASE ${bounds
      .slice(0, -1)
      .map((b, i) => `WHEN ${uniform('40')} < ${b} THEN ${i + 1}`)
      .join(' ')} ELSE ${bounds.length} END]`;
  const traits = JSON.stringify(BENCH_TRAITS);
  await q.query(
    `WITH draw AS (
       SELECT g.n, ${pick('$1::bigint[]')} AS collection_id, ${pick('$2::int[]')} AS size, ${pick('$3::numeric[]')} AS floor,
              ${uniform('41')} AS kind_u, ${uniform('42')} AS token_u, floor(${uniform('43')} * 5)::int AS trait_k,
              ${uniform('44')} AS value_u, ${uniform('45')} AS price_u, ${uniform('46')} AS quantity_u,
              ${uniform('47')} AS expiry_u, ${uniform('48')} AS age_u,
              ($4::bigint[])[1 + (hashint4(g.n * 64 + 49) & 2147483647) % cardinality($4::bigint[])] AS user_id
         FROM generate_series(1, $5::int) AS g(n)
     ), shaped AS (
       SELECT d.*, CASE WHEN kind_u < 0.5 THEN 'offer' WHEN kind_u < 0.8 THEN 'collection' ELSE 'trait' END AS shape,
              $6::jsonb -> trait_k AS trait
         FROM draw d
     )
     INSERT INTO market_orders (order_no, side, kind, status, user_id, collection_id, token_id, quantity, remaining,
                                price, symbol, expires_at, trait_type, trait_value, created_at, updated_at)
     SELECT 'BB' || s.n, 'buy', CASE WHEN s.shape = 'offer' THEN 'offer' ELSE 'quote' END, 'open', s.user_id,
            s.collection_id,
            CASE WHEN s.shape = 'offer' THEN (1 + floor(power(s.token_u, 2) * s.size))::int::text END,
            q.quantity, q.quantity, round(s.floor * (0.2 + 0.75 * s.price_u)::numeric, 2), 'USDT',
            now() + interval '1 day' + make_interval(secs => floor(s.expiry_u * 29 * 86400)),
            CASE WHEN s.shape = 'trait' THEN s.trait ->> 'type' END,
            CASE WHEN s.shape = 'trait' THEN s.trait -> 'values' ->> floor(jsonb_array_length(s.trait -> 'values')
              * power(s.value_u, 1.6))::int END,
            now() - make_interval(secs => floor(s.age_u * 14 * 86400)), now() - make_interval(secs => floor(s.age_u * 14 * 86400))
       FROM shaped s, LATERAL (SELECT CASE WHEN s.shape = 'offer' THEN 1 ELSE 1 + floor(s.quantity_u * 5)::int END AS quantity) q`,
    [
      market.collections.map((c) => c.id),
      market.collections.map((c) => c.size),
      BENCH_COLLECTIONS.map((c) => String(c.floor)),
      bidders,
      count,
      traits,
    ],
  );
  return { bidders, ms: Date.now() - started };
}
