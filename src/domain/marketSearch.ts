import type { NftErcType } from '@/contract/nftCustody/types';
import type { MarketFilter, MarketSearchReq, MarketSort } from '@/contract/nftMarket/types';
import { isValidPrice } from './price';

/**
 * The market's search as a URL (shareable, reloadable, a `startapp` link) and as the search call's body: the app's
 * search screen and the server's first page of it read the same query the same way.
 */

/** NFT search page size: the client asks for 12 results a page, and the server's first page draws as many. */
export const SEARCH_PAGE_SIZE = 12;
export const SORTS: readonly MarketSort[] = [1, 2, 3, 4, 5];

/** The whole search, as the screen holds it. Empty strings and lists mean "not set". */
export interface SearchState {
  title: string;
  /** Collections (symbols). */
  symbols: string[];
  sort: MarketSort;
  status: 'listed' | 'all';
  erc: '' | NftErcType;
  min: string;
  max: string;
  game: string;
  /** Trait filters: type → values (ORed within a type, types ANDed). */
  traits: Record<string, string[]>;
  spam: boolean;
}

export const EMPTY_SEARCH: SearchState = {
  title: '',
  symbols: [],
  sort: 1,
  status: 'listed',
  erc: '',
  min: '',
  max: '',
  game: '',
  traits: {},
  spam: false,
};

const isSort = (value: number): value is MarketSort => (SORTS as readonly number[]).includes(value);

/** The search in a URL query (`?title=&symbol=A&symbol=B&sort=2&status=all&erc=ERC721&min=&max=&game=&attr=Type:Value`). */
export function searchToQuery(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.title.trim()) params.set('title', state.title.trim());
  for (const symbol of state.symbols) params.append('symbol', symbol);
  if (state.sort !== 1) params.set('sort', String(state.sort));
  if (state.status !== 'listed') params.set('status', state.status);
  if (state.erc) params.set('erc', state.erc);
  if (state.min) params.set('min', state.min);
  if (state.max) params.set('max', state.max);
  if (state.game) params.set('game', state.game);
  for (const [type, values] of Object.entries(state.traits))
    for (const value of values) params.append('attr', `${type}:${value}`);
  if (state.spam) params.set('spam', '1');
  return params.toString();
}

/** Reads a search from a URL query; anything unknown or malformed falls back to the default. */
export function searchFromQuery(query: string): SearchState {
  const params = new URLSearchParams(query);
  const sort = Number(params.get('sort') ?? 1);
  const erc = params.get('erc');
  const traits: Record<string, string[]> = {};
  for (const pair of params.getAll('attr')) {
    const at = pair.indexOf(':');
    if (at <= 0 || at === pair.length - 1) continue;
    const type = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const values = (traits[type] ??= []);
    if (!values.includes(value)) values.push(value);
  }
  const price = (text: string | null) => (text && isValidPrice(text) ? text : '');
  return {
    title: (params.get('title') ?? '').slice(0, 64),
    symbols: [...new Set(params.getAll('symbol').filter((s) => /^[A-Za-z0-9_-]{1,20}$/.test(s)))].slice(0, 20),
    sort: isSort(sort) ? sort : 1,
    status: params.get('status') === 'all' ? 'all' : 'listed',
    erc: erc === 'ERC721' || erc === 'ERC1155' ? erc : '',
    min: price(params.get('min')),
    max: price(params.get('max')),
    game: (params.get('game') ?? '').slice(0, 40),
    traits,
    spam: params.get('spam') === '1',
  };
}

/** The search call's body for a state (one page is added by the caller). */
export function searchRequest(state: SearchState): MarketSearchReq {
  const filter: MarketFilter = {};
  if (state.status !== 'listed') filter.status = state.status;
  if (state.erc) filter.erc_type = state.erc;
  if (state.min) filter.min_price = state.min;
  if (state.max) filter.max_price = state.max;
  if (state.game) filter.game = state.game;
  const attributes = Object.entries(state.traits)
    .filter(([, values]) => values.length > 0)
    .map(([trait_type, values]) => ({ trait_type, values }));
  if (attributes.length) filter.attributes = attributes;
  if (state.spam) filter.show_spam = true;
  return {
    sort: state.sort,
    page_size: SEARCH_PAGE_SIZE,
    ...(state.title.trim() ? { title: state.title.trim() } : {}),
    ...(state.symbols.length === 1 ? { symbol: state.symbols[0] } : {}),
    ...(state.symbols.length > 1 ? { symbols: state.symbols } : {}),
    ...(Object.keys(filter).length ? { filter } : {}),
  };
}
