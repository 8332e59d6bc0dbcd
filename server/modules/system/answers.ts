import type { BannerListRes, ModuleListRes, NftModuleListRes, ServerLang } from '@/contract';
import type { Queryable } from '../../db';
import type { PublicCache } from '../../lib/publicCache';
import { banners, homeModules, nftModules } from './queries';

// What the home screen's first calls answer, written once: their handlers (./index.ts) and the home page's boot data
// (./boot.ts) both answer through these, from this server's cache, so a page load costs the database what an API
// call costs it (nothing while the cache holds).

export const bannerListAnswer = async (
  db: Queryable,
  cache: PublicCache,
  lang: ServerLang,
): Promise<BannerListRes> => ({
  list: await cache.get('banners', lang, () => banners(db, lang)),
});

export const moduleListAnswer = async (
  db: Queryable,
  cache: PublicCache,
  lang: ServerLang,
): Promise<ModuleListRes> => ({
  list: await cache.get('home_modules', lang, () => homeModules(db, lang)),
});

/** How long the featured tokens' prices are reused (ms). */
const FEATURED_KEEP_MS = 2000;

/**
 * The featured tokens carry their market price now (a sale changes it on any server): kept a moment per language
 * rather than in the versioned public cache, whose version bump on every trade would serialise the trades. Kept
 * beside this server's cache, so that the API and the page share them.
 */
const featured = new WeakMap<PublicCache, Map<string, { at: number; list: Promise<NftModuleListRes['list']> }>>();

export const nftModuleListAnswer = async (
  db: Queryable,
  cache: PublicCache,
  lang: ServerLang,
): Promise<NftModuleListRes> => {
  let kept = featured.get(cache);
  if (!kept) featured.set(cache, (kept = new Map()));
  let entry = kept.get(lang);
  if (!entry || Date.now() - entry.at > FEATURED_KEEP_MS) {
    const fresh = { at: Date.now(), list: nftModules(db, lang) };
    kept.set(lang, fresh);
    fresh.list.catch(() => {
      if (kept.get(lang) === fresh) kept.delete(lang);
    });
    entry = fresh;
  }
  return { list: await entry.list };
};
