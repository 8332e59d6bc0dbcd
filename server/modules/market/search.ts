import type { MarketSearchReq, MarketSort } from '@/contract/nftMarket/types';
import type { ServerLang } from '@/contract';
import type { Queryable, SqlParam } from '../../db';
import { GOODS_COLUMNS, goodsOut, likePattern, marketPage, type GoodsRow } from './goods';

/**
 * search: tokens by collection, words, type, status, price range, traits and game, in one of five orders. Every
 * condition and order is served by an index of 070_market.sql (the price orders by nft_tokens_price_idx, traits by
 * the GIN index over attributes), so a page stays fast on a market of 100,000 listings (bench/market-search.ts).
 */

const ORDER: Record<MarketSort, string> & Record<number, string | undefined> = {
  1: 't.listed_at DESC NULLS LAST',
  2: 't.best_price ASC NULLS LAST',
  3: 't.best_price DESC NULLS LAST',
  4: 't.created_at DESC',
  5: 't.rarity_rank ASC NULLS LAST',
};
/**
 * With status listed every row has a price and a listing time, so NULLS LAST changes nothing there, and without it
 * the B-tree indexes serve the order (a backward scan gives DESC NULLS FIRST): the default search of 100,000 listings
 * reads 12 rows instead of sorting all of them (bench/market-search.ts: 155 ms → 0.3 ms for the page on PGlite).
 */
const ORDER_LISTED: Record<MarketSort, string> & Record<number, string | undefined> = {
  1: 't.listed_at DESC',
  2: 't.best_price ASC',
  3: 't.best_price DESC',
  4: 't.created_at DESC',
  5: 't.rarity_rank ASC NULLS LAST',
};
/** Ties in a stable order, so that pages never repeat or skip a token. */
const TIE = 't.collection_id, length(t.token_id), t.token_id';

/** A trait value as it may be stored: the text, and the number when the text is one (`{"value": 7}`). */
function traitCandidates(traitType: string, value: string): string[] {
  const candidates = [JSON.stringify([{ trait_type: traitType, value }])];
  if (/^-?(0|[1-9][0-9]{0,14})(\.[0-9]+)?$/.test(value))
    candidates.push(JSON.stringify([{ trait_type: traitType, value: Number(value) }]));
  return candidates;
}

export function searchWhere(body: MarketSearchReq, params: SqlParam[]): string[] {
  const add = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filter = body.filter ?? {};
  const where: string[] = [];
  if (!filter.show_spam) where.push('NOT c.spam');
  const symbols = [...(body.symbol ? [body.symbol] : []), ...(body.symbols ?? [])].map((s) => s.trim().toUpperCase());
  // One collection by id, looked up once: the planner sees `collection_id = <constant>` and reads that collection's
  // rows in the requested order (nft_tokens_collection_price_idx, nft_tokens_collection_listed_at_idx) instead of the
  // whole market's order until it has found a page of the collection's rows.
  if (symbols.length === 1)
    where.push(`t.collection_id = (SELECT id FROM nft_collections WHERE symbol = ${add(symbols[0]!)})`);
  else if (symbols.length)
    where.push(
      `t.collection_id = ANY(ARRAY(SELECT id FROM nft_collections WHERE symbol = ANY(${add(symbols)}::text[])))`,
    );
  if ((filter.status ?? 'listed') === 'listed') where.push('t.best_price IS NOT NULL');
  if (filter.erc_type) where.push(`t.erc_type = ${add(filter.erc_type)}`);
  if (filter.min_price) where.push(`t.best_price >= ${add(filter.min_price)}::numeric`);
  if (filter.max_price) where.push(`t.best_price <= ${add(filter.max_price)}::numeric`);
  if (filter.game) where.push(`c.game = ${add(filter.game)}`);
  for (const trait of filter.attributes ?? []) {
    const any = trait.values.flatMap((value) =>
      traitCandidates(trait.trait_type, value).map((json) => `t.attributes @> ${add(json)}::jsonb`),
    );
    where.push(`(${any.join(' OR ')})`);
  }
  const title = body.title?.trim();
  if (title) {
    const pattern = add(likePattern(title));
    // the token's name, its number, the collection's symbol or its name in any language
    // (the collections whose symbol or name match are found once, not once for every token)
    where.push(
      `(t.name ILIKE ${pattern} OR t.token_id ILIKE ${pattern} OR t.collection_id = ANY(ARRAY(
         SELECT m.id FROM nft_collections m WHERE m.symbol ILIKE ${pattern}
             OR EXISTS (SELECT 1 FROM jsonb_each_text(m.name) AS names WHERE names.value ILIKE ${pattern}))))`,
    );
  }
  return where;
}

/** How long a search's count serves its later pages. */
export const COUNT_REUSE_MS = 60_000;
const COUNT_REUSE_MAX = 1_000;
/** Per database: the last count of each search (its SQL conditions and parameters) and when it was taken. */
const counts = new WeakMap<object, Map<string, { count: number; at: number }>>();

/**
 * The number of results. Page 1 always counts (a search, a new filter or a refresh is exact); infinite scroll's later
 * pages reuse the search's last count for a minute instead of counting the whole market again for every 12 cards
 * (bench/market-search.ts: the count of 100,000 listings is most of a page's time). The client reads the count of
 * page 1 only (SearchResults).
 */
async function countOf(q: Queryable, page: number, sql: string, params: SqlParam[], now = Date.now()) {
  let seen = counts.get(q);
  if (!seen) counts.set(q, (seen = new Map()));
  const key = JSON.stringify([sql, params]);
  const known = seen.get(key);
  if (page > 1 && known && now - known.at < COUNT_REUSE_MS) return known.count;
  const [row] = await q.query<{ count: number }>(sql, params);
  const count = Number(row?.count ?? 0);
  seen.delete(key);
  if (seen.size >= COUNT_REUSE_MAX) seen.delete(seen.keys().next().value!);
  seen.set(key, { count, at: now });
  return count;
}

export async function searchGoods(q: Queryable, lang: ServerLang, body: MarketSearchReq) {
  const { page, page_size, offset } = marketPage(body);
  const params: SqlParam[] = [lang];
  const where = searchWhere(body, params);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const order = (body.filter?.status ?? 'listed') === 'listed' ? ORDER_LISTED : ORDER;
  const from = 'FROM nft_tokens t JOIN nft_collections c ON c.id = t.collection_id';
  const [rows, count] = await Promise.all([
    q.query<GoodsRow>(
      `SELECT ${GOODS_COLUMNS} ${from} ${clause} ORDER BY ${order[body.sort ?? 1] ?? order[1]}, ${TIE}
        LIMIT ${page_size} OFFSET ${offset}`,
      params,
    ),
    // $1 (the language) is named so that both queries take the same parameters
    countOf(q, page, `SELECT count(*)::int AS count, $1::text AS lang ${from} ${clause}`, params),
  ]);
  return { page, page_size, count, list: rows.map(goodsOut) };
}
