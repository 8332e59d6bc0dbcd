import type { Static } from 'typebox';
import type { ListRes, Paged } from '@/contract/common';
import type * as systemSchemas from './schema';

/** Home page content and app-level calls (system service). */

export interface Banner {
  id: number;
  title: string;
  image: string;
  /** Deep-link type: mark_local | cur_tab | new_tab | iframe. */
  link_type: 'mark_local' | 'cur_tab' | 'new_tab' | 'iframe' | 'none';
  link: string;
}
export interface ModuleEntry {
  id: number;
  key: string;
  title: string;
  icon: string;
  link_type: Banner['link_type'];
  link: string;
}
/** A featured token on home, with its market state now (the module only chooses which tokens). */
export interface NftModuleItem {
  id: number;
  title: string;
  image: string;
  symbol: string;
  token_id: string;
  erc_type: 'ERC721' | 'ERC1155';
  /** The cheapest open listing's price, or the last sale's when nothing is listed. */
  price: string;
  coin: string;
  /** Whether `price` is a listing's (buy now) or the last sale's. */
  listed: boolean;
}
export interface NftModule {
  id: number;
  key: string;
  title: string;
  list: NftModuleItem[];
}
export interface Article {
  id: number;
  title: string;
  summary: string;
  image: string;
  /** An outside page the article points to ('' for none); opened only through the app's link rules. */
  url: string;
  created_at: number;
  /** The full text, HTML (the client sanitises it): only when the request named this article by `id`. */
  content?: string;
}
export interface CheckUpdateRes {
  version: string;
  has_update: boolean;
  force: boolean;
  url: string;
  notes: string;
}
export interface HealthRes {
  status: 'ok';
}

/** get_banner_list: banners in the request's X-Language. */
export type BannerListRes = ListRes<Banner>;
/** module_list: home module entries. */
export type ModuleListRes = ListRes<ModuleEntry>;
/** nft_module_list: NFT rows of the home page, each with its items. */
export type NftModuleListRes = ListRes<NftModule>;
/** index_article_list: newest first. */
export type IndexArticleListReq = Static<typeof systemSchemas.IndexArticleListReq>;
export type IndexArticleListRes = Paged<Article>;
