import { bootKey } from '@/contract/boot';
import { nftMarket } from '@/contract/nftMarket';
import { searchFromQuery, searchRequest } from '@/domain/marketSearch';
import { ApiError } from '../../errors';
import type { BootPage } from '../system/boot';
import { collectionDetail, goodsInfo } from './detail';
import { searchGoods } from './search';

/**
 * The market's public screens served with their first data (issue 10's mechanism, issue 12): the search's first
 * page, a token, a collection's header. The answers are exactly what the screens' first calls would get, under the
 * bodies the screens send (the search's through the app's own model.ts, so the two cannot drift apart); the shell
 * draws their pictures where the screen will. Answers that differ per user (a token's `mine`, `favorite`; a
 * collection's `favorite`) are left to the app when the request carries a session; the pictures are not.
 */

const TOKEN_PAGES = new Set(['/nft/detail721', '/nft/detail1155']);
const COLLECTION_PAGES = new Set(['/nft/symbolDetail', '/nft/nftCollection']);

/** A missing token or collection is the screen's own "not found": no boot data, no error. */
const orNull = <T>(work: Promise<T>) =>
  work.catch((error: unknown) => {
    if (error instanceof ApiError) return null;
    throw error;
  });

export const MARKET_BOOT_PAGES: BootPage[] = [
  {
    matches: (pathname) => pathname === '/nft/search',
    load: async (db, lang, url) => {
      const body = { ...searchRequest(searchFromQuery(url.search)), page: 1 };
      const page = await searchGoods(db, lang, body);
      const images = page.list.map((goods) => goods.image);
      return {
        calls: { [bootKey(nftMarket.search.path, body)]: page },
        preloadImage: images[0] ?? null,
        shell: { kind: 'grid', images },
      };
    },
  },
  {
    matches: (pathname) => TOKEN_PAGES.has(pathname),
    load: async (db, lang, url, signedIn) => {
      const body = {
        symbol: url.searchParams.get('symbol')?.trim().toUpperCase() ?? '',
        token_id: url.searchParams.get('token_id')?.trim() ?? '',
      };
      if (!body.symbol || !body.token_id) return null;
      const info = await orNull(goodsInfo(db, lang, null, body.symbol, body.token_id));
      if (!info) return null;
      return {
        calls: signedIn ? {} : { [bootKey(nftMarket.goodsInfo.path, body)]: info },
        preloadImage: info.image,
        shell: { kind: 'square', image: info.image },
      };
    },
  },
  {
    matches: (pathname) => COLLECTION_PAGES.has(pathname),
    load: async (db, lang, url, signedIn) => {
      const symbol = searchFromQuery(url.search).symbols[0]?.toUpperCase() ?? '';
      if (!symbol) return null;
      const detail = await orNull(collectionDetail(db, lang, null, symbol));
      if (!detail) return null;
      const image = detail.banner || detail.image;
      return {
        calls: signedIn ? {} : { [bootKey(nftMarket.goodsSymbol.path, { symbol })]: detail },
        preloadImage: image,
        shell: { kind: 'banner', image },
      };
    },
  },
];
