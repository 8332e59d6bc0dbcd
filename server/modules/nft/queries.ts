import type {
  CustodyItem,
  CustodyItemListRes,
  CustodySymbol,
  CustodySymbolDetail,
  NftAttributeGroup,
  NftBatch,
  NftBatchListRes,
  NftCustodyStatus,
  NftItemInfo,
} from '@/contract/nftCustody/types';
import type { ServerLang } from '@/contract';
import type { Queryable, SqlParam } from '../../db';
import { textInLang } from '../../i18n';

const WALLET = '(i.amount - i.in_package - i.withdrawing - i.listed)';
/** SQL condition "holds some of it in this place". */
export const STATUS_SQL: Record<NftCustodyStatus, string> = {
  wallet: `${WALLET} > 0`,
  package: 'i.in_package > 0',
  withdrawing: 'i.withdrawing > 0',
  listed: 'i.listed > 0',
};

/** The columns of a CustodyItem; `lang` is the placeholder of the request's language. */
const itemColumns = (lang = '$1') => `i.id AS item_id, c.symbol,
  coalesce(c.name ->> ${lang}, c.name ->> 'en') AS collection_name, i.token_id, i.name, i.image, i.erc_type,
  c.chain_name, c.contract_address, i.amount, ${WALLET} AS wallet_amount, i.in_package AS package_amount,
  i.withdrawing AS withdrawing_amount, i.listed AS listed_amount, i.attributes`;

type ItemRow = Omit<CustodyItem, 'status'>;
const withStatus = (row: ItemRow, status?: NftCustodyStatus): CustodyItem => ({
  ...row,
  status:
    status ??
    (row.listed_amount > 0
      ? 'listed'
      : row.withdrawing_amount > 0
        ? 'withdrawing'
        : row.package_amount > 0
          ? 'package'
          : 'wallet'),
});

export interface ItemFilter {
  symbols?: string[];
  status?: NftCustodyStatus;
  ercType?: string;
  keyword?: string;
  itemIds?: number[];
  /** Items of collections marked as spam too (hidden unless the user asks: spam airdrops would bury the rest). */
  showSpam?: boolean;
}

/** The caller's holdings (amount > 0) matching the filter, newest first, one page. */
export async function itemPage(
  q: Queryable,
  lang: ServerLang,
  userId: number,
  filter: ItemFilter,
  page: number,
  pageSize: number,
): Promise<CustodyItemListRes> {
  const params: SqlParam[] = [userId];
  const where = ['i.owner_user_id = $1', 'i.amount > 0'];
  if (filter.symbols?.length) {
    params.push(JSON.stringify(filter.symbols.map((s) => s.toUpperCase())));
    where.push(`c.symbol IN (SELECT jsonb_array_elements_text($${params.length}::jsonb))`);
  }
  if (filter.status) where.push(STATUS_SQL[filter.status]);
  if (filter.ercType) {
    params.push(filter.ercType);
    where.push(`i.erc_type = $${params.length}`);
  }
  if (filter.keyword) {
    params.push(`%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const n = params.length;
    // the collection's name in any language
    where.push(
      `(i.name ILIKE $${n} OR c.symbol ILIKE $${n} OR i.token_id ILIKE $${n}
        OR EXISTS (SELECT 1 FROM jsonb_each_text(c.name) AS names WHERE names.value ILIKE $${n}))`,
    );
  }
  const all = `FROM nft_items i JOIN nft_collections c ON c.id = i.collection_id WHERE ${where.join(' AND ')}`;
  const from = filter.showSpam ? all : `${all} AND NOT c.spam`;
  const [size, offset, language] = [params.length + 1, params.length + 2, params.length + 3];
  const rows = await q.query<ItemRow>(
    `SELECT ${itemColumns(`$${language}`)} ${from} ORDER BY i.id DESC LIMIT $${size} OFFSET $${offset}`,
    [...params, pageSize, (page - 1) * pageSize, lang],
  );
  const [total] = await q.query<{ count: number; hidden: number }>(
    `SELECT count(*) FILTER (WHERE ${filter.showSpam ? 'true' : 'NOT c.spam'})::int AS count,
            count(*) FILTER (WHERE c.spam AND ${filter.showSpam ? 'false' : 'true'})::int AS hidden ${all}`,
    params,
  );
  return {
    list: rows.map((row) => withStatus(row, filter.status)),
    count: total?.count ?? 0,
    hidden: total?.hidden ?? 0,
    page,
    page_size: pageSize,
  };
}

/** Some of the caller's holdings by id (any amount), in the order asked. */
export async function itemsByIds(
  q: Queryable,
  lang: ServerLang,
  userId: number,
  ids: number[],
): Promise<CustodyItem[]> {
  const rows = await q.query<ItemRow>(
    `SELECT ${itemColumns()} FROM nft_items i JOIN nft_collections c ON c.id = i.collection_id
      WHERE i.owner_user_id = $2 AND i.id IN (SELECT jsonb_array_elements_text($3::jsonb)::bigint)`,
    [lang, userId, JSON.stringify(ids)],
  );
  return ids.flatMap((id) => rows.filter((row) => row.item_id === id).map((row) => withStatus(row)));
}

export async function symbolList(q: Queryable, lang: ServerLang, userId: number): Promise<CustodySymbol[]> {
  return q.query<CustodySymbol>(
    `SELECT c.symbol, ${textInLang('c.name')} AS name, c.image, c.erc_type, c.chain_name,
            count(*)::int AS item_count, sum(i.amount)::int AS amount
       FROM nft_items i JOIN nft_collections c ON c.id = i.collection_id
      WHERE i.owner_user_id = $2 AND i.amount > 0
      GROUP BY c.id ORDER BY c.symbol`,
    [lang, userId],
  );
}

export async function symbolDetail(
  q: Queryable,
  lang: ServerLang,
  userId: number,
  symbol: string,
): Promise<CustodySymbolDetail | null> {
  const [row] = await q.query<CustodySymbolDetail>(
    `SELECT c.symbol, ${textInLang('c.name')} AS name, c.image, c.erc_type, c.chain_name,
            ${textInLang('c.description')} AS description, c.banner, c.contract_address,
            (SELECT count(DISTINCT token_id)::int FROM nft_items WHERE collection_id = c.id AND amount > 0) AS token_count,
            (SELECT count(*)::int FROM nft_items WHERE collection_id = c.id AND owner_user_id = $2 AND amount > 0)
              AS item_count,
            (SELECT coalesce(sum(amount), 0)::int FROM nft_items WHERE collection_id = c.id AND owner_user_id = $2)
              AS amount
       FROM nft_collections c WHERE c.symbol = $3`,
    [lang, userId, symbol.toUpperCase()],
  );
  return row ?? null;
}

export async function itemInfo(
  q: Queryable,
  lang: ServerLang,
  userId: number,
  symbol: string,
  tokenId: string,
): Promise<NftItemInfo | null> {
  const [row] = await q.query<NftItemInfo>(
    `SELECT c.symbol, ${textInLang('c.name')} AS collection_name, i.token_id, min(i.name) AS name, min(i.image) AS image,
            c.erc_type, c.chain_name, c.contract_address, (array_agg(i.attributes ORDER BY i.id))[1] AS attributes,
            sum(i.amount)::int AS supply,
            coalesce(sum(i.amount) FILTER (WHERE i.owner_user_id = $2), 0)::int AS held
       FROM nft_items i JOIN nft_collections c ON c.id = i.collection_id
      WHERE c.symbol = $3 AND i.token_id = $4 AND i.amount > 0
      GROUP BY c.id, i.token_id`,
    [lang, userId, symbol.toUpperCase(), tokenId],
  );
  return row ?? null;
}

export async function attributeGroups(q: Queryable, symbol: string): Promise<NftAttributeGroup[] | null> {
  const [collection] = await q.query<{ id: number }>('SELECT id FROM nft_collections WHERE symbol = $1', [
    symbol.toUpperCase(),
  ]);
  if (!collection) return null;
  const rows = await q.query<{ trait_type: string; value: string; count: number }>(
    `SELECT a ->> 'trait_type' AS trait_type, a ->> 'value' AS value, count(DISTINCT i.token_id)::int AS count
       FROM nft_items i, jsonb_array_elements(i.attributes) a
      WHERE i.collection_id = $1 AND i.amount > 0 AND jsonb_typeof(a) = 'object' AND a ? 'trait_type'
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [collection.id],
  );
  const groups = new Map<string, NftAttributeGroup>();
  for (const row of rows) {
    const group = groups.get(row.trait_type) ?? { trait_type: row.trait_type, values: [] };
    group.values.push({ value: row.value, count: row.count });
    groups.set(row.trait_type, group);
  }
  return [...groups.values()];
}

export async function batchPage(
  q: Queryable,
  userId: number,
  direction: string | undefined,
  page: number,
  pageSize: number,
): Promise<NftBatchListRes> {
  const batches = await q.query<Omit<NftBatch, 'items'>>(
    `SELECT batch_no, min(direction) AS direction, sum(amount)::int AS amount,
            extract(epoch from min(created_at))::bigint AS created_at
       FROM nft_package_moves WHERE user_id = $1 AND ($2::text IS NULL OR direction = $2)
      GROUP BY batch_no ORDER BY max(id) DESC LIMIT $3 OFFSET $4`,
    [userId, direction ?? null, pageSize, (page - 1) * pageSize],
  );
  const [total] = await q.query<{ count: number }>(
    `SELECT count(DISTINCT batch_no) AS count FROM nft_package_moves
      WHERE user_id = $1 AND ($2::text IS NULL OR direction = $2)`,
    [userId, direction ?? null],
  );
  const items = await q.query<NftBatch['items'][number] & { batch_no: string }>(
    `SELECT m.batch_no, m.item_id, c.symbol, i.token_id, i.name, i.image, m.amount
       FROM nft_package_moves m JOIN nft_items i ON i.id = m.item_id JOIN nft_collections c ON c.id = i.collection_id
      WHERE m.user_id = $1 AND m.batch_no IN (SELECT jsonb_array_elements_text($2::jsonb)) ORDER BY m.id`,
    [userId, JSON.stringify(batches.map((b) => b.batch_no))],
  );
  const list = batches.map((batch) => ({
    ...batch,
    items: items.filter((item) => item.batch_no === batch.batch_no).map(({ batch_no: _b, ...item }) => item),
  }));
  return { list, count: total?.count ?? 0, page, page_size: pageSize };
}
