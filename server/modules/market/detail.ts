import BigNumber from 'bignumber.js';
import type {
  CollectionDetail,
  CollectionStatsRes,
  GoodsInfo,
  GoodsTrait,
  MarketEvent,
  MarketEventsReq,
  MarketRange,
  TraitListRes,
} from '@/contract/nftMarket/types';
import type { NftAttribute } from '@/contract/nftCustody/types';
import type { ServerLang } from '@/contract';
import type { Queryable, SqlParam } from '../../db';
import { ApiError, Codes } from '../../errors';
import { currentPrices } from '../finance/prices';
import { dec, epoch } from '../wallet/money';
import { bestBidOf, traitTopBids } from './bids/best';
import {
  collectionName,
  collectionOf,
  decOrNull,
  goodsOf,
  LISTING_COLUMNS,
  listingOut,
  marketPage,
  summaryOut,
  type ListingRow,
} from './goods';

/** A token's page (goods_info), a collection's header (goods_symbol), its chart, traits and activity. */

const share = (count: number, total: number) => (total ? new BigNumber(count).div(total).toFixed(4) : '0');

/** Every trait value of a collection: how many tokens have it and the cheapest listing among them. */
async function traitCounts(q: Queryable, collectionId: number) {
  return q.query<{ trait_type: string; value: string; count: number; floor: string | null }>(
    `SELECT a ->> 'trait_type' AS trait_type, a ->> 'value' AS value, count(*)::int AS count,
            min(t.best_price)::text AS floor
       FROM nft_tokens t, jsonb_array_elements(t.attributes) a
      WHERE t.collection_id = $1
      GROUP BY 1, 2 ORDER BY 1, 3 DESC, 2`,
    [collectionId],
  );
}

async function tokenCount(q: Queryable, collectionId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM nft_tokens WHERE collection_id = $1', [
    collectionId,
  ]);
  return Number(row?.n ?? 0);
}

export async function traitList(q: Queryable, lang: ServerLang, symbol: string): Promise<TraitListRes> {
  const collection = await collectionOf(q, lang, symbol);
  const [[rows, topBids], total] = await Promise.all([
    traitCounts(q, collection.id).then(
      async (counts) => [counts, await traitTopBids(q, collection.id, counts)] as const,
    ),
    tokenCount(q, collection.id),
  ]);
  const traits = new Map<string, TraitListRes['traits'][number]>();
  for (const row of rows) {
    let trait = traits.get(row.trait_type);
    if (!trait) traits.set(row.trait_type, (trait = { trait_type: row.trait_type, values: [] }));
    trait.values.push({
      value: row.value,
      count: Number(row.count),
      share: share(Number(row.count), total),
      floor: decOrNull(row.floor),
      top_bid: topBids.get(`${row.trait_type}\u0000${row.value}`) ?? null,
    });
  }
  return { total, traits: [...traits.values()] };
}

export async function goodsInfo(
  q: Queryable,
  lang: ServerLang,
  viewer: number | null,
  symbol: string,
  tokenId: string,
): Promise<GoodsInfo> {
  const found = await goodsOf(q, lang, symbol, tokenId);
  if (!found) throw new ApiError(Codes.MARKET_GOODS_NOT_FOUND, 'market_goods_not_found');
  const { goods, collectionId } = found;
  const collection = await collectionOf(q, lang, goods.symbol);
  const me = viewer ?? 0;
  const [[token], counts, total, owners, listings, [mine], [favorites], prices, bestBid] = await Promise.all([
    q.query<{ attributes: NftAttribute[]; supply: number; owner_count: number }>(
      `SELECT t.attributes,
              (SELECT coalesce(sum(amount), 0)::int FROM nft_items WHERE collection_id = $1 AND token_id = $2) AS supply,
              (SELECT count(*)::int FROM nft_items WHERE collection_id = $1 AND token_id = $2 AND amount > 0) AS owner_count
         FROM nft_tokens t WHERE t.collection_id = $1 AND t.token_id = $2`,
      [collectionId, tokenId],
    ),
    traitCounts(q, collectionId),
    tokenCount(q, collectionId),
    q.query<{ nickname: string; pay_id: string; amount: number }>(
      `SELECT u.nickname, u.pay_id, i.amount FROM nft_items i JOIN users u ON u.id = i.owner_user_id
        WHERE i.collection_id = $1 AND i.token_id = $2 AND i.amount > 0 ORDER BY i.amount DESC, i.id LIMIT 20`,
      [collectionId, tokenId],
    ),
    q.query<ListingRow>(
      `SELECT ${LISTING_COLUMNS} FROM market_orders o JOIN users u ON u.id = o.user_id
        WHERE o.collection_id = $1 AND o.token_id = $3 AND o.status = 'open' AND o.side = 'sell'
        ORDER BY o.price, o.id LIMIT 20`,
      [collectionId, me, tokenId],
    ),
    q.query<{ item_id: number; amount: number; listable: number; listed: number }>(
      `SELECT id AS item_id, amount, amount - in_package - withdrawing - listed AS listable, listed
         FROM nft_items WHERE collection_id = $1 AND token_id = $2 AND owner_user_id = $3 AND amount > 0`,
      [collectionId, tokenId, me],
    ),
    q.query<{ count: number; mine: boolean }>(
      `SELECT count(*)::int AS count, coalesce(bool_or(user_id = $3), false) AS mine
         FROM favorite_tokens WHERE collection_id = $1 AND token_id = $2`,
      [collectionId, tokenId, me],
    ),
    goods.price_symbol ? currentPrices(q) : Promise.resolve(new Map<string, string>()),
    bestBidOf(q, viewer, { collectionId, tokenId }),
  ]);
  const byValue = new Map(counts.map((row) => [`${row.trait_type}\u0000${row.value}`, row]));
  const traits: GoodsTrait[] = (token?.attributes ?? []).map((attribute) => {
    const row = byValue.get(`${attribute.trait_type}\u0000${String(attribute.value)}`);
    const count = Number(row?.count ?? 0);
    return { ...attribute, count, share: share(count, total), floor: decOrNull(row?.floor) };
  });
  const usd = goods.price && goods.price_symbol ? prices.get(goods.price_symbol) : undefined;
  return {
    ...goods,
    description: collection.description,
    collection: summaryOut(collection),
    contract_address: collection.contract_address,
    chain_name: collection.chain_name,
    traits,
    rarity_total: total,
    supply: Number(token?.supply ?? 0),
    owner_count: Number(token?.owner_count ?? 0),
    owners: owners.map((row) => ({ nickname: row.nickname, pay_id: row.pay_id, amount: Number(row.amount) })),
    listings: listings.map(listingOut),
    usd_price: usd && goods.price ? dec(new BigNumber(goods.price).times(usd).toFixed(2)) : null,
    mine: mine
      ? {
          item_id: Number(mine.item_id),
          amount: Number(mine.amount),
          listable: Number(mine.listable),
          listed: Number(mine.listed),
        }
      : null,
    favorite: Boolean(favorites?.mine),
    favorite_count: Number(favorites?.count ?? 0),
    best_bid: bestBid,
  };
}

export async function collectionDetail(
  q: Queryable,
  lang: ServerLang,
  viewer: number | null,
  symbol: string,
): Promise<CollectionDetail> {
  const collection = await collectionOf(q, lang, symbol);
  const [[stats], [favorite]] = await Promise.all([
    q.query<{
      items: number;
      owners: number;
      listed: number;
      volume_24h: string;
      volume_7d: string;
      volume_all: string;
      sales_24h: number;
      average_24h: string | null;
      average_prev: string | null;
    }>(
      `SELECT (SELECT count(*)::int FROM nft_tokens WHERE collection_id = $1) AS items,
              (SELECT count(DISTINCT owner_user_id)::int FROM nft_items WHERE collection_id = $1 AND amount > 0) AS owners,
              (SELECT count(*)::int FROM nft_tokens WHERE collection_id = $1 AND best_price IS NOT NULL) AS listed,
              coalesce(sum(price * quantity) FILTER (WHERE created_at > now() - interval '24 hours'), 0)::text AS volume_24h,
              coalesce(sum(price * quantity) FILTER (WHERE created_at > now() - interval '7 days'), 0)::text AS volume_7d,
              coalesce(sum(price * quantity), 0)::text AS volume_all,
              (count(*) FILTER (WHERE created_at > now() - interval '24 hours'))::int AS sales_24h,
              (avg(price) FILTER (WHERE created_at > now() - interval '24 hours'))::text AS average_24h,
              (avg(price) FILTER (WHERE created_at <= now() - interval '24 hours'
                                    AND created_at > now() - interval '48 hours'))::text AS average_prev
         FROM market_trades WHERE collection_id = $1`,
      [collection.id],
    ),
    q.query<{ favorite: boolean }>(
      'SELECT true AS favorite FROM favorite_collections WHERE collection_id = $1 AND user_id = $2',
      [collection.id, viewer ?? 0],
    ),
  ]);
  const items = Number(stats?.items ?? 0);
  const listed = Number(stats?.listed ?? 0);
  const change =
    stats?.average_24h && stats.average_prev && !new BigNumber(stats.average_prev).isZero()
      ? new BigNumber(stats.average_24h).div(stats.average_prev).minus(1).toFixed(4)
      : null;
  return {
    ...summaryOut(collection),
    description: collection.description,
    banner: collection.banner,
    contract_address: collection.contract_address,
    game: collection.game,
    tags: collection.tags,
    items,
    owners: Number(stats?.owners ?? 0),
    listed,
    listed_share: share(listed, items),
    volume_24h: dec(stats?.volume_24h ?? '0'),
    volume_7d: dec(stats?.volume_7d ?? '0'),
    volume_all: dec(stats?.volume_all ?? '0'),
    sales_24h: Number(stats?.sales_24h ?? 0),
    price_change_24h: change,
    favorite: Boolean(favorite?.favorite),
  };
}

/** Chart buckets per range: hours for a day, 6 hours for a week, days for a month and for all time. */
const RANGES: Record<MarketRange, { bucket: number; span: string | null }> = {
  '24h': { bucket: 3600, span: '24 hours' },
  '7d': { bucket: 6 * 3600, span: '7 days' },
  '30d': { bucket: 86400, span: '30 days' },
  all: { bucket: 86400, span: null },
};

/** A collection's (or one token's) sales per bucket: floor, average, volume, count; empty buckets included. */
export async function collectionStats(
  q: Queryable,
  lang: ServerLang,
  symbol: string,
  range: MarketRange,
  tokenId?: string,
): Promise<CollectionStatsRes> {
  const collection = await collectionOf(q, lang, symbol);
  const { bucket, span } = RANGES[range];
  const start = span
    ? `now() - interval '${span}'`
    : `coalesce((SELECT min(created_at) FROM market_trades WHERE collection_id = $1), now() - interval '1 day')`;
  const rows = await q.query<{
    time: string;
    floor: string | null;
    average: string | null;
    volume: string;
    sales: number;
  }>(
    `WITH buckets AS (
       SELECT to_timestamp(floor(extract(epoch from s) / $2::int) * $2::int) AS at
         FROM generate_series(${start}, now(), make_interval(secs => $2::int)) AS s
     )
     SELECT ${epoch('b.at')} AS time, min(t.price)::text AS floor, round(avg(t.price), 6)::text AS average,
            coalesce(sum(t.price * t.quantity), 0)::text AS volume, count(t.id)::int AS sales
       FROM buckets b
       LEFT JOIN market_trades t ON t.collection_id = $1 AND ($3::text IS NULL OR t.token_id = $3)
        AND t.created_at >= b.at AND t.created_at < b.at + make_interval(secs => $2::int)
      GROUP BY b.at ORDER BY b.at`,
    [collection.id, bucket, tokenId ?? null],
  );
  return {
    range,
    price_symbol: 'USDT',
    bucket,
    points: rows.map((row) => ({
      time: Number(row.time),
      floor: decOrNull(row.floor),
      average: decOrNull(row.average),
      volume: dec(row.volume),
      sales: Number(row.sales),
    })),
  };
}

const EVENT_COLUMNS = `e.id, e.kind, c.symbol, ${collectionName()} AS collection_name, e.token_id, t.name, t.image,
  e.quantity, e.price::text AS price, e.symbol AS price_symbol, ${epoch('e.created_at')} AS created_at,
  f.nickname AS from_nickname, f.pay_id AS from_pay_id, r.nickname AS to_nickname, r.pay_id AS to_pay_id`;

type EventRow = Omit<MarketEvent, 'from' | 'to' | 'created_at' | 'id'> & {
  id: string | number;
  created_at: string | number;
  from_nickname: string | null;
  from_pay_id: string | null;
  to_nickname: string | null;
  to_pay_id: string | null;
};

/**
 * The activity feed: a collection's or token's events (symbol_order_history, sale_list), or the caller's own
 * (publish_history: where the caller listed, sold or bought). Newest first.
 */
export async function marketEvents(
  q: Queryable,
  lang: ServerLang,
  body: MarketEventsReq,
  options: { userId?: number; kinds?: string[] } = {},
) {
  const { page, page_size, offset } = marketPage(body);
  const params: SqlParam[] = [lang];
  const add = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (body.symbol) {
    const collection = await collectionOf(q, lang, body.symbol);
    where.push(`e.collection_id = ${add(collection.id)}`);
    if (body.token_id) where.push(`e.token_id = ${add(body.token_id)}`);
  } else where.push('NOT c.spam');
  const kinds = body.kinds?.length ? body.kinds : options.kinds;
  if (kinds?.length) where.push(`e.kind = ANY(${add(kinds)}::text[])`);
  if (options.userId !== undefined) {
    const me = add(options.userId);
    where.push(`(e.from_user_id = ${me} OR e.to_user_id = ${me})`);
  }
  const from = `FROM market_events e JOIN nft_collections c ON c.id = e.collection_id
    JOIN nft_tokens t ON t.collection_id = e.collection_id AND t.token_id = e.token_id
    LEFT JOIN users f ON f.id = e.from_user_id LEFT JOIN users r ON r.id = e.to_user_id
    WHERE ${where.join(' AND ')}`;
  const [rows, [count]] = await Promise.all([
    q.query<EventRow>(`SELECT ${EVENT_COLUMNS} ${from} ORDER BY e.id DESC LIMIT ${page_size} OFFSET ${offset}`, params),
    q.query<{ count: number }>(`SELECT count(*)::int AS count, $1::text AS lang ${from}`, params),
  ]);
  const user = (nickname: string | null, payId: string | null) =>
    nickname === null || payId === null ? null : { nickname, pay_id: payId };
  return {
    page,
    page_size,
    count: Number(count?.count ?? 0),
    list: rows.map((row): MarketEvent => ({
      id: Number(row.id),
      kind: row.kind,
      symbol: row.symbol,
      collection_name: row.collection_name,
      token_id: row.token_id,
      name: row.name,
      image: row.image,
      quantity: Number(row.quantity),
      price: decOrNull(row.price),
      price_symbol: row.price_symbol,
      from: user(row.from_nickname, row.from_pay_id),
      to: user(row.to_nickname, row.to_pay_id),
      created_at: Number(row.created_at),
    })),
  };
}
