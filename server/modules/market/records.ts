import type {
  Goods,
  OrderHistoryReq,
  SellSearchReq,
  SellableItem,
  SymbolCountRes,
  TradeHistoryReq,
} from '@/contract/nftMarket/types';
import type { ServerLang } from '@/contract';
import type { Queryable, SqlParam } from '../../db';
import {
  collectionName,
  decOrNull,
  GOODS_COLUMNS,
  goodsOut,
  likePattern,
  marketPage,
  SUMMARY_COLUMNS,
  summaryOut,
  type GoodsRow,
  type SummaryRow,
} from './goods';
import {
  feesOf,
  ORDER_COLUMNS,
  orderOut,
  ORDERS_FROM,
  TRADE_COLUMNS,
  tradeOut,
  TRADES_FROM,
  type OrderOutRow,
  type TradeRow,
} from './trade';
import { bestBidIn, bestBids } from './bids/best';

/** The caller's records: orders, trades, what they can list, favourites. Newest first, 12 a page. */

async function paged<T>(
  q: Queryable,
  select: string,
  from: string,
  order: string,
  params: SqlParam[],
  body: { page?: number | undefined; page_size?: number | undefined },
  out: (row: never) => T,
) {
  const { page, page_size, offset } = marketPage(body);
  const [rows, [count]] = await Promise.all([
    q.query(`SELECT ${select} ${from} ORDER BY ${order} LIMIT ${page_size} OFFSET ${offset}`, params),
    q.query<{ count: number }>(`SELECT count(*)::int AS count, $1::text AS lang ${from}`, params),
  ]);
  return { page, page_size, count: Number(count?.count ?? 0), list: rows.map((row) => out(row as never)) };
}

export async function orderHistory(q: Queryable, lang: ServerLang, userId: number, body: OrderHistoryReq) {
  const params: SqlParam[] = [lang, userId];
  let where = 'WHERE o.user_id = $2';
  if (body.status) where += ` AND o.status = $${params.push(body.status)}`;
  if (body.symbol) where += ` AND c.symbol = $${params.push(body.symbol.trim().toUpperCase())}`;
  const fees = await feesOf(q);
  return paged(q, ORDER_COLUMNS, `${ORDERS_FROM} ${where}`, 'o.id DESC', params, body, (row: OrderOutRow) =>
    orderOut(row, fees),
  );
}

/** Purchases (`buy`) or sales (`sell`) of the caller. */
export async function tradeHistory(
  q: Queryable,
  lang: ServerLang,
  userId: number,
  side: 'buy' | 'sell',
  body: TradeHistoryReq,
) {
  const params: SqlParam[] = [lang, userId];
  let where = `WHERE tr.${side === 'buy' ? 'buyer_id' : 'seller_id'} = $2`;
  if (body.symbol) where += ` AND c.symbol = $${params.push(body.symbol.trim().toUpperCase())}`;
  return paged(q, TRADE_COLUMNS, `${TRADES_FROM} ${where}`, 'tr.id DESC', params, body, (row: TradeRow) =>
    tradeOut(row, userId),
  );
}

/** The caller's holdings with what each can still list (sell_search, symbol_nft_list). */
export async function sellable(q: Queryable, lang: ServerLang, userId: number, body: SellSearchReq) {
  const params: SqlParam[] = [lang, userId];
  let where = 'WHERE i.owner_user_id = $2 AND i.amount > 0';
  if (body.symbol) where += ` AND c.symbol = $${params.push(body.symbol.trim().toUpperCase())}`;
  if (body.title?.trim()) {
    const n = params.push(likePattern(body.title));
    where += ` AND (t.name ILIKE $${n} OR c.symbol ILIKE $${n} OR t.token_id ILIKE $${n})`;
  }
  const from = `FROM nft_items i JOIN nft_collections c ON c.id = i.collection_id
    JOIN nft_tokens t ON t.collection_id = i.collection_id AND t.token_id = i.token_id ${where}`;
  const tokens = new Map<number, { collectionId: number; tokenId: string }>();
  const page = await paged(
    q,
    `${GOODS_COLUMNS}, i.id AS item_id, i.amount, i.amount - i.in_package - i.withdrawing - i.listed AS listable, i.listed,
     i.in_package AS in_game, i.withdrawing, i.collection_id AS holding_collection_id`,
    from,
    'i.id DESC',
    params,
    body,
    (
      row: GoodsRow & {
        item_id: number;
        amount: number;
        listable: number;
        listed: number;
        in_game: number;
        withdrawing: number;
        holding_collection_id: number;
      },
    ): SellableItem => {
      tokens.set(Number(row.item_id), { collectionId: Number(row.holding_collection_id), tokenId: row.token_id });
      return {
        item_id: Number(row.item_id),
        goods: goodsOut(row),
        amount: Number(row.amount),
        listable: Number(row.listable),
        listed: Number(row.listed),
        in_game: Number(row.in_game),
        withdrawing: Number(row.withdrawing),
        best_bid: null,
      };
    },
  );
  // each holding's best bid (sell now), for the whole page in one query
  const best = await bestBids(q, userId, [...tokens.values()]);
  for (const item of page.list) item.best_bid = bestBidIn(best, tokens.get(item.item_id)!);
  return page;
}

/** Collections the caller holds (`held`) or bought from (`bought`), with counts. */
export async function symbolCounts(
  q: Queryable,
  lang: ServerLang,
  userId: number,
  which: 'held' | 'bought' | 'favorite',
): Promise<SymbolCountRes> {
  const source = {
    held: 'SELECT collection_id, count(*) AS n FROM nft_items WHERE owner_user_id = $2 AND amount > 0 GROUP BY 1',
    bought: 'SELECT collection_id, count(*) AS n FROM market_trades WHERE buyer_id = $2 GROUP BY 1',
    favorite: 'SELECT collection_id, count(*) AS n FROM favorite_tokens WHERE user_id = $2 GROUP BY 1',
  }[which];
  const rows = await q.query<{ symbol: string; name: string; image: string; count: number }>(
    `SELECT c.symbol, ${collectionName()} AS name, c.image, s.n::int AS count
       FROM (${source}) s JOIN nft_collections c ON c.id = s.collection_id ORDER BY c.sort, c.symbol`,
    [lang, userId],
  );
  return { symbols: rows.map((row) => ({ ...row, count: Number(row.count) })) };
}

/** The caller's favourite tokens, newest first; `symbol`: of one collection. */
export async function favoriteGoods(
  q: Queryable,
  lang: ServerLang,
  userId: number,
  body: { page?: number; page_size?: number; symbol?: string },
) {
  const params: SqlParam[] = [lang, userId];
  let where = 'WHERE f.user_id = $2';
  if (body.symbol) where += ` AND c.symbol = $${params.push(body.symbol.trim().toUpperCase())}`;
  const from = `FROM favorite_tokens f JOIN nft_tokens t ON t.collection_id = f.collection_id AND t.token_id = f.token_id
    JOIN nft_collections c ON c.id = t.collection_id ${where}`;
  return paged(q, GOODS_COLUMNS, from, 'f.created_at DESC, f.token_id', params, body, (row: GoodsRow): Goods =>
    goodsOut(row),
  );
}

/** The most favourited tokens (goods_rank_list). */
export async function goodsRanking(q: Queryable, lang: ServerLang, body: { page?: number; page_size?: number }) {
  const from = `FROM (SELECT collection_id, token_id, count(*)::int AS favorite_count FROM favorite_tokens GROUP BY 1, 2) f
    JOIN nft_tokens t ON t.collection_id = f.collection_id AND t.token_id = f.token_id
    JOIN nft_collections c ON c.id = t.collection_id WHERE NOT c.spam`;
  return paged(
    q,
    `${GOODS_COLUMNS}, f.favorite_count`,
    from,
    'f.favorite_count DESC, t.collection_id, t.token_id',
    [lang],
    body,
    (row: GoodsRow & { favorite_count: number }) => ({ ...goodsOut(row), favorite_count: Number(row.favorite_count) }),
  );
}

/** The caller's favourite collections. */
export async function favoriteCollections(
  q: Queryable,
  lang: ServerLang,
  userId: number,
  body: { page?: number; page_size?: number },
) {
  const from = 'FROM favorite_collections f JOIN nft_collections c ON c.id = f.collection_id WHERE f.user_id = $2';
  return paged(q, SUMMARY_COLUMNS, from, 'f.created_at DESC', [lang, userId], body, summaryOut);
}

/** Collections by 7-day volume (nft_symbol_recommend_list), spam left out. */
export async function collectionRanking(q: Queryable, lang: ServerLang, body: { page?: number; page_size?: number }) {
  const from = `FROM nft_collections c LEFT JOIN LATERAL (
      SELECT coalesce(sum(price * quantity), 0) AS volume FROM market_trades
       WHERE collection_id = c.id AND created_at > now() - interval '7 days') v ON true
    WHERE NOT c.spam`;
  return paged(
    q,
    `${SUMMARY_COLUMNS}, v.volume::text AS volume_7d,
      (SELECT count(*)::int FROM nft_tokens WHERE collection_id = c.id) AS items,
      (SELECT count(DISTINCT owner_user_id)::int FROM nft_items WHERE collection_id = c.id AND amount > 0) AS owners`,
    from,
    'v.volume DESC, c.sort, c.symbol',
    [lang],
    body,
    (row: SummaryRow & { volume_7d: string; items: number; owners: number }) => ({
      ...summaryOut(row),
      volume_7d: decOrNull(row.volume_7d) ?? '0',
      items: Number(row.items),
      owners: Number(row.owners),
    }),
  );
}

/** Recently listed tokens (new_goods). */
export async function newGoods(q: Queryable, lang: ServerLang, body: { page?: number; page_size?: number }) {
  const from = `FROM nft_tokens t JOIN nft_collections c ON c.id = t.collection_id
    WHERE t.best_price IS NOT NULL AND NOT c.spam`;
  return paged(q, GOODS_COLUMNS, from, 't.listed_at DESC, t.collection_id, t.token_id', [lang], body, goodsOut);
}
