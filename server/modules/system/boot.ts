import { contract } from '@/contract';
import { bootKey } from '@/contract/boot';
import type { Profile, ServerLang } from '@/contract/types';
import type { Queryable } from '../../db';
import type { PublicCache } from '../../lib/publicCache';
import { MARKET_BOOT_PAGES } from '../market/boot';
import { ACCOUNT_BOOT_PAGES } from '../user/boot';
import { WALLET_BOOT_PAGES } from '../wallet/boot';
import { bannerListAnswer, moduleListAnswer, nftModuleListAnswer } from './answers';

/** What a public page carries for its first paint: call answers by `bootKey`, and the image to preload. */
export interface BootData {
  calls: Record<string, unknown>;
  /** The first screen's largest image (its LCP), preloaded with high priority; same origin or https only. */
  preloadImage?: string | null;
  /**
   * How the static shell draws the first screen's largest content where the screen will: `banner` (3:1, home; the
   * default), `square` (one token's picture), `grid` (the first results, as the market's grid lays them out),
   * `text` (a screen that opens with words: its title and its lead sentence, and the lead a Telegram launch shows
   * instead, in the request's language), `level` (the security centre: its title and the account's protection
   * level card, computed from the session's profile as the screen computes it), `assets` (the wallet: its total
   * card, placeholders for the quick actions and tabs, and the empty state's picture and words when nothing is held).
   */
  shell?:
    | { kind: 'banner' | 'square'; image: string }
    | { kind: 'grid'; images: string[] }
    | { kind: 'text'; title: string; lead: string; telegramLead?: string }
    | { kind: 'level'; title: string; level: 'low' | 'medium' | 'high'; heading: string; hint: string }
    | {
        kind: 'assets';
        title: string;
        label: string;
        value: string;
        links: string[];
        actions: number;
        empty: string | null;
      };
}

/**
 * A live session as a page sees it (server/modules/user/boot.ts): whose it is, and the answers every signed-in page
 * carries (the profile, the app's session check).
 */
export interface PageSession {
  userId: number;
  profile: Profile;
  calls: Record<string, unknown>;
}

/**
 * A public screen whose first paint the server serves with the page (issue 10): its paths, and the answers of the
 * calls it makes first, each exactly the `data` its call answers (the same queries as the handlers), keyed by
 * `bootKey(path, body)` with the body the screen sends. The app shows them before any API round trip and refreshes
 * them in the background. Screens that join (the NFT search's first page, a collection header) add an entry here;
 * `url` gives them the query (the search or the collection the link names).
 */
export interface BootPage {
  matches: (pathname: string) => boolean;
  /**
   * A public screen's answers and shell. `signedIn`: the request carries a session, so answers that differ per user
   * are left to the app. Absent on a screen behind sign-in (a visitor is sent to sign in). `cache`: this server's
   * public cache; a call its handler answers from the cache is answered here by the same function, from the same
   * cache (system/answers.ts), so the page costs no more reads than the API.
   */
  load?: (db: Queryable, lang: ServerLang, url: URL, signedIn: boolean, cache: PublicCache) => Promise<BootData | null>;
  /**
   * A screen behind sign-in: its first calls' answers for this session and the shell of its largest content,
   * drawn from them (the security centre's level). Its shell takes the place of `load`'s. `cookie` reads the
   * request's cookies: a choice the screen keeps in one (the wallet's hide-zero switch) shapes the shell as it
   * shapes the screen.
   */
  loadSignedIn?: (
    db: Queryable,
    lang: ServerLang,
    session: PageSession,
    cache: PublicCache,
    cookie: (name: string) => string | null,
  ) => Promise<BootData | null>;
}

const HOME_PATHS = new Set(['/', '/home']);

export const BOOT_PAGES: BootPage[] = [
  {
    matches: (pathname) => HOME_PATHS.has(pathname),
    // The calls' own answers, from the cache the API serves them from: a page load reads no more than a call does.
    load: async (db, lang, _url, _signedIn, cache) => {
      const [bannerList, moduleList, nftModuleList] = await Promise.all([
        bannerListAnswer(db, cache, lang),
        moduleListAnswer(db, cache, lang),
        nftModuleListAnswer(db, cache, lang),
      ]);
      return {
        calls: {
          [bootKey(contract.system.getBannerList.path, {})]: bannerList,
          [bootKey(contract.system.moduleList.path, {})]: moduleList,
          [bootKey(contract.system.nftModuleList.path, {})]: nftModuleList,
        },
        preloadImage: bannerList.list[0]?.image ?? null,
      };
    },
  },
  ...MARKET_BOOT_PAGES,
  ...ACCOUNT_BOOT_PAGES,
  ...WALLET_BOOT_PAGES,
];

/** The boot page of an app path, if it has one. */
export const bootPageOf = (pathname: string): BootPage | undefined => BOOT_PAGES.find((page) => page.matches(pathname));
