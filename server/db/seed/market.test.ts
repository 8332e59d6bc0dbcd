import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_TIMEOUT, createTestServer, type TestServer } from '../../testing/harness';
import { SEED_COLLECTIONS, SEED_MARKET_NICKNAME, SEED_NFT_MODULES } from './data';
import { rankRarity, refreshTokenSummaries } from './market';
import { MARKET_COLLECTIONS, artPath, tokenTraits } from './marketData';

// The market the seed builds: big enough to feel real, and consistent everywhere the trading code
// reads it (holdings, listings, the token summaries, sales, the ledger).
let server: TestServer;
const rows = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  server.db.query<T>(sql, params as never[]);

beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

describe('the seeded market', () => {
  it('has at least 20 collections and 5,000 tokens, one spam collection and one unverified', async () => {
    const [counts] = await rows<{ collections: number; tokens: number; spam: number; unverified: number }>(
      `SELECT (SELECT count(*) FROM nft_collections)::int AS collections, (SELECT count(*) FROM nft_tokens)::int AS tokens,
              (SELECT count(*) FROM nft_collections WHERE spam)::int AS spam,
              (SELECT count(*) FROM nft_collections WHERE NOT verified)::int AS unverified`,
    );
    expect(counts!.collections).toBeGreaterThanOrEqual(20);
    expect(counts!.tokens).toBeGreaterThanOrEqual(5000);
    expect(counts!.spam).toBe(1);
    expect(counts!.unverified).toBe(2); // the spam collection and one not verified yet
    const long = await rows<{ name: string }>(`SELECT name ->> 'en' AS name FROM nft_collections`);
    expect(long.some((c) => c.name.length >= 60)).toBe(true);
    const games = await rows<{ symbol: string }>(`SELECT symbol FROM nft_collections WHERE game = 'Seraph'`);
    expect(games.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the seed collections and verifies them, with a creator, royalty and tags', async () => {
    const seeded = await rows<{
      symbol: string;
      verified: boolean;
      creator: number | null;
      royalty: string;
      tags: string[];
    }>(
      `SELECT symbol, verified, creator_user_id AS creator, royalty_rate::text AS royalty, tags FROM nft_collections
        WHERE symbol = ANY($1::text[]) ORDER BY sort`,
      [SEED_COLLECTIONS.map((c) => c.symbol)],
    );
    expect(seeded.map((c) => c.symbol)).toEqual(SEED_COLLECTIONS.map((c) => c.symbol));
    for (const c of seeded) {
      expect(c.verified).toBe(true);
      expect(c.creator).not.toBeNull();
      expect(Number(c.royalty)).toBeGreaterThanOrEqual(0.025);
      expect(Number(c.royalty)).toBeLessThanOrEqual(0.05);
      expect(c.tags.length).toBeGreaterThan(0);
    }
    // their items stay two-trait (Edition, Number), as the custody screens and their tests know them
    const [astro] = await rows<{ traits: number }>(
      `SELECT jsonb_array_length(t.attributes) AS traits FROM nft_tokens t JOIN nft_collections c ON c.id = t.collection_id
        WHERE c.symbol = 'ASTRO' AND t.token_id = '1'`,
    );
    expect(astro!.traits).toBe(2);
  });

  it('gives every generated token three to six traits, drawn as marketData draws them, and its picture', async () => {
    const [bad] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM nft_tokens t JOIN nft_collections c ON c.id = t.collection_id
        WHERE c.symbol <> ALL($1::text[]) AND jsonb_array_length(t.attributes) NOT BETWEEN 3 AND 6`,
      [SEED_COLLECTIONS.map((c) => c.symbol)],
    );
    expect(bad!.n).toBe(0);
    const robot = MARKET_COLLECTIONS.find((c) => c.symbol === 'ROBOT')!;
    const [token] = await rows<{ name: string; image: string; attributes: unknown }>(
      `SELECT t.name, t.image, t.attributes FROM nft_tokens t JOIN nft_collections c ON c.id = t.collection_id
        WHERE c.symbol = 'ROBOT' AND t.token_id = '42'`,
    );
    expect(token).toEqual({ name: 'Robot #42', image: artPath('ROBOT', 42), attributes: tokenTraits(robot, 42) });
  });

  it('has fees for USDT and the other coins listings ask', async () => {
    const fees = await rows<{ symbol: string; buyer: string; seller: string; min: string }>(
      `SELECT symbol, buyer_fee_rate::text AS buyer, seller_fee_rate::text AS seller, min_price::text AS min
         FROM market_fees ORDER BY symbol`,
    );
    expect(fees.find((f) => f.symbol === 'USDT')).toEqual({
      symbol: 'USDT',
      buyer: '0.010000',
      seller: '0.020000',
      min: '0.010000000000000000',
    });
    const asked = await rows<{ symbol: string }>(
      `SELECT DISTINCT o.symbol FROM market_orders o LEFT JOIN market_fees f USING (symbol) WHERE f.symbol IS NULL`,
    );
    expect(asked).toEqual([]);
  });

  it('lists about a third of the tokens, each listing reserving its editions in its holding', async () => {
    const [share] = await rows<{ listed: number; tokens: number }>(
      `SELECT count(*) FILTER (WHERE best_price IS NOT NULL)::int AS listed, count(*)::int AS tokens FROM nft_tokens`,
    );
    expect(share!.listed / share!.tokens).toBeGreaterThan(0.25);
    expect(share!.listed / share!.tokens).toBeLessThan(0.4);
    // nft_items.listed is exactly what the open listings of the holding reserve, and within what it holds
    const mismatched = await rows(
      `SELECT i.id FROM nft_items i
         LEFT JOIN (SELECT item_id, sum(remaining) AS reserved FROM market_orders
                     WHERE side = 'sell' AND status = 'open' GROUP BY item_id) o ON o.item_id = i.id
        WHERE i.listed <> coalesce(o.reserved, 0) OR i.listed > i.amount`,
    );
    expect(mismatched).toEqual([]);
    // every listing is of its seller's holding of that token
    const foreign = await rows(
      `SELECT o.id FROM market_orders o JOIN nft_items i ON i.id = o.item_id
        WHERE i.owner_user_id <> o.user_id OR i.collection_id <> o.collection_id OR i.token_id <> o.token_id`,
    );
    expect(foreign).toEqual([]);
    const [spread] = await rows<{ days: number; prices: number }>(
      `SELECT (max(created_at)::date - min(created_at)::date) AS days, count(DISTINCT price)::int AS prices
         FROM market_orders WHERE status = 'open'`,
    );
    expect(spread!.days).toBeGreaterThanOrEqual(10);
    expect(spread!.prices).toBeGreaterThan(500);
  });

  it('names the marketplace account that sells the featured items by a nickname, not its internal name', async () => {
    const [seller] = await rows<{ nickname: string }>("SELECT nickname FROM users WHERE uid = 'system:market'");
    expect(seller!.nickname).toBe(SEED_MARKET_NICKNAME);
    expect(seller!.nickname).not.toMatch(/^market$/i);
  });

  it('lists the featured items of the home rows by the marketplace account, at their price and coin', async () => {
    const featured = await rows<{ symbol: string; token_id: string; price: string; coin: string }>(
      `SELECT c.symbol, o.token_id, o.price::text AS price, o.symbol AS coin FROM market_orders o
         JOIN nft_collections c ON c.id = o.collection_id JOIN users u ON u.id = o.user_id
        WHERE u.uid = 'system:market' AND o.status = 'open'`,
    );
    const picks = SEED_NFT_MODULES.flatMap((m) => m.picks);
    expect(featured).toHaveLength(picks.length);
    for (const [symbol, n, price, coin] of picks) {
      const listing = featured.find((f) => f.symbol === symbol && f.token_id === String(n));
      expect([symbol, n, Number(listing?.price), listing?.coin]).toEqual([symbol, n, Number(price), coin]);
    }
  });

  it('summarises every token: the cheapest open listing, editions listed, the last sale', async () => {
    const wrong = await rows(
      `SELECT t.collection_id, t.token_id FROM nft_tokens t
         LEFT JOIN (SELECT collection_id, token_id, min(price) AS price, sum(remaining)::int AS quantity
                      FROM market_orders WHERE side = 'sell' AND status = 'open' GROUP BY 1, 2) o
                USING (collection_id, token_id)
         LEFT JOIN (SELECT DISTINCT ON (collection_id, token_id) collection_id, token_id, price, created_at
                      FROM market_trades ORDER BY collection_id, token_id, created_at DESC, id DESC) s
                USING (collection_id, token_id)
        WHERE t.best_price IS DISTINCT FROM o.price OR t.listed_quantity <> coalesce(o.quantity, 0)
           OR (t.best_price IS NULL) <> (t.best_symbol IS NULL) OR (t.best_price IS NULL) <> (t.listed_at IS NULL)
           OR t.last_price IS DISTINCT FROM s.price OR t.last_sold_at IS DISTINCT FROM s.created_at`,
    );
    expect(wrong).toEqual([]);
  });

  it('ranks rarity 1..n in every collection, rarest first', async () => {
    const ranks = await rows<{ symbol: string; n: number; distinct: number; low: number; high: number }>(
      `SELECT c.symbol, count(*)::int AS n, count(DISTINCT t.rarity_rank)::int AS distinct, min(t.rarity_rank) AS low,
              max(t.rarity_rank) AS high
         FROM nft_tokens t JOIN nft_collections c ON c.id = t.collection_id GROUP BY c.symbol`,
    );
    for (const r of ranks) expect([r.symbol, r.distinct, r.low, r.high]).toEqual([r.symbol, r.n, 1, r.n]);
    const inverted = await rows(
      `SELECT 1 FROM nft_tokens a JOIN nft_tokens b ON b.collection_id = a.collection_id AND b.rarity_rank = a.rarity_rank + 1
        WHERE b.rarity_score > a.rarity_score`,
    );
    expect(inverted).toEqual([]);
  });

  it('has four weeks of sales, consistent with the orders, the fees and today’s holders', async () => {
    const [days] = await rows<{ trades: number; days: number; moved: number }>(
      `SELECT count(*)::int AS trades, count(DISTINCT date_trunc('day', created_at))::int AS days,
              count(transaction_id)::int AS moved FROM market_trades`,
    );
    expect(days!.trades).toBeGreaterThan(300);
    expect(days!.days).toBeGreaterThanOrEqual(21);
    expect(days!.moved).toBe(0); // imported history: no money moved
    const inconsistent = await rows(
      `SELECT t.id FROM market_trades t JOIN market_orders o ON o.id = t.order_id
         JOIN nft_collections c ON c.id = t.collection_id JOIN market_fees f ON f.symbol = t.symbol
        WHERE o.status <> 'filled' OR o.remaining <> 0 OR o.closed_at <> t.created_at OR o.user_id <> t.seller_id
           OR o.created_at >= t.created_at OR t.buyer_id = t.seller_id OR t.price <> o.price OR t.quantity <> o.quantity
           OR t.buyer_fee <> round(t.price * t.quantity * f.buyer_fee_rate, 6)
           OR t.seller_fee <> round(t.price * t.quantity * f.seller_fee_rate, 6)
           OR t.royalty <> round(t.price * t.quantity * c.royalty_rate, 6)`,
    );
    expect(inconsistent).toEqual([]);
    // an ERC721 token's last buyer holds it today, and nobody else does
    const stale = await rows(
      `SELECT s.collection_id, s.token_id FROM (
         SELECT DISTINCT ON (t.collection_id, t.token_id) t.collection_id, t.token_id, t.buyer_id
           FROM market_trades t JOIN nft_collections c ON c.id = t.collection_id WHERE c.erc_type = 'ERC721'
          ORDER BY t.collection_id, t.token_id, t.created_at DESC, t.id DESC) s
        WHERE NOT EXISTS (SELECT 1 FROM nft_items i WHERE i.collection_id = s.collection_id AND i.token_id = s.token_id
                            AND i.owner_user_id = s.buyer_id AND i.amount = 1)`,
    );
    expect(stale).toEqual([]);
    // the feed has a listing per order and a sale per trade
    const [feed] = await rows<{ lists: number; sales: number; orders: number; trades: number }>(
      `SELECT count(*) FILTER (WHERE kind = 'list')::int AS lists, count(*) FILTER (WHERE kind = 'sale')::int AS sales,
              (SELECT count(*) FROM market_orders)::int AS orders, (SELECT count(*) FROM market_trades)::int AS trades
         FROM market_events`,
    );
    expect([feed!.lists, feed!.sales]).toEqual([feed!.orders, feed!.trades]);
  });

  it('moves prices along a trend, so charts have a shape', async () => {
    const weeks = await rows<{ week: number; avg: string }>(
      `SELECT floor(extract(epoch from now() - t.created_at) / 604800)::int AS week, avg(t.price)::text AS avg
         FROM market_trades t JOIN nft_collections c ON c.id = t.collection_id
        WHERE c.symbol = 'BLADE' GROUP BY 1 ORDER BY 1`,
    );
    // BLADE rose by half over the four weeks
    expect(Number(weeks[0]!.avg)).toBeGreaterThan(Number(weeks[weeks.length - 1]!.avg));
  });

  it('funds the traders through the ledger, which still sums to zero per coin', async () => {
    const sums = await rows<{ symbol: string; total: string }>(
      'SELECT symbol, sum(amount)::text AS total FROM ledger_entries GROUP BY symbol',
    );
    for (const sum of sums) expect([sum.symbol, Number(sum.total)]).toEqual([sum.symbol, 0]);
    const traders = await rows<{ usdt: string; held: number }>(
      `SELECT b.available::text AS usdt,
              (SELECT count(*) FROM nft_items i WHERE i.owner_user_id = u.id AND i.amount > 0)::int AS held
         FROM users u JOIN balances b ON b.user_id = u.id AND b.symbol = 'USDT' WHERE u.email LIKE 'trader%@seed.example'`,
    );
    expect(traders.length).toBeGreaterThanOrEqual(30);
    for (const t of traders) expect(Number(t.usdt)).toBeGreaterThan(0);
    expect(traders.filter((t) => t.held > 0).length).toBeGreaterThanOrEqual(25);
  });

  it('computes the same ranks and summaries again with the shared helpers', async () => {
    const snapshot = () =>
      rows(
        `SELECT collection_id, token_id, rarity_rank, rarity_score::text, best_price::text, best_symbol, listed_quantity,
                listed_at, last_price::text, last_sold_at FROM nft_tokens ORDER BY collection_id, token_id`,
      );
    const before = await snapshot();
    await server.db.tx(async (q) => {
      await rankRarity(q);
      await refreshTokenSummaries(q);
    });
    expect(await snapshot()).toEqual(before);
  });
});
