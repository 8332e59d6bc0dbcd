import type { CollectionSummary, Goods, Listing, MarketUser } from '@/contract/nftMarket/types';
import type { ServerLang } from '@/contract';
import type { Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';
import { dec, epoch } from '../wallet/money';

/**
 * The market's read model shared by every call: a token as grids show it (`Goods`), a collection's summary, a
 * listing. `t` is nft_tokens, `c` nft_collections; `$1` is the request's language in every query built here.
 */

export const collectionName = (lang = '$1') => `coalesce(c.name ->> ${lang}, c.name ->> 'en')`;

/** A market decimal (numeric as text) for JSON, or null. */
export const decOrNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined ? null : dec(value);

export const GOODS_COLUMNS = `c.symbol, ${collectionName()} AS collection_name, c.verified, t.token_id, t.name,
  t.image, t.erc_type, t.best_price::text AS price, t.best_symbol AS price_symbol,
  (SELECT o.order_no FROM market_orders o
    WHERE o.collection_id = t.collection_id AND o.token_id = t.token_id AND o.status = 'open' AND o.side = 'sell'
    ORDER BY o.price, o.id LIMIT 1) AS order_no,
  t.listed_quantity, t.rarity_rank, t.last_price::text AS last_price, ${epoch('t.listed_at')} AS listed_at`;

export type GoodsRow = Omit<Goods, 'listed_at'> & { listed_at: string | number | null };

export const goodsOut = (row: GoodsRow): Goods => ({
  symbol: row.symbol,
  collection_name: row.collection_name,
  verified: Boolean(row.verified),
  token_id: row.token_id,
  name: row.name,
  image: row.image,
  erc_type: row.erc_type,
  price: decOrNull(row.price),
  price_symbol: row.price_symbol,
  order_no: row.order_no,
  listed_quantity: Number(row.listed_quantity),
  rarity_rank: row.rarity_rank === null ? null : Number(row.rarity_rank),
  last_price: decOrNull(row.last_price),
  listed_at: row.listed_at === null ? null : Number(row.listed_at),
});

/** One token as Goods, or null. */
export async function goodsOf(q: Queryable, lang: ServerLang, symbol: string, tokenId: string) {
  const [row] = await q.query<GoodsRow & { collection_id: number }>(
    `SELECT ${GOODS_COLUMNS}, t.collection_id FROM nft_tokens t JOIN nft_collections c ON c.id = t.collection_id
      WHERE c.symbol = $2 AND t.token_id = $3`,
    [lang, symbol.trim().toUpperCase(), tokenId],
  );
  return row ? { goods: goodsOut(row), collectionId: Number(row.collection_id) } : null;
}

export interface CollectionRow {
  id: number;
  symbol: string;
  name: string;
  description: string;
  image: string;
  banner: string;
  verified: boolean;
  spam: boolean;
  erc_type: CollectionSummary['erc_type'];
  chain_name: string;
  contract_address: string;
  royalty_rate: string;
  creator_user_id: number | null;
  game: string;
  tags: string[];
  floor_price: string | null;
}

/** A collection by symbol (any case), with its current floor, or 33033. */
export async function collectionOf(q: Queryable, lang: ServerLang, symbol: string): Promise<CollectionRow> {
  const [row] = await q.query<CollectionRow>(
    `SELECT c.id, c.symbol, ${collectionName()} AS name, coalesce(c.description ->> $1, c.description ->> 'en') AS description,
        c.image, c.banner, c.verified, c.spam, c.erc_type, c.chain_name, c.contract_address, c.royalty_rate::text AS royalty_rate,
        c.creator_user_id, c.game, c.tags,
        (SELECT min(best_price)::text FROM nft_tokens WHERE collection_id = c.id) AS floor_price
       FROM nft_collections c WHERE c.symbol = $2`,
    [lang, symbol.trim().toUpperCase()],
  );
  if (!row) throw new ApiError(Codes.NFT_COLLECTION_NOT_FOUND, 'nft_collection_not_found');
  return { ...row, id: Number(row.id) };
}

/** The coin prices of the market are quoted in (the first of `market_fees`). */
export const MARKET_COIN = 'USDT';

/** The columns of a CollectionSummary from nft_collections `c` (`$1` is the language), for lists of collections. */
export const SUMMARY_COLUMNS = `c.symbol, ${collectionName()} AS name, c.image, c.verified, c.spam, c.erc_type,
  c.chain_name, c.royalty_rate::text AS royalty_rate,
  (SELECT min(best_price)::text FROM nft_tokens WHERE collection_id = c.id) AS floor_price`;

export type SummaryRow = Pick<
  CollectionRow,
  'symbol' | 'name' | 'image' | 'verified' | 'spam' | 'erc_type' | 'chain_name' | 'royalty_rate' | 'floor_price'
>;

export const summaryOut = (row: SummaryRow): CollectionSummary => ({
  symbol: row.symbol,
  name: row.name,
  image: row.image,
  verified: Boolean(row.verified),
  spam: Boolean(row.spam),
  erc_type: row.erc_type,
  chain_name: row.chain_name,
  royalty_rate: dec(row.royalty_rate),
  floor_price: decOrNull(row.floor_price),
  price_symbol: MARKET_COIN,
});

/** Columns of a Listing from market_orders `o` joined to the seller `u`; `$2` is the viewer's id (or 0). */
export const LISTING_COLUMNS = `o.order_no, u.nickname, u.pay_id, o.price::text AS price, o.symbol AS price_symbol,
  o.remaining, ${epoch('o.created_at')} AS created_at, o.user_id = $2 AS mine`;

export type ListingRow = Omit<Listing, 'seller' | 'created_at'> &
  MarketUser & { created_at: string | number; mine: boolean };

export const listingOut = (row: ListingRow): Listing => ({
  order_no: row.order_no,
  seller: { nickname: row.nickname, pay_id: row.pay_id },
  price: dec(row.price),
  price_symbol: row.price_symbol,
  remaining: Number(row.remaining),
  created_at: Number(row.created_at),
  mine: Boolean(row.mine),
});

/** A page of rows: `page`/`page_size` with the market's default of 12 (the client's grid page), and the SQL offset. */
export const MARKET_PAGE_SIZE = 12;
export function marketPage(body: { page?: number | undefined; page_size?: number | undefined }) {
  const page = body.page ?? 1;
  const pageSize = body.page_size ?? MARKET_PAGE_SIZE;
  return { page, page_size: pageSize, offset: (page - 1) * pageSize };
}

/** LIKE pattern of user text: its wildcards escaped. */
export const likePattern = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
