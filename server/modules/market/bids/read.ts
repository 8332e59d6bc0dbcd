import type { Bid, BidStatus } from '@/contract/offer/types';
import type { ServerLang } from '@/contract';
import type { Queryable, SqlParam } from '../../../db';
import { ApiError, Codes } from '../../../errors';
import { dec, epoch } from '../../wallet/money';
import { collectionName } from '../goods';
import { feesOf, split, type Fees } from '../trade';
import { FUNDED_BID_SQL, LIVE_BID_SQL } from './rules.sql';

/**
 * Bids as their owners and others see them (docs/market.md). A bid's status is computed when read: the database
 * keeps open / filled / cancelled / expired, and an open bid is shown `expired` once past its expiry (the job closes
 * it later) and `unfunded` while its bidder's available balance cannot pay one edition.
 */

/**
 * Whether a bid row `o` is funded now, beside `c` the collection: the coin and its fees are read in a lateral join,
 * because the rules' fragments name the coin `c` too.
 */
export const BID_FUNDED_JOIN = `LEFT JOIN LATERAL (SELECT ${FUNDED_BID_SQL} AS funded
    FROM coins c JOIN market_fees f ON f.symbol = c.symbol WHERE c.symbol = o.symbol) fb ON true`;

/** The columns of a Bid from market_orders `o`, its collection `c`, token `t` (may be null), bidder `u`; `$1` lang. */
export const BID_COLUMNS = `o.id, o.order_no, o.kind, o.status AS db_status, o.user_id, c.symbol,
  ${collectionName()} AS collection_name, c.image AS collection_image, o.token_id, t.name, t.image,
  o.trait_type, o.trait_value, o.price::text AS price, o.symbol AS price_symbol, c.royalty_rate::text AS royalty_rate,
  o.quantity, o.remaining, u.nickname, u.pay_id, ${epoch('o.expires_at')} AS expires_at,
  ${epoch('o.created_at')} AS created_at, ${epoch('o.closed_at')} AS closed_at,
  (${LIVE_BID_SQL}) AS live, coalesce(fb.funded, false) AS funded`;

export const BIDS_FROM = `FROM market_orders o JOIN nft_collections c ON c.id = o.collection_id
  LEFT JOIN nft_tokens t ON t.collection_id = o.collection_id AND t.token_id = o.token_id
  JOIN users u ON u.id = o.user_id ${BID_FUNDED_JOIN}`;

/** A bid as read from the table: the answer's own fields as stored, and what its status and money are computed from. */
export type BidRow = Pick<
  Bid,
  | 'order_no'
  | 'kind'
  | 'symbol'
  | 'collection_name'
  | 'collection_image'
  | 'token_id'
  | 'name'
  | 'image'
  | 'trait_type'
  | 'trait_value'
  | 'price'
  | 'price_symbol'
  | 'quantity'
  | 'remaining'
> & {
  id: number | string;
  db_status: 'open' | 'filled' | 'cancelled' | 'expired';
  user_id: number | string;
  royalty_rate: string;
  nickname: string;
  pay_id: string;
  expires_at: number | string;
  created_at: number | string;
  closed_at: number | string | null;
  live: boolean;
  funded: boolean;
};

/** The status a bid row is shown with. */
export function bidStatus(row: Pick<BidRow, 'db_status' | 'live' | 'funded'>): BidStatus {
  switch (row.db_status) {
    case 'filled':
      return 'accepted';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    default:
      if (!row.live) return 'expired';
      return row.funded ? 'open' : 'unfunded';
  }
}

/**
 * The SQL condition a computed status filters by (for lists), over the columns of BIDS_FROM; a status the
 * schema does not know cannot reach here.
 */
export function bidStatusSql(status: BidStatus): string {
  return {
    open: `(${LIVE_BID_SQL} AND coalesce(fb.funded, false))`,
    unfunded: `(${LIVE_BID_SQL} AND NOT coalesce(fb.funded, false))`,
    accepted: "o.status = 'filled'",
    cancelled: "o.status = 'cancelled'",
    expired: "(o.status = 'expired' OR (o.status = 'open' AND o.expires_at <= now()))",
  }[status];
}

/** Fees per coin, read once per answer. */
export function feeCache(q: Queryable) {
  const cache = new Map<string, Promise<Fees>>();
  return (symbol: string) => {
    let fees = cache.get(symbol);
    if (!fees) {
      fees = feesOf(q, symbol);
      cache.set(symbol, fees);
    }
    return fees;
  };
}

/** A bid row as the contract's Bid; `viewerId` decides `mine`. */
export function bidOut(row: BidRow, fees: Fees, viewerId: number | null): Bid {
  const money = split(row.price, 1, fees, row.royalty_rate);
  const scope = row.token_id !== null ? 'token' : row.trait_type !== null ? 'trait' : 'collection';
  return {
    order_no: row.order_no,
    kind: row.kind,
    scope,
    status: bidStatus(row),
    symbol: row.symbol,
    collection_name: row.collection_name,
    collection_image: row.collection_image,
    token_id: row.token_id,
    name: row.name,
    image: row.image,
    trait_type: row.trait_type,
    trait_value: row.trait_value,
    price: dec(row.price),
    price_symbol: row.price_symbol,
    cost: money.buyerPays.toFixed(),
    proceeds: money.sellerGets.toFixed(),
    quantity: Number(row.quantity),
    remaining: Number(row.remaining),
    bidder: { nickname: row.nickname, pay_id: row.pay_id },
    mine: viewerId !== null && Number(row.user_id) === viewerId,
    expires_at: Number(row.expires_at),
    created_at: Number(row.created_at),
    closed_at: row.closed_at === null ? null : Number(row.closed_at),
  };
}

/** Rows of BIDS_FROM as Bids (fees read once per coin). */
export async function bidsOut(q: Queryable, rows: BidRow[], viewerId: number | null): Promise<Bid[]> {
  const fees = feeCache(q);
  return Promise.all(rows.map(async (row) => bidOut(row, await fees(row.price_symbol), viewerId)));
}

/** Bid rows matching `where` (over BIDS_FROM; `$1` is the language, then `params`). */
export async function bidRows(
  q: Queryable,
  lang: ServerLang,
  where: string,
  params: SqlParam[] = [],
  tail = '',
): Promise<BidRow[]> {
  return q.query<BidRow>(`SELECT ${BID_COLUMNS} ${BIDS_FROM} WHERE o.side = 'buy' AND ${where} ${tail}`, [
    lang,
    ...params,
  ]);
}

/**
 * One bid by its number as `viewerId` sees it, or 33041. Anyone may read a bid by number (offers and the ladder are
 * public); `mine` tells the owner's.
 */
export async function bidByNo(q: Queryable, lang: ServerLang, orderNo: string, viewerId: number | null): Promise<Bid> {
  const [row] = await bidRows(q, lang, 'o.order_no = $2', [orderNo]);
  if (!row) throw new ApiError(Codes.MARKET_ORDER_NOT_FOUND, 'market_order_not_found');
  return bidOut(row, await feesOf(q, row.price_symbol), viewerId);
}
