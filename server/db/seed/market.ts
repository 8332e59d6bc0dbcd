/**
 * The demo NFT market (docs/market.md): fees, the generated collections of marketData.ts with their tokens, holders,
 * open listings and four weeks of sales, on top of the collections seed.ts makes. Everything is drawn from seeded
 * PRNGs and dated relative to now(), so two seeds differ only in time (and in the random uids of new accounts).
 *
 * The seed runs at the start of every server test file and every e2e server, so the rows are planned in memory and
 * written with a handful of set-based statements (INSERT … SELECT FROM unnest of arrays): never one per row.
 */
import type { Queryable, SqlParam } from '../index';
import { createUser } from '../../modules/user/accounts';
import { postLedger, systemAccount } from '../../modules/finance/ledger';
import { fakeAddress } from './address';
import { SEED_NFT_MODULES } from './data';
import { random } from './images';
import {
  MARKET_COLLECTIONS,
  MARKET_FEES,
  MARKET_STUDIOS,
  MARKET_TRADERS,
  SEED_COLLECTION_MARKET,
  artPath,
  tokenTraits,
  type MarketCollection,
} from './marketData';

const DAY = 86_400;
/** Sales go back this far (or to the collection's launch). */
const HISTORY_DAYS = 28;
/** Open listings were placed within this many days. */
const LISTING_DAYS = 14;
/** Editions of each featured ERC1155 token the marketplace account lists. */
const FEATURED_EDITIONS = 10;

/** Plans: times are seconds before now(), prices decimal strings. */
interface TokenRow {
  collectionId: number;
  tokenId: string;
  name: string;
  image: string;
  erc: string;
  attributes: string;
  ago: number;
}
interface HoldingRow {
  collectionId: number;
  tokenId: string;
  owner: number;
  /** 0: a past owner's emptied holding, as a sale leaves it (the seller's row of a historic sell order) */
  amount: number;
  ago: number;
}
interface OrderRow {
  no: string;
  collectionId: number;
  tokenId: string;
  seller: number;
  quantity: number;
  price: string;
  symbol: string;
  createdAgo: number;
  /** set: a historic order, filled by one sale to `buyer` at `closedAgo`; unset: an open listing */
  sale?: { buyer: number; closedAgo: number };
}
interface Plan {
  tokens: TokenRow[];
  holdings: Map<string, HoldingRow>;
  orders: OrderRow[];
}

/** Cents to a decimal string (prices are planned in whole cents, never as fractional floats). */
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const cents = (usdt: number) => Math.max(1, Math.round(usdt * 100));
const seq = (prefix: string, n: number) => `${prefix}${String(n).padStart(6, '0')}`;

export async function seedMarket(q: Queryable): Promise<void> {
  await q.query(
    `INSERT INTO market_fees (symbol, buyer_fee_rate, seller_fee_rate, min_price, max_price)
     SELECT f.symbol, f.buyer, f.seller, f.min, f.max
       FROM unnest($1::text[], $2::numeric[], $3::numeric[], $4::numeric[], $5::numeric[]) AS f(symbol, buyer, seller, min, max)
      WHERE EXISTS (SELECT 1 FROM coins c WHERE c.symbol = f.symbol)`,
    columns(MARKET_FEES, (f) => [f.symbol, f.buyer, f.seller, f.min, f.max]),
  );
  const { studios, traders } = await seedAccounts(q);
  const existing = await marketSeedCollections(q, studios);
  const generated = await insertCollections(q, studios);

  const plan: Plan = { tokens: [], holdings: new Map(), orders: [] };
  const idOf = new Map([...existing, ...generated].map((c) => [c.symbol, Number(c.id)]));
  for (const collection of MARKET_COLLECTIONS) planGenerated(plan, collection, idOf.get(collection.symbol)!, traders);
  await planSeedCollections(q, plan, idOf, await systemAccount(q, 'market'), traders);
  await writePlan(q, plan);
  await refreshTokenSummaries(q);
  // the generated tokens were ranked as they were written (writePlan)
  for (const { id } of existing) await rankRarity(q, Number(id));
}

/** The studios (creators) and the traders, these funded with USDT from the ledger's funding account. */
async function seedAccounts(q: Queryable): Promise<{ studios: Map<string, number>; traders: number[] }> {
  const studios = new Map<string, number>();
  for (const studio of MARKET_STUDIOS)
    studios.set(studio.key, await createUser(q, { email: studio.email, nickname: studio.nickname }));
  const traders: number[] = [];
  for (const [i, nickname] of MARKET_TRADERS.entries())
    traders.push(await createUser(q, { email: `trader${String(i + 1).padStart(2, '0')}@seed.example`, nickname }));
  // whole USDT, whales first; one transaction, so the ledger still sums to zero per coin
  const funds = traders.map((_, i) => Math.round(60_000 / (i + 1) + 1_500));
  const funding = await systemAccount(q, 'funding');
  await postLedger(q, 'demo_funding', 'market traders', [
    { userId: funding, part: 'system', symbol: 'USDT', amount: `-${funds.reduce((sum, f) => sum + f, 0)}` },
    ...traders.map((userId, i) => ({ userId, part: 'available' as const, symbol: 'USDT', amount: `${funds[i]}` })),
  ]);
  return { studios, traders };
}

/** The collections of seed.ts join the market: verified, with creator, royalty, tags and a launch date. */
async function marketSeedCollections(q: Queryable, studios: Map<string, number>) {
  const existing = await q.query<{ id: number; symbol: string }>(
    `UPDATE nft_collections c SET verified = true, royalty_rate = v.royalty, creator_user_id = v.creator,
            tags = string_to_array(v.tags, ','), game = v.game, sort = v.sort,
            created_at = now() - make_interval(days => v.days)
       FROM unnest($1::text[], $2::numeric[], $3::bigint[], $4::text[], $5::text[], $6::int[], $7::int[])
            AS v(symbol, royalty, creator, tags, game, sort, days)
      WHERE c.symbol = v.symbol RETURNING c.id, c.symbol`,
    columns(Object.entries(SEED_COLLECTION_MARKET), ([symbol, m], i) => [
      symbol,
      m.royalty,
      studios.get(m.studio)!,
      m.tags.join(','),
      m.game ?? '',
      i + 1,
      m.launchedDaysAgo,
    ]),
  );
  // their tokens were made a moment ago by seed.ts: they date from the launch, older than the generated ones
  await q.query(
    `UPDATE nft_tokens t SET created_at = c.created_at FROM nft_collections c
      WHERE c.id = t.collection_id AND c.id = ANY($1::bigint[])`,
    [existing.map((c) => c.id)],
  );
  return existing;
}

async function insertCollections(q: Queryable, studios: Map<string, number>) {
  return q.query<{ id: number; symbol: string }>(
    `INSERT INTO nft_collections (symbol, name, description, image, banner, erc_type, chain_name, contract_address,
                                  verified, spam, royalty_rate, creator_user_id, game, tags, sort, created_at)
     SELECT g.symbol, g.name::jsonb, g.description::jsonb, g.image, g.banner, g.erc, g.chain, g.address, g.verified,
            g.spam, g.royalty, g.creator, g.game, string_to_array(g.tags, ','), g.sort, now() - make_interval(days => g.days)
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::boolean[], $10::boolean[], $11::numeric[], $12::bigint[], $13::text[], $14::text[], $15::int[], $16::int[])
            WITH ORDINALITY AS g(symbol, name, description, image, banner, erc, chain, address, verified, spam, royalty,
                                 creator, game, tags, sort, days, ord)
      ORDER BY g.ord RETURNING id, symbol`,
    columns(MARKET_COLLECTIONS, (c, i) => [
      c.symbol,
      JSON.stringify(c.name),
      JSON.stringify(c.description),
      artPath(c.symbol, 'cover'),
      artPath(c.symbol, 'banner'),
      c.erc,
      c.chain,
      fakeAddress(c.chain, c.symbol),
      c.verified ?? true,
      c.spam ?? false,
      c.royalty,
      studios.get(c.studio)!,
      c.game ?? '',
      c.tags.join(','),
      10 + i,
      c.launchedDaysAgo ?? 90,
    ]),
  );
}

/** Parallel arrays (one per column) of `rows`, the parameters of an unnest. */
function columns<T>(rows: T[], row: (item: T, index: number) => SqlParam[]): SqlParam[][] {
  const out: SqlParam[][] = [];
  rows.forEach((item, index) => row(item, index).forEach((value, column) => (out[column] ??= []).push(value)));
  return out;
}

/** A trader, the first ones far more often: a few whales hold much of every collection. */
const skewed = (rand: () => number, traders: number[]) => traders[Math.floor(traders.length * rand() ** 1.4)]!;

/** `k` distinct traders other than `not`. */
function distinctTraders(rand: () => number, traders: number[], k: number, not: number[]): number[] {
  const out: number[] = [];
  while (out.length < Math.min(k, traders.length - not.length)) {
    const pick = traders[Math.floor(rand() * traders.length)]!;
    if (!out.includes(pick) && !not.includes(pick)) out.push(pick);
  }
  return out;
}

/**
 * A price premium by rarity (the score of RARITY, in floats: only prices depend on it): the rarest 1 % of a
 * collection ask four times the floor, the commonest 60 % the floor itself (plus the noise of askPrice).
 */
function premiums(traits: { trait_type: string; value: string }[][]): number[] {
  const counts = new Map<string, number>();
  for (const token of traits)
    for (const t of token)
      counts.set(`${t.trait_type}:${t.value}`, (counts.get(`${t.trait_type}:${t.value}`) ?? 0) + 1);
  const scores = traits.map((token) =>
    token.reduce((sum, t) => sum + traits.length / counts.get(`${t.trait_type}:${t.value}`)!, 0),
  );
  const order = scores.map((score, i) => [score, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const premium: number[] = [];
  order.forEach(([, i], rank) => {
    const top = rank / traits.length;
    premium[i] = top < 0.01 ? 3 : top < 0.05 ? 1.2 : top < 0.15 ? 0.5 : top < 0.4 ? 0.15 : 0;
  });
  return premium;
}

/** What a sale `ago` seconds back fetched: the floor moved by the collection's trend, with a slow wobble and noise. */
function historicPrice(
  floor: number,
  trend: number,
  phase: number,
  ago: number,
  premium: number,
  rand: () => number,
): string {
  const drift = 1 - (trend * ago) / (HISTORY_DAYS * DAY);
  const wobble = 1 + 0.06 * Math.sin(ago / (2.5 * DAY) + phase);
  return money(cents(floor * drift * wobble * (1 + premium * 0.8 + rand() * 0.3 - 0.05)));
}

/** An asking price: the floor, the rarity premium, up to 35 % on top and now and then a hopeful outlier. */
function askPrice(floor: number, premium: number, rand: () => number): string {
  const hope = rand() < 0.03 ? 2 + rand() * 4 : 1;
  return money(cents(floor * (1 + premium + rand() * 0.35) * hope));
}

function addHolding(plan: Plan, row: HoldingRow) {
  const key = `${row.collectionId}:${row.tokenId}:${row.owner}`;
  const held = plan.holdings.get(key);
  if (!held) plan.holdings.set(key, row);
  else held.amount += row.amount;
}

/**
 * The sales of one ERC721 token as a chain of owners ending with its holder today: earlier owners sold it on one
 * after another, each sale a filled sell order of the seller's (now empty) holding, between `oldest` and `newest`.
 */
function planChain(
  plan: Plan,
  rand: () => number,
  token: { collectionId: number; tokenId: string; owner: number },
  sales: number,
  span: { oldest: number; newest: number; mintAgo: number },
  price: (ago: number) => string,
  traders: number[],
): number {
  const sellers = distinctTraders(rand, traders, sales, [token.owner]);
  const times = sellers.map(() => span.newest + Math.floor(rand() * (span.oldest - span.newest))).sort((a, b) => b - a);
  let acquired = span.mintAgo;
  sellers.forEach((seller, j) => {
    addHolding(plan, { ...token, owner: seller, amount: 0, ago: acquired });
    const soldAgo = times[j]!;
    // listed some time after buying it, at most three days before it sold
    const createdAgo = soldAgo + 1 + Math.floor(rand() * Math.min(3 * DAY, Math.max(0, acquired - soldAgo - 1)));
    plan.orders.push({
      no: '',
      ...token,
      seller,
      quantity: 1,
      price: price(soldAgo),
      symbol: 'USDT',
      createdAgo,
      sale: { buyer: sellers[j + 1] ?? token.owner, closedAgo: soldAgo },
    });
    acquired = soldAgo;
  });
  return acquired;
}

function planGenerated(plan: Plan, c: MarketCollection, collectionId: number, traders: number[]) {
  const rand = random(`market:${c.symbol}`);
  const phase = rand() * Math.PI * 2;
  const launched = (c.launchedDaysAgo ?? 90) * DAY;
  const oldest = Math.min(HISTORY_DAYS * DAY, launched - 3_600);
  const listRate = c.spam ? 0.6 : 0.3;
  const traits = Array.from({ length: c.size }, (_, i) => tokenTraits(c, i + 1));
  const premium = premiums(traits);
  const salesOf = new Array<number>(c.size).fill(0);
  for (let s = 0; s < c.sales; s += 1) salesOf[Math.floor(rand() * c.size)]! += 1;

  for (let n = 1; n <= c.size; n += 1) {
    const tokenId = String(n);
    const mintAgo = launched - n * 20;
    plan.tokens.push({
      collectionId,
      tokenId,
      name: `${c.item} #${n}`,
      image: artPath(c.symbol, n),
      erc: c.erc,
      attributes: JSON.stringify(traits[n - 1]),
      ago: mintAgo,
    });
    const extra = premium[n - 1]!;
    const ask = () => askPrice(c.floor, extra, rand);
    const listedAgo = () => 300 + Math.floor(rand() * (Math.min(LISTING_DAYS * DAY, oldest - 600) - 300));
    const historic = (ago: number) => historicPrice(c.floor, c.trend, phase, ago, extra, rand);

    if (c.erc === 'ERC721') {
      const owner = skewed(rand, traders);
      const listing = rand() < listRate ? { createdAgo: listedAgo(), price: ask() } : null;
      const token = { collectionId, tokenId, owner };
      const newest = listing ? listing.createdAgo + 60 : 1_800;
      const acquired = planChain(plan, rand, token, salesOf[n - 1]!, { oldest, newest, mintAgo }, historic, traders);
      addHolding(plan, { ...token, amount: 1, ago: acquired });
      if (listing) plan.orders.push({ no: '', ...token, seller: owner, quantity: 1, symbol: 'USDT', ...listing });
      continue;
    }

    // ERC1155: a supply split among a few holders, each of whom may list a few editions
    const holders = distinctTraders(rand, traders, 2 + Math.floor(rand() * 4), []);
    let supply = 20 + Math.floor(rand() * 380);
    const holdings = holders.map((owner, i) => {
      const amount = i === holders.length - 1 ? supply : 1 + Math.floor(rand() * (supply - (holders.length - i)));
      supply -= amount;
      return { owner, amount };
    });
    holdings.forEach(({ owner, amount }) => {
      addHolding(plan, { collectionId, tokenId, owner, amount, ago: mintAgo });
      if (rand() < 0.25)
        plan.orders.push({
          no: '',
          collectionId,
          tokenId,
          seller: owner,
          quantity: 1 + Math.floor(rand() * Math.min(5, amount)),
          price: ask(),
          symbol: 'USDT',
          createdAgo: listedAgo(),
        });
    });
    for (let s = 0; s < salesOf[n - 1]!; s += 1)
      plan1155Sale(plan, rand, { collectionId, tokenId }, holdings, traders, oldest, historic);
  }
}

/** One sale of editions of an ERC1155 token to one of its holders today (so holdings never contradict the history). */
function plan1155Sale(
  plan: Plan,
  rand: () => number,
  token: { collectionId: number; tokenId: string },
  buyers: { owner: number; amount: number }[],
  traders: number[],
  oldest: number,
  price: (ago: number) => string,
) {
  const { owner: buyer, amount: held } = buyers[Math.floor(rand() * buyers.length)]!;
  const [seller] = distinctTraders(rand, traders, 1, [buyer]);
  const soldAgo = 1_800 + Math.floor(rand() * (oldest - 1_800));
  addHolding(plan, { ...token, owner: seller!, amount: 0, ago: oldest });
  plan.orders.push({
    no: '',
    ...token,
    seller: seller!,
    quantity: 1 + Math.floor(rand() * Math.min(3, held)),
    price: price(soldAgo),
    symbol: 'USDT',
    createdAgo: soldAgo + 60 + Math.floor(rand() * Math.min(2 * DAY, oldest - soldAgo)),
    sale: { buyer, closedAgo: soldAgo },
  });
}

/**
 * The collections of seed.ts: the marketplace account lists the items the featured rows show, at their price and
 * coin, and its other items have a sales history ending with its purchase. The demo users' items get no history.
 */
async function planSeedCollections(
  q: Queryable,
  plan: Plan,
  idOf: Map<string, number>,
  market: number,
  traders: number[],
) {
  const held = await q.query<{ collection_id: number; token_id: string; amount: number; erc_type: string }>(
    `SELECT collection_id, token_id, amount, erc_type FROM nft_items
      WHERE owner_user_id = $1 AND amount > 0 ORDER BY collection_id, length(token_id), token_id`,
    [market],
  );
  const picks = new Map(
    SEED_NFT_MODULES.flatMap((m) => m.picks).map(([symbol, n, price, coin]) => [
      `${idOf.get(symbol)}:${n}`,
      { price, coin },
    ]),
  );
  for (const [symbol, m] of Object.entries(SEED_COLLECTION_MARKET)) {
    const collectionId = idOf.get(symbol)!;
    const rand = random(`market:${symbol}`);
    const phase = rand() * Math.PI * 2;
    const oldest = Math.min(HISTORY_DAYS * DAY, m.launchedDaysAgo * DAY - 3_600);
    const mine = held.filter((h) => Number(h.collection_id) === collectionId);
    const salesOf = new Array<number>(mine.length).fill(0);
    for (let s = 0; s < m.sales && mine.length; s += 1) salesOf[Math.floor(rand() * mine.length)]! += 1;
    const historic = (ago: number) => historicPrice(m.floor, m.trend, phase, ago, 0, rand);

    mine.forEach((item, i) => {
      const token = { collectionId, tokenId: item.token_id, owner: market };
      const pick = picks.get(`${collectionId}:${item.token_id}`);
      const createdAgo = 3_600 + Math.floor(rand() * (LISTING_DAYS * DAY - 3_600));
      if (pick)
        plan.orders.push({
          no: '',
          ...token,
          seller: market,
          quantity: item.erc_type === 'ERC1155' ? FEATURED_EDITIONS : 1,
          price: pick.price,
          symbol: pick.coin,
          createdAgo,
        });
      if (item.erc_type === 'ERC721') {
        const span = { oldest, newest: pick ? createdAgo + 60 : 1_800, mintAgo: m.launchedDaysAgo * DAY };
        planChain(plan, rand, token, salesOf[i]!, span, historic, traders);
      } else {
        for (let s = 0; s < salesOf[i]!; s += 1)
          plan1155Sale(plan, rand, token, [{ owner: market, amount: item.amount }], traders, oldest, historic);
      }
    });
  }
}

/**
 * Writes the plan: tokens, holdings, orders (oldest first, so ids follow time as with real trading), the sales of
 * the filled ones, the activity feed, and the editions each open listing reserves.
 */
async function writePlan(q: Queryable, plan: Plan) {
  // Ranked as they are written (the plan holds every token of these collections): rewriting thousands of rows
  // afterwards would cost as much again, as each new row version updates every index of nft_tokens.
  await q.query(
    `WITH tokens AS (
       SELECT cid AS collection_id, token AS token_id, name, image, erc, attributes::jsonb AS attributes, ago
         FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[])
              AS t(cid, token, name, image, erc, attributes, ago)
     ), ${RARITY}
     INSERT INTO nft_tokens (collection_id, token_id, name, image, erc_type, attributes, created_at, rarity_score, rarity_rank)
     SELECT t.collection_id, t.token_id, t.name, t.image, t.erc, t.attributes, now() - make_interval(secs => t.ago),
            r.score, r.rank
       FROM tokens t JOIN ranked r USING (collection_id, token_id)`,
    columns(plan.tokens, (t) => [t.collectionId, t.tokenId, t.name, t.image, t.erc, t.attributes, t.ago]),
  );
  // the nft_items trigger finds each token made above
  await q.query(
    `INSERT INTO nft_items (collection_id, token_id, name, image, erc_type, owner_user_id, amount, attributes, created_at)
     SELECT t.collection_id, t.token_id, t.name, t.image, t.erc_type, h.owner, h.amount, t.attributes,
            now() - make_interval(secs => h.ago)
       FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::int[], $5::int[]) AS h(cid, token, owner, amount, ago)
       JOIN nft_tokens t ON t.collection_id = h.cid AND t.token_id = h.token`,
    columns([...plan.holdings.values()], (h) => [h.collectionId, h.tokenId, h.owner, h.amount, h.ago]),
  );

  const orders = plan.orders.sort((a, b) => b.createdAgo - a.createdAgo);
  let open = 0;
  let filled = 0;
  for (const order of orders) order.no = order.sale ? seq('LH', (filled += 1)) : seq('LS', (open += 1));
  await q.query(
    `INSERT INTO market_orders (order_no, side, kind, status, user_id, item_id, collection_id, token_id, quantity,
                                remaining, price, symbol, created_at, updated_at, closed_at)
     SELECT o.no, 'sell', 'fixed', CASE WHEN o.closed < 0 THEN 'open' ELSE 'filled' END, o.seller, i.id, o.cid, o.token,
            o.quantity, CASE WHEN o.closed < 0 THEN o.quantity ELSE 0 END, o.price, o.symbol,
            now() - make_interval(secs => o.created), now() - make_interval(secs => greatest(o.closed, 0)),
            CASE WHEN o.closed >= 0 THEN now() - make_interval(secs => o.closed) END
       FROM unnest($1::text[], $2::bigint[], $3::text[], $4::bigint[], $5::int[], $6::numeric[], $7::text[], $8::int[], $9::int[])
            WITH ORDINALITY AS o(no, cid, token, seller, quantity, price, symbol, created, closed, ord)
       JOIN nft_items i ON i.collection_id = o.cid AND i.token_id = o.token AND i.owner_user_id = o.seller
      ORDER BY o.ord`,
    columns(orders, (o) => [
      o.no,
      o.collectionId,
      o.tokenId,
      o.seller,
      o.quantity,
      o.price,
      o.symbol,
      o.createdAgo,
      o.sale ? o.sale.closedAgo : -1,
    ]),
  );

  // Imported history: these sales happened before the ledger knew the traders, so no money moved and
  // transaction_id stays NULL (a real trade references its ledger transaction). The fees and royalty are what the
  // trading code would have charged, rounded like it to the coin's decimals.
  const sales = orders.filter((o) => o.sale).sort((a, b) => b.sale!.closedAgo - a.sale!.closedAgo);
  await q.query(
    `INSERT INTO market_trades (trade_no, order_id, buyer_id, seller_id, collection_id, token_id, quantity, price, symbol,
                                buyer_fee, seller_fee, royalty, transaction_id, created_at)
     SELECT 'TH' || substr(o.order_no, 3), o.id, s.buyer, o.user_id, o.collection_id, o.token_id, o.quantity, o.price,
            o.symbol, round(o.price * o.quantity * f.buyer_fee_rate, k.decimals),
            round(o.price * o.quantity * f.seller_fee_rate, k.decimals),
            round(o.price * o.quantity * c.royalty_rate, k.decimals), NULL, o.closed_at
       FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS s(no, buyer, ord)
       JOIN market_orders o ON o.order_no = s.no
       JOIN nft_collections c ON c.id = o.collection_id
       JOIN market_fees f ON f.symbol = o.symbol
       JOIN coins k ON k.symbol = o.symbol
      ORDER BY s.ord`,
    columns(sales, (o) => [o.no, o.sale!.buyer]),
  );

  // the feed: each order's listing and each sale, in time order (the feeds read newest id first)
  await q.query(
    `INSERT INTO market_events (kind, collection_id, token_id, order_id, quantity, price, symbol, from_user_id,
                                to_user_id, created_at)
     SELECT kind, collection_id, token_id, order_id, quantity, price, symbol, from_user_id, to_user_id, created_at
       FROM (SELECT 'list' AS kind, collection_id, token_id, id AS order_id, quantity, price, symbol,
                    user_id AS from_user_id, NULL::bigint AS to_user_id, created_at
               FROM market_orders
             UNION ALL
             SELECT 'sale', collection_id, token_id, order_id, quantity, price, symbol, seller_id, buyer_id, created_at
               FROM market_trades) e
      ORDER BY created_at, kind, order_id`,
  );
  await q.query(
    `UPDATE nft_items i SET listed = i.listed + o.quantity
       FROM (SELECT item_id, sum(remaining)::int AS quantity FROM market_orders
              WHERE side = 'sell' AND status = 'open' GROUP BY item_id) o
      WHERE i.id = o.item_id`,
  );
}

/**
 * Every token's market summary (or a collection's): the cheapest open listing per edition (in the order the market's
 * readers pick it: price, then id), editions listed, when the cheapest was listed, the last sale. The trading code
 * keeps the same columns current per token as orders change; this is the bulk version for seeded rows.
 */
export async function refreshTokenSummaries(q: Queryable, collectionId?: number): Promise<void> {
  await q.query(
    `UPDATE nft_tokens t SET best_price = b.price, best_symbol = b.symbol, listed_at = b.created_at,
            listed_quantity = coalesce(b.quantity, 0), last_price = s.price, last_sold_at = s.created_at
       FROM nft_tokens x
       LEFT JOIN (SELECT collection_id, token_id, sum(remaining)::int AS quantity,
                         (array_agg(price ORDER BY price, id))[1] AS price,
                         (array_agg(symbol ORDER BY price, id))[1] AS symbol,
                         (array_agg(created_at ORDER BY price, id))[1] AS created_at
                    FROM market_orders WHERE side = 'sell' AND status = 'open' GROUP BY collection_id, token_id) b
              ON b.collection_id = x.collection_id AND b.token_id = x.token_id
       LEFT JOIN (SELECT DISTINCT ON (collection_id, token_id) collection_id, token_id, price, created_at
                    FROM market_trades ORDER BY collection_id, token_id, created_at DESC, id DESC) s
              ON s.collection_id = x.collection_id AND s.token_id = x.token_id
      WHERE t.collection_id = x.collection_id AND t.token_id = x.token_id
        AND ($1::bigint IS NULL OR x.collection_id = $1::bigint)
        -- only rows that change: a token never listed nor sold keeps its empty summary (and its row version)
        AND (b.token_id IS NOT NULL OR s.token_id IS NOT NULL OR x.best_price IS NOT NULL OR x.listed_quantity > 0
             OR x.last_price IS NOT NULL)`,
    [collectionId ?? null],
  );
}

/**
 * Rarity, as SQL common table expressions over a CTE `tokens` (collection_id, token_id, attributes) that holds whole
 * collections: `ranked` (collection_id, token_id, score, rank). A token's score is the sum over its traits of
 * (tokens in the collection / tokens with that trait value), so a rare value weighs much; rank 1 is the highest
 * score, ties by token id, so the ranks of a collection are 1..n without gaps.
 */
const RARITY = `sizes AS (
    SELECT collection_id, count(*)::numeric AS size FROM tokens GROUP BY collection_id
  ), traits AS (
    SELECT t.collection_id, t.token_id, a ->> 'trait_type' AS trait_type, a ->> 'value' AS value
      FROM tokens t, jsonb_array_elements(CASE jsonb_typeof(t.attributes) WHEN 'array' THEN t.attributes ELSE '[]' END) a
     WHERE jsonb_typeof(a) = 'object' AND a ? 'trait_type'
  ), counts AS (
    SELECT collection_id, trait_type, value, count(*) AS holders FROM traits GROUP BY 1, 2, 3
  ), scores AS (
    SELECT collection_id, token_id, sum(size / holders) AS score
      FROM traits JOIN counts USING (collection_id, trait_type, value) JOIN sizes USING (collection_id)
     GROUP BY 1, 2
  ), ranked AS (
    SELECT t.collection_id, t.token_id, round(coalesce(s.score, 0), 6) AS score,
           row_number() OVER (PARTITION BY t.collection_id
                              ORDER BY coalesce(s.score, 0) DESC, length(t.token_id), t.token_id) AS rank
      FROM tokens t LEFT JOIN scores s USING (collection_id, token_id)
  )`;

/** Ranks the tokens of every collection (or of one) by rarity: nft_tokens.rarity_score and rarity_rank (RARITY). */
export async function rankRarity(q: Queryable, collectionId?: number): Promise<void> {
  await q.query(
    `WITH tokens AS (
       SELECT collection_id, token_id, attributes FROM nft_tokens WHERE $1::bigint IS NULL OR collection_id = $1::bigint
     ), ${RARITY}
     UPDATE nft_tokens n SET rarity_score = r.score, rarity_rank = r.rank
       FROM ranked r WHERE n.collection_id = r.collection_id AND n.token_id = r.token_id`,
    [collectionId ?? null],
  );
}
