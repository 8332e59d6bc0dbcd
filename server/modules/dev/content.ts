import type { FastifyInstance } from 'fastify';
import { SERVER_LANGS, SymbolField } from '@/contract/fields';
import type { ServerLang } from '@/contract';

/** The same text in every server language: hostile content must reach whichever language the test reads. */
const everyLang = (text: string) =>
  Object.fromEntries(SERVER_LANGS.map((lang) => [lang, text])) as Record<ServerLang, string>;

const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength });

const ARTICLE_ROUTE = {
  schema: {
    body: {
      type: 'object',
      required: ['title', 'content'],
      properties: { title: text(500, 1), summary: text(2000), content: text(100_000), url: text(2000) },
    },
  },
};

const COLLECTION_ROUTE = {
  schema: {
    body: {
      type: 'object',
      required: ['symbol'],
      properties: { symbol: SymbolField, name: text(500, 1), description: text(20_000) },
    },
  },
};

const BANNER_ROUTE = {
  schema: {
    body: {
      type: 'object',
      required: ['title', 'link'],
      properties: {
        title: text(500, 1),
        link: text(2000),
        link_type: { type: 'string', enum: ['mark_local', 'cur_tab', 'new_tab', 'iframe', 'none'] },
      },
    },
  },
};

/**
 * Content as an operator's tool would write it, unescaped, the same in every language: the browser tests of the
 * client's sanitiser (the XSS corpus) put hostile HTML and links on each surface through these. Development only.
 * - POST /dev/content/article {title, summary?, content, url?} -> `{id}`: a new article, newest of all (the news list
 *   shows it first; `/news?id=<id>` shows `content`, HTML);
 * - POST /dev/content/collection {symbol, name?, description?} -> `{updated}` (0 for an unknown symbol): sets a
 *   collection's name and description (text);
 * - POST /dev/content/banner {title, link, link_type?} -> `{id}`: a new home banner, first of all.
 * Each write bumps its public cache group by the tables' triggers, so the next read shows it.
 */
export function registerDevContent(app: FastifyInstance): void {
  app.post<{ Body: { title: string; summary?: string; content: string; url?: string } }>(
    '/dev/content/article',
    ARTICLE_ROUTE,
    async (request) => {
      const { title, summary = '', content, url = '' } = request.body;
      const [row] = await app.db.query<{ id: number }>(
        `INSERT INTO articles (title, summary, image, url, content, published_at)
         VALUES ($1, $2, '/seed/articles/1.webp', $3, $4, now() + interval '1 second') RETURNING id`,
        [everyLang(title), everyLang(summary), url, everyLang(content)],
      );
      return { code: 0, msg: 'ok', data: { id: Number(row!.id) } };
    },
  );
  app.post<{ Body: { symbol: string; name?: string; description?: string } }>(
    '/dev/content/collection',
    COLLECTION_ROUTE,
    async (request) => {
      const { symbol, name, description } = request.body;
      const rows = await app.db.query(
        `UPDATE nft_collections SET name = coalesce($2::jsonb, name), description = coalesce($3::jsonb, description)
          WHERE symbol = $1 RETURNING id`,
        [
          symbol.toUpperCase(),
          name === undefined ? null : everyLang(name),
          description === undefined ? null : everyLang(description),
        ],
      );
      return { code: 0, msg: 'ok', data: { updated: rows.length } };
    },
  );
  app.post<{ Body: { title: string; link: string; link_type?: string } }>(
    '/dev/content/banner',
    BANNER_ROUTE,
    async (request) => {
      const { title, link, link_type = 'cur_tab' } = request.body;
      const [row] = await app.db.query<{ id: number }>(
        `INSERT INTO banners (title, image, link_type, link, sort)
         VALUES ($1, '/seed/banners/1.webp', $2, $3, (SELECT coalesce(min(sort), 0) - 1 FROM banners)) RETURNING id`,
        [everyLang(title), link_type, link],
      );
      return { code: 0, msg: 'ok', data: { id: Number(row!.id) } };
    },
  );
}
