import type { FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { GoodsReq } from '@/contract/nftMarket/schema';
import type { ServerLang } from '@/contract';
import { displayAmount } from '@/domain/amount';
import { searchFromQuery } from '@/domain/marketSearch';
import type { Queryable } from './db';
import { ApiError } from './errors';
import { translate } from './i18n';
import { escapeHtml } from './lib/html';
import type { PublicCache } from './lib/publicCache';
import { collectionOf, goodsOf, MARKET_COIN } from './modules/market/goods';

/**
 * The head of every page: its own title and description, and for the pages people share (a token, a collection) the
 * Open Graph and Twitter card tags a messenger builds its link preview from (title, description with the price, an
 * absolute raster image: Telegram previews no SVG).
 */

/** The market's shareable screens (src/features/market/routes.ts): a token, a collection. */
const TOKEN_PAGES = new Set(['/nft/detail721', '/nft/detail1155']);
const COLLECTION_PAGES = new Set(['/nft/symbolDetail', '/nft/nftCollection']);
/** The app's name, the same in every language (as the app's own `appName`). */
const SITE_NAME = 'NFT Wallet';
/** Longest description a preview shows whole (messengers cut longer ones themselves). */
const DESCRIPTION_MAX = 200;

/** A host name or IPv4 address with an optional port (what a Host header may be for a link to carry it), lowercased. */
const HOST =
  /^(?=.{1,253}(?::|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::(\d{1,5}))?$/;

/**
 * The origin absolute links are written with: PUBLIC_ORIGIN when configured, else the request's protocol and Host
 * when the Host is a plain host name with an optional port (anything else, a forged Host with quotes, spaces, a path
 * or a user, gives null: no absolute link at all rather than one an attacker wrote).
 */
export function originOf(request: FastifyRequest): string | null {
  const configured = request.server.config?.publicOrigin;
  if (configured) return configured;
  const host = request.headers.host?.trim().toLowerCase() ?? '';
  const match = HOST.exec(host);
  if (!match || (match[1] !== undefined && (Number(match[1]) < 1 || Number(match[1]) > 65535))) return null;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

interface Preview {
  title: string;
  description: string;
  /** the page's own address, rebuilt from what was found (never the request's query as it came) */
  path: string;
  image: string | null;
}

/**
 * A seed picture's JPEG twin (server/lib/raster.ts), which every messenger previews; an uploaded raster as it is; an
 * SVG or anything else: null.
 */
export function previewImage(image: string): string | null {
  if (/^\/seed\/(?:nft|art|banners|articles)\/[\w/-]+\.(?:svg|webp)$/.test(image))
    return image.replace(/\.\w+$/, '.jpg');
  if (/^\/uploads\/[A-Za-z0-9_-]+$/.test(image) || /^(?:\/|https:\/\/)[^\s"'<>]*\.(?:png|jpe?g)$/i.test(image))
    return image;
  return null;
}

const orNull = <T>(work: Promise<T>) =>
  work.catch((error: unknown) => {
    if (error instanceof ApiError) return null;
    throw error;
  });

const clip = (text: string) => {
  const plain = text.replace(/\s+/g, ' ').trim();
  const chars = [...plain];
  return chars.length <= DESCRIPTION_MAX
    ? plain
    : `${chars
        .slice(0, DESCRIPTION_MAX - 1)
        .join('')
        .trimEnd()}…`;
};

async function tokenPreview(
  db: Queryable,
  lang: ServerLang,
  pathname: string,
  symbol: string,
  tokenId: string,
): Promise<Preview | null> {
  const found = await goodsOf(db, lang, symbol, tokenId);
  if (!found) return null;
  const { goods } = found;
  const names = { name: goods.name, collection: goods.collection_name };
  let description: string;
  if (goods.price) {
    description = translate(lang, 'page_token_listed', {
      ...names,
      price: displayAmount(goods.price),
      symbol: goods.price_symbol ?? MARKET_COIN,
    });
  } else {
    const collection = await orNull(collectionOf(db, lang, goods.symbol));
    description = collection?.floor_price
      ? translate(lang, 'page_token_floor', {
          ...names,
          floor: displayAmount(collection.floor_price),
          symbol: MARKET_COIN,
        })
      : translate(lang, 'page_token_unlisted', names);
  }
  const query = new URLSearchParams({ symbol: goods.symbol, token_id: goods.token_id });
  return {
    title: `${goods.name} · ${goods.collection_name}`,
    description: clip(description),
    path: `${pathname}?${query}`,
    image: previewImage(goods.image),
  };
}

async function collectionPreview(
  db: Queryable,
  lang: ServerLang,
  pathname: string,
  symbol: string,
): Promise<Preview | null> {
  const collection = await orNull(collectionOf(db, lang, symbol));
  if (!collection) return null;
  const price = collection.floor_price
    ? translate(lang, 'page_collection_floor', { floor: displayAmount(collection.floor_price), symbol: MARKET_COIN })
    : translate(lang, 'page_collection_unlisted');
  return {
    title: collection.name,
    description: clip(`${price} ${collection.description ?? ''}`),
    path: `${pathname}?${new URLSearchParams({ symbol: collection.symbol })}`,
    image: previewImage(collection.image),
  };
}

/**
 * The preview of a token or collection page, or null (another page, a query naming none, an unknown one). Kept in the
 * public cache's `pages` group, which any public data's move drops (a sale, a new price, a renamed collection), so a
 * page served again and again reads the database once; an unknown one is not kept (guesses must not fill it).
 */
function previewOf(url: URL, lang: ServerLang, db: Queryable, cache: PublicCache): Promise<Preview | null> {
  const token = TOKEN_PAGES.has(url.pathname);
  if (!token && !COLLECTION_PAGES.has(url.pathname)) return Promise.resolve(null);
  const symbol = searchFromQuery(url.search).symbols[0]?.toUpperCase();
  if (!symbol) return Promise.resolve(null);
  const tokenId = token ? (url.searchParams.get('token_id')?.trim() ?? '') : '';
  // the token call's own request rule: a token id it would refuse names no token here either
  if (token && !Value.Check(GoodsReq, { symbol, token_id: tokenId })) return Promise.resolve(null);
  return cache.get(
    'pages',
    ['head', lang, url.pathname, symbol, tokenId].join('\u0000'),
    () =>
      token ? tokenPreview(db, lang, url.pathname, symbol, tokenId) : collectionPreview(db, lang, url.pathname, symbol),
    (preview) => preview !== null,
  );
}

const OG_LOCALE: Record<ServerLang, string> = { en: 'en_US', ko: 'ko_KR', zh_tw: 'zh_TW', zh: 'zh_CN' };

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * The HTML to put in a page's `<head>`, escaped throughout: `<title>` and `<meta name="description">` always; on a
 * token or collection that exists, also `og:type`, `og:site_name`, `og:locale`, `og:title`, `og:description` (with
 * the price, or the floor, in the market's coin), `og:url` and `og:image` with its alt text (absolute, both only when
 * `origin` is known), and the Twitter card (`summary_large_image` with an image, else `summary`).
 *
 * `title` is the document title the drawn screen set (null: the site's name alone); `lang` the page's language; `origin`
 * from originOf. An unknown token or collection, or a query that names none (whatever it holds), gets the plain
 * title and no preview tags. `cache` is the server's public cache, where a preview is kept until public data moves;
 * the token and collection are read with the market's own queries (./modules/market/goods.ts).
 */
export async function pageHead(input: {
  url: URL;
  lang: ServerLang;
  title: string | null;
  db: Queryable;
  cache: PublicCache;
  origin: string | null;
}): Promise<string> {
  const { url, lang, db, cache, origin } = input;
  const preview = await previewOf(url, lang, db, cache);
  const title = preview ? `${preview.title} · ${SITE_NAME}` : (input.title ?? SITE_NAME);
  const description = preview?.description ?? translate(lang, 'page_description');
  const head = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', description)];
  if (!preview) return head.join('');
  const absoluteImage =
    preview.image === null || preview.image.startsWith('https://')
      ? preview.image
      : origin
        ? `${origin}${preview.image}`
        : null;
  head.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', OG_LOCALE[lang]),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
  );
  if (origin) head.push(meta('property', 'og:url', `${origin}${preview.path}`));
  if (absoluteImage)
    head.push(meta('property', 'og:image', absoluteImage), meta('property', 'og:image:alt', preview.title));
  head.push(
    meta('name', 'twitter:card', absoluteImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
  );
  if (absoluteImage)
    head.push(meta('name', 'twitter:image', absoluteImage), meta('name', 'twitter:image:alt', preview.title));
  return head.join('');
}
