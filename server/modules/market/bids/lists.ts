import BigNumber from 'bignumber.js';
import type { FastifyInstance } from 'fastify';
import { offer } from '@/contract/offer';
import { quote } from '@/contract/quote';
import type { BidListReq, BidPageRes, BidsSummary, SentBidsRes } from '@/contract/offer/types';
import type { BidLadderRes, EntrustCheckRes, EntrustLine } from '@/contract/quote/types';
import type { ServerLang } from '@/contract';
import type { Queryable, SqlParam } from '../../../db';
import { ApiError, Codes } from '../../../errors';
import { defineHandler } from '../../../plugins/handler';
import { dec } from '../../wallet/money';
import { collectionOf, goodsOf, marketPage, MARKET_COIN } from '../goods';
import { feesOf, priceOf, split } from '../trade';
import { BID_COST_JOINS, BID_COST_SQL, FUNDED_BID_SQL, LIVE_BID_SQL } from './rules.sql';
import { BID_COLUMNS, BIDS_FROM, bidsOut, bidStatusSql, type BidRow } from './read';

/**
 * The read calls of bids (docs/market.md): a token's offers, the caller's sent and received bids with the total of
 * their open bids beside their balance, a collection's bid ladder, and what an entrustment order would buy now.
 * Others see only the bids their bidders can pay now; an owner sees their own with the status computed when read.
 */

/** A page of bids over BIDS_FROM: `where` with `$1` the language and `params` after it. */
async function bidPage(
  q: Queryable,
  lang: ServerLang,
  viewerId: number | null,
  where: string,
  params: SqlParam[],
  order: string,
  body: { page?: number | undefined; page_size?: number | undefined },
): Promise<BidPageRes> {
  const { page, page_size, offset } = marketPage(body);
  const all = [lang, ...params];
  const [rows, [count]] = await Promise.all([
    q.query<BidRow>(
      `SELECT ${BID_COLUMNS} ${BIDS_FROM} WHERE o.side = 'buy' AND ${where}
        ORDER BY ${order} LIMIT ${page_size} OFFSET ${offset}`,
      all,
    ),
    q.query<{ count: number }>(
      `SELECT count(*)::int AS count, $1::text AS lang ${BIDS_FROM} WHERE o.side = 'buy' AND ${where}`,
      all,
    ),
  ]);
  return { page, page_size, count: Number(count?.count ?? 0), list: await bidsOut(q, rows, viewerId) };
}

/** The filters of a bid list (`status` computed, `kind`, the collection's `symbol`), appended to `params`. */
function listFilters(body: BidListReq, params: SqlParam[], add = (value: SqlParam) => `$${params.push(value) + 1}`) {
  const where: string[] = [];
  if (body.status) where.push(bidStatusSql(body.status));
  if (body.kind) where.push(`o.kind = ${add(body.kind)}`);
  if (body.symbol) where.push(`c.symbol = ${add(body.symbol.trim().toUpperCase())}`);
  return where;
}

/**
 * The caller's open bids in `symbol` beside their available balance: remaining × cost over every live bid (the
 * unfunded too: they fill once the balance allows), how many there are and how many cannot be paid now.
 */
export async function bidsSummary(q: Queryable, userId: number, symbol = MARKET_COIN): Promise<BidsSummary> {
  const [row] = await q.query<{ open_total: string; open_count: number; unfunded_count: number; available: string }>(
    `SELECT coalesce(sum(o.remaining * ${BID_COST_SQL}), 0)::text AS open_total, count(o.id)::int AS open_count,
            (count(o.id) FILTER (WHERE NOT ${FUNDED_BID_SQL}))::int AS unfunded_count,
            coalesce((SELECT available FROM balances WHERE user_id = $1 AND account = 'spot' AND symbol = $2), 0)::text
              AS available
       FROM market_orders o ${BID_COST_JOINS}
      WHERE o.user_id = $1 AND o.symbol = $2 AND ${LIVE_BID_SQL}`,
    [userId, symbol],
  );
  return {
    price_symbol: symbol,
    open_total: dec(row?.open_total ?? '0'),
    open_count: Number(row?.open_count ?? 0),
    unfunded_count: Number(row?.unfunded_count ?? 0),
    available: dec(row?.available ?? '0'),
  };
}

/** The caller's bids, newest first; `kinds` limits them (quote_send_list: collection and trait bids). */
export async function sentBids(
  q: Queryable,
  lang: ServerLang,
  userId: number,
  body: BidListReq,
  kinds?: readonly string[],
): Promise<BidPageRes> {
  const params: SqlParam[] = [userId];
  const add = (value: SqlParam) => `$${params.push(value) + 1}`;
  const where = ['o.user_id = $2', ...listFilters(body, params, add)];
  if (kinds) where.push(`o.kind = ANY(${add([...kinds])}::text[])`);
  return bidPage(q, lang, userId, where.join(' AND '), params, 'o.id DESC', body);
}

/** The bids user `$2` sold to: accepted offers, quotes sold to now, bids their listing filled. */
const SOLD_TO = 'tr.bid_order_id FROM market_trades tr WHERE tr.seller_id = $2 AND tr.bid_order_id IS NOT NULL';

/**
 * Bids the caller received: live offers on tokens the caller holds now that their bidders can pay, and every bid
 * the caller sold to (accepted an offer, sold now to a quote, or listed into one). Newest first.
 */
export async function receivedBids(
  q: Queryable,
  lang: ServerLang,
  userId: number,
  body: BidListReq,
): Promise<BidPageRes> {
  const params: SqlParam[] = [userId];
  const add = (value: SqlParam) => `$${params.push(value) + 1}`;
  const where = [
    `o.user_id <> $2`,
    // found from the caller's holdings and sales (each down its index), not by looking at every bid
    `o.id IN (SELECT ob.id FROM nft_items i JOIN market_orders ob
                ON ob.collection_id = i.collection_id AND ob.token_id = i.token_id
               WHERE i.owner_user_id = $2 AND i.amount > 0 AND ob.status = 'open' AND ob.side = 'buy' AND ob.kind = 'offer'
              UNION SELECT ${SOLD_TO})
     AND (coalesce(fb.funded, false) OR o.id IN (SELECT ${SOLD_TO}))`,
    ...listFilters(body, params, add),
  ];
  return bidPage(q, lang, userId, where.join(' AND '), params, 'o.id DESC', body);
}

/** One token's live offers, best first: the ones their bidders can pay now, and the viewer's own whatever their state. */
export async function tokenOffers(
  q: Queryable,
  lang: ServerLang,
  viewerId: number | null,
  body: { symbol: string; token_id: string; page?: number | undefined; page_size?: number | undefined },
): Promise<BidPageRes> {
  const found = await goodsOf(q, lang, body.symbol, body.token_id);
  if (!found) throw new ApiError(Codes.MARKET_GOODS_NOT_FOUND, 'market_goods_not_found');
  const where = `o.collection_id = $2 AND o.token_id = $3 AND o.kind = 'offer' AND ${LIVE_BID_SQL}
    AND (coalesce(fb.funded, false) OR o.user_id = $4)`;
  return bidPage(
    q,
    lang,
    viewerId,
    where,
    [found.collectionId, body.token_id, viewerId ?? 0],
    'o.price DESC, o.id',
    body,
  );
}

/**
 * The condition "token `t` has this trait value", as the engine matches a trait bid (BID_MATCHES_TOKEN_SQL): the
 * value's text, so a number stored as a number matches its text.
 */
function traitSql(traitType: string, value: string, params: SqlParam[]): string {
  return `EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(t.attributes) = 'array'
      THEN t.attributes ELSE '[]' END) a WHERE a->>'trait_type' = $${params.push(traitType)} AND a->>'value' = $${params.push(value)})`;
}

/** `trait_type` and `trait_value` together or neither; a pair no token of the collection has is 33053. */
async function traitOf(
  q: Queryable,
  collectionId: number,
  body: { trait_type?: string | undefined; trait_value?: string | undefined },
): Promise<{ type: string; value: string } | null> {
  const type = body.trait_type;
  const value = body.trait_value;
  if (type === undefined && value === undefined) return null;
  if (type && value) {
    const params: SqlParam[] = [collectionId];
    const [known] = await q.query(
      `SELECT 1 FROM nft_tokens t WHERE t.collection_id = $1 AND ${traitSql(type, value, params)} LIMIT 1`,
      params,
    );
    if (known) return { type, value };
  }
  throw new ApiError(Codes.BID_TRAIT_UNKNOWN, 'bid_trait_unknown', { trait: `${type ?? ''}: ${value ?? ''}` });
}

/** Price levels shown of a ladder. */
export const LADDER_LEVELS = 50;

/**
 * A collection's bid ladder (its collection-wide bids) or one trait value's: the live bids their bidders can pay
 * now, by price level, best first.
 */
export async function bidLadder(
  q: Queryable,
  lang: ServerLang,
  body: { symbol: string; trait_type?: string | undefined; trait_value?: string | undefined },
): Promise<BidLadderRes> {
  const collection = await collectionOf(q, lang, body.symbol);
  const trait = await traitOf(q, collection.id, body);
  const params: SqlParam[] = [collection.id, MARKET_COIN];
  const traitWhere = trait
    ? `o.trait_type = $${params.push(trait.type)} AND o.trait_value = $${params.push(trait.value)}`
    : 'o.trait_type IS NULL AND o.trait_value IS NULL';
  const rows = await q.query<{ price: string; quantity: number; bidders: number }>(
    `SELECT o.price::text AS price, sum(o.remaining)::int AS quantity, count(DISTINCT o.user_id)::int AS bidders
       FROM market_orders o ${BID_COST_JOINS}
      WHERE o.collection_id = $1 AND o.token_id IS NULL AND ${traitWhere} AND o.side = 'buy' AND o.status = 'open'
        AND o.symbol = $2 AND ${FUNDED_BID_SQL}
      GROUP BY o.price ORDER BY o.price DESC LIMIT ${LADDER_LEVELS}`,
    params,
  );
  const levels = rows.map((row) => ({
    price: dec(row.price),
    quantity: Number(row.quantity),
    bidders: Number(row.bidders),
  }));
  return { price_symbol: MARKET_COIN, top_bid: levels[0]?.price ?? null, levels };
}

/**
 * What entrustment_make would do now: the listings of the collection (or of its tokens with the trait value) at or
 * below the price, cheapest first then oldest, that it buys at once up to `quantity` editions (never the caller's
 * own), what that costs with the buyer fee, and what is left standing.
 */
export async function entrustPreview(
  q: Queryable,
  lang: ServerLang,
  userId: number,
  body: {
    symbol: string;
    price: string;
    price_symbol?: string | undefined;
    quantity: number;
    trait_type?: string | undefined;
    trait_value?: string | undefined;
  },
): Promise<EntrustCheckRes> {
  const fees = await feesOf(q, body.price_symbol ?? MARKET_COIN);
  const price = priceOf(body.price, fees);
  const collection = await collectionOf(q, lang, body.symbol);
  const trait = await traitOf(q, collection.id, body);
  const params: SqlParam[] = [collection.id, fees.symbol, price.toFixed(), userId];
  const traitWhere = trait ? `AND ${traitSql(trait.type, trait.value, params)}` : '';
  // each listing gives at least one edition, so `quantity` rows are enough
  const rows = await q.query<{
    order_no: string;
    token_id: string;
    name: string;
    image: string;
    price: string;
    remaining: number;
  }>(
    `SELECT o.order_no, o.token_id, t.name, t.image, o.price::text AS price, o.remaining
       FROM market_orders o JOIN nft_tokens t ON t.collection_id = o.collection_id AND t.token_id = o.token_id
      WHERE o.collection_id = $1 AND o.side = 'sell' AND o.status = 'open' AND o.symbol = $2 AND o.price <= $3::numeric
        AND o.user_id <> $4 ${traitWhere}
      ORDER BY o.price, o.id LIMIT ${body.quantity}`,
    params,
  );
  const lines: EntrustLine[] = [];
  let left = body.quantity;
  let payNow = new BigNumber(0);
  for (const row of rows) {
    if (left === 0) break;
    const quantity = Math.min(left, Number(row.remaining));
    left -= quantity;
    payNow = payNow.plus(split(row.price, quantity, fees, collection.royalty_rate).buyerPays.toFixed());
    lines.push({
      order_no: row.order_no,
      token_id: row.token_id,
      name: row.name,
      image: row.image,
      price: dec(row.price),
      quantity,
    });
  }
  const summary = await bidsSummary(q, userId, fees.symbol);
  return {
    price_symbol: fees.symbol,
    lines,
    fill_now: body.quantity - left,
    pay_now: dec(payNow),
    rest: left,
    cost_each: split(price, 1, fees, collection.royalty_rate).buyerPays.toFixed(),
    available: summary.available,
    open_total: summary.open_total,
    enough: new BigNumber(summary.available).gte(payNow),
  };
}

/** The read calls of offers, quotes and entrustment. */
export function registerBidReadCalls(app: FastifyInstance): void {
  defineHandler(app, offer.offerList, {
    doc: {
      section: 'bids',
      notes:
        "one token's live offers, best first (highest price, then oldest); others see only offers their bidders can pay now, the viewer also their own (`mine`, with its status); 33040 unknown token",
    },
    handler: async ({ db, lang, session, body }) => tokenOffers(db, lang, session?.userId ?? null, body),
  });

  defineHandler(app, offer.offerSendList, {
    doc: {
      section: 'bids',
      notes:
        "the caller's bids of every kind, newest first; `status` (computed: unfunded = open but the available balance cannot pay one edition; expired = past `expires_at`), `kind`, `symbol` (collection); `summary`: remaining × cost over every live bid, in the market's coin, beside the available balance",
    },
    handler: async ({ db, lang, session, body }): Promise<SentBidsRes> => {
      const [page, summary] = await Promise.all([
        sentBids(db, lang, session.userId, body),
        bidsSummary(db, session.userId),
      ]);
      return { ...page, summary };
    },
  });

  defineHandler(app, offer.offerReceiveList, {
    doc: {
      section: 'bids',
      notes:
        'live offers on tokens the caller holds now (those their bidders can pay), and every bid the caller sold to; newest first; filters as offer_send_list',
    },
    handler: async ({ db, lang, session, body }) => receivedBids(db, lang, session.userId, body),
  });

  defineHandler(app, quote.quoteSendList, {
    doc: { section: 'bids', notes: "the caller's collection and trait bids and entrustment orders, newest first" },
    handler: async ({ db, lang, session, body }) => sentBids(db, lang, session.userId, body, ['quote', 'entrust']),
  });

  defineHandler(app, quote.quoteList, {
    doc: {
      section: 'bids',
      notes: `a collection's bids (or one trait value's, \`trait_type\` and \`trait_value\` together; 33053 otherwise) that their bidders can pay now, by price level, best first (at most ${LADDER_LEVELS}); 33033 unknown collection`,
    },
    handler: async ({ db, lang, body }) => bidLadder(db, lang, body),
  });

  defineHandler(app, quote.entrustmentCheck, {
    doc: {
      section: 'bids',
      notes:
        'what entrustment_make would do now (nothing is placed): the listings at or below `price`, cheapest then oldest, never the caller’s own, bought at once up to `quantity`; `pay_now` with the buyer fee, `rest` left standing; 33044 price, 33053 trait',
    },
    handler: async ({ db, lang, session, body }) => entrustPreview(db, lang, session.userId, body),
  });
}
