import type {
  Article,
  IndexArticleListRes,
  Banner,
  ModuleEntry,
  NftModule,
  NftModuleItem,
  ServerLang,
} from '@/contract';
import type { Queryable } from '../../db';
import { trimDecimal } from '../../lib/decimal';
import { textInLang } from '../../i18n';

/** `text` in the asked language, falling back to English. */

export function banners(q: Queryable, lang: ServerLang): Promise<Banner[]> {
  return q.query<Banner>(
    `SELECT id, ${textInLang('title')} AS title, image, link_type, link
       FROM banners WHERE enabled ORDER BY sort, id`,
    [lang],
  );
}

export function homeModules(q: Queryable, lang: ServerLang): Promise<ModuleEntry[]> {
  return q.query<ModuleEntry>(
    `SELECT id, key, ${textInLang('title')} AS title, icon, link_type, link
       FROM home_modules WHERE enabled ORDER BY sort, id`,
    [lang],
  );
}

export async function articlePage(
  q: Queryable,
  lang: ServerLang,
  page: number,
  pageSize: number,
): Promise<IndexArticleListRes> {
  const list = await q.query<Article>(
    `SELECT id, ${textInLang('title')} AS title, ${textInLang('summary')} AS summary, image, url,
            extract(epoch from published_at)::bigint AS created_at
       FROM articles ORDER BY published_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [lang, pageSize, (page - 1) * pageSize],
  );
  const [total] = await q.query<{ count: number }>('SELECT count(*) AS count FROM articles');
  return { list, count: total?.count ?? 0, page, page_size: pageSize };
}

/**
 * One article in full (`content`, HTML in the asked language, else English), as a list of one; an id no article has
 * answers an empty list.
 */
export async function articleById(q: Queryable, lang: ServerLang, id: number): Promise<IndexArticleListRes> {
  const list = await q.query<Article>(
    `SELECT id, ${textInLang('title')} AS title, ${textInLang('summary')} AS summary, image, url,
            extract(epoch from published_at)::bigint AS created_at, ${textInLang('content')} AS content
       FROM articles WHERE id = $2`,
    [lang, id],
  );
  return { list, count: list.length, page: 1, page_size: 1 };
}

export async function nftModules(q: Queryable, lang: ServerLang): Promise<NftModule[]> {
  const modules = await q.query<{ id: number; key: string; title: string }>(
    `SELECT id, key, ${textInLang('title')} AS title FROM nft_modules ORDER BY sort, id`,
    [lang],
  );
  // the market's state of each featured token: its cheapest listing, else its last sale, else the
  // module's own price
  const entries = await q.query<NftModuleItem & { module_id: number }>(
    `SELECT e.module_id, i.id, i.name AS title, i.image, c.symbol, i.token_id, i.erc_type,
            coalesce(t.best_price, t.last_price, e.price)::text AS price,
            CASE WHEN t.best_price IS NOT NULL THEN t.best_symbol WHEN t.last_price IS NOT NULL THEN 'USDT' ELSE e.symbol END AS coin,
            t.best_price IS NOT NULL AS listed
       FROM nft_module_entries e
       JOIN nft_items i ON i.id = e.item_id
       JOIN nft_collections c ON c.id = i.collection_id
       LEFT JOIN nft_tokens t ON t.collection_id = i.collection_id AND t.token_id = i.token_id
      ORDER BY e.module_id, e.sort, i.id`,
  );
  return modules.map((module) => ({
    ...module,
    list: entries
      .filter((entry) => entry.module_id === module.id)
      .map(({ module_id: _moduleId, ...item }) => ({
        ...item,
        price: trimDecimal(item.price),
        listed: Boolean(item.listed),
      })),
  }));
}

export async function latestVersion(q: Queryable, lang: ServerLang, fallback: string) {
  const [row] = await q.query<{ version: string; force: boolean; url: string; notes: string }>(
    `SELECT version, force, url, ${textInLang('notes')} AS notes FROM app_versions ORDER BY released_at DESC, version DESC LIMIT 1`,
    [lang],
  );
  return row ?? { version: fallback, force: false, url: '/download', notes: '' };
}
