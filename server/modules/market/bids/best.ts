import type { BestBid, BidKind } from '@/contract/nftMarket/types';
import type { Queryable } from '../../../db';
import { dec } from '../../wallet/money';
import { MARKET_COIN } from '../goods';
import { split } from '../trade';
import { feeCache } from './read';
import { BID_COST_JOINS, BID_MATCHES_TOKEN_SQL, BID_PRIORITY_SQL, FUNDED_BID_SQL } from './rules.sql';

/**
 * The best bids a token can be sold to now (sell now: goods_info, sell_search) and each trait value's top bid (the
 * trait filter). Only live bids their bidders can pay now count; a viewer's own bids are never their best bid.
 */

/** A token as `collection_id` and `token_id`. */
export interface TokenKey {
  collectionId: number;
  tokenId: string;
}

const keyOf = (collectionId: number | string, tokenId: string) => `${collectionId}\u0000${tokenId}`;

interface BestRow {
  collection_id: number | string;
  token_id: string;
  royalty_rate: string;
  order_no: string;
  kind: BidKind;
  bid_token_id: string | null;
  trait_type: string | null;
  trait_value: string | null;
  price: string;
  price_symbol: string;
  remaining: number;
  nickname: string;
  pay_id: string;
}

/**
 * The best payable bid of token `t` in one branch of the book: `where` narrows the bids to one index's prefix, and
 * BID_MATCHES_TOKEN_SQL still decides what matches. Walking the branch's index in priority order, the first bid its
 * bidder can pay is the branch's best, so only the bids above it are read.
 */
const branch = (where: string) => `(SELECT o.id, o.order_no, o.kind, o.token_id AS bid_token_id, o.trait_type,
      o.trait_value, o.price, o.symbol AS price_symbol, o.remaining, o.user_id
    FROM market_orders o ${BID_COST_JOINS}
   WHERE ${where} AND o.side = 'buy' AND o.status = 'open' AND o.symbol = $4 AND o.user_id <> $3
     AND ${BID_MATCHES_TOKEN_SQL} AND ${FUNDED_BID_SQL}
   ORDER BY ${BID_PRIORITY_SQL} LIMIT 1)`;

/**
 * Each token's best bid (highest price, then oldest; offers, collection and trait bids alike), in one query for all
 * of them; a token with none is absent from the map. `viewerId`'s own bids are left out. The three kinds of bid a
 * token matches are read apart, each down its own index (the offers on it, the collection's bids, each of its trait
 * values' bids), and the best of the three wins.
 */
export async function bestBids(
  q: Queryable,
  viewerId: number | null,
  tokens: TokenKey[],
): Promise<Map<string, BestBid>> {
  const found = new Map<string, BestBid>();
  if (!tokens.length) return found;
  const rows = await q.query<BestRow>(
    `SELECT t.collection_id, t.token_id, col.royalty_rate::text AS royalty_rate, b.order_no, b.kind, b.bid_token_id,
            b.trait_type, b.trait_value, b.price::text AS price, b.price_symbol, b.remaining, u.nickname, u.pay_id
       FROM unnest($1::bigint[], $2::text[]) AS k(collection_id, token_id)
       JOIN nft_tokens t ON t.collection_id = k.collection_id AND t.token_id = k.token_id
       JOIN nft_collections col ON col.id = t.collection_id
       CROSS JOIN LATERAL (
         SELECT * FROM (
           ${branch('o.collection_id = t.collection_id AND o.token_id = t.token_id')}
           UNION ALL
           ${branch('o.collection_id = t.collection_id AND o.token_id IS NULL AND o.trait_type IS NULL AND o.trait_value IS NULL')}
           UNION ALL
           SELECT tb.* FROM (SELECT DISTINCT a->>'trait_type' AS trait_type, a->>'value' AS trait_value
                               FROM jsonb_array_elements(CASE WHEN jsonb_typeof(t.attributes) = 'array'
                                      THEN t.attributes ELSE '[]' END) a) pair
           CROSS JOIN LATERAL ${branch(
             'o.collection_id = t.collection_id AND o.token_id IS NULL AND o.trait_type = pair.trait_type AND o.trait_value = pair.trait_value',
           )} tb
         ) o ORDER BY ${BID_PRIORITY_SQL} LIMIT 1) b
       JOIN users u ON u.id = b.user_id`,
    [tokens.map((token) => token.collectionId), tokens.map((token) => token.tokenId), viewerId ?? 0, MARKET_COIN],
  );
  const fees = feeCache(q);
  for (const row of rows) {
    const money = split(row.price, 1, await fees(row.price_symbol), row.royalty_rate);
    found.set(keyOf(row.collection_id, row.token_id), {
      order_no: row.order_no,
      kind: row.kind,
      scope: row.bid_token_id !== null ? 'token' : row.trait_type !== null ? 'trait' : 'collection',
      trait_type: row.trait_type,
      trait_value: row.trait_value,
      price: dec(row.price),
      price_symbol: row.price_symbol,
      proceeds: money.sellerGets.toFixed(),
      remaining: Number(row.remaining),
      bidder: { nickname: row.nickname, pay_id: row.pay_id },
    });
  }
  return found;
}

/** One token's best bid, or null. */
export async function bestBidOf(q: Queryable, viewerId: number | null, token: TokenKey): Promise<BestBid | null> {
  return (await bestBids(q, viewerId, [token])).get(keyOf(token.collectionId, token.tokenId)) ?? null;
}

/** The best bid of a token in a map from bestBids. */
export const bestBidIn = (map: Map<string, BestBid>, token: TokenKey): BestBid | null =>
  map.get(keyOf(token.collectionId, token.tokenId)) ?? null;

/**
 * The top bid of each of the collection's trait values `pairs` (the highest price among the trait bids their bidders
 * can pay now), keyed `trait_type \0 value`, in one query: each value's bids are read down the book's index, best
 * first, to the first one its bidder can pay.
 */
export async function traitTopBids(
  q: Queryable,
  collectionId: number,
  pairs: { trait_type: string; value: string }[],
): Promise<Map<string, string>> {
  if (!pairs.length) return new Map();
  const rows = await q.query<{ trait_type: string; trait_value: string; top: string }>(
    `SELECT p.trait_type, p.trait_value, b.price::text AS top
       FROM unnest($2::text[], $3::text[]) AS p(trait_type, trait_value)
       CROSS JOIN LATERAL (
         SELECT o.price FROM market_orders o ${BID_COST_JOINS}
          WHERE o.collection_id = $1 AND o.token_id IS NULL AND o.trait_type = p.trait_type
            AND o.trait_value = p.trait_value AND o.side = 'buy' AND o.status = 'open' AND o.symbol = $4
            AND ${FUNDED_BID_SQL}
          ORDER BY ${BID_PRIORITY_SQL} LIMIT 1) b`,
    [collectionId, pairs.map((pair) => pair.trait_type), pairs.map((pair) => pair.value), MARKET_COIN],
  );
  return new Map(rows.map((row) => [`${row.trait_type}\u0000${row.trait_value}`, dec(row.top)]));
}
