import BigNumber from 'bignumber.js';
import type { Goods, MarketFilter, MarketSearchReq, MarketSort, TradeFeeRes } from '@/contract/nftMarket.types';
import type { NftErcType } from '@/contract/nftCustody.types';
import { isValidPrice } from '@/shared/lib/validate';

/**
 * The market's pure logic: the search as a URL (shareable, reloadable, a `startapp` link), where a token's page is,
 * and what a sale costs and pays. Screens and hooks import from here; nothing here touches React.
 */

/** The coin the market quotes prices in (the server's market_fees; sales history and charts are in it). */
export const MARKET_COIN = 'USDT';

/** NFT search page size (spec section 3 / section 9). */
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

/** How many filters are on (the badge on the filter button). */
export function activeFilters(state: SearchState): number {
  return (
    (state.status !== 'listed' ? 1 : 0) +
    (state.erc ? 1 : 0) +
    (state.min || state.max ? 1 : 0) +
    (state.game ? 1 : 0) +
    state.symbols.length +
    Object.values(state.traits).reduce((sum, values) => sum + values.length, 0) +
    (state.spam ? 1 : 0)
  );
}

/** Toggles one trait value in a state (a new state). */
export function toggleTrait(state: SearchState, type: string, value: string): SearchState {
  const values = state.traits[type] ?? [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  const traits = { ...state.traits, [type]: next };
  if (next.length === 0) delete traits[type];
  return { ...state, traits };
}

export { collectionHref, goodsHref } from '@/shared/lib/marketLinks';

/** What a purchase costs: price × quantity, the buyer's fee on top, and the balance after. */
export function buyBreakdown(
  price: string,
  quantity: number,
  fees: Pick<TradeFeeRes, 'buyer_fee_rate'>,
  balance: string,
) {
  const amount = new BigNumber(price).times(quantity);
  const fee = amount.times(fees.buyer_fee_rate).decimalPlaces(8, BigNumber.ROUND_HALF_UP);
  const total = amount.plus(fee);
  const after = new BigNumber(balance).minus(total);
  return {
    amount: amount.toFixed(),
    fee: fee.toFixed(),
    total: total.toFixed(),
    after: after.toFixed(),
    short: after.isNegative() ? after.negated().toFixed() : null,
  };
}

/** What a listing pays the seller per edition: price − fee − royalty. Null while the price is not valid. */
export function sellBreakdown(
  price: string,
  quantity: number,
  fees: Pick<TradeFeeRes, 'seller_fee_rate' | 'royalty_rate'>,
) {
  if (!isValidPrice(price)) return null;
  const amount = new BigNumber(price).times(quantity);
  const fee = amount.times(fees.seller_fee_rate).decimalPlaces(8, BigNumber.ROUND_HALF_UP);
  const royalty = amount.times(fees.royalty_rate).decimalPlaces(8, BigNumber.ROUND_HALF_UP);
  return {
    amount: amount.toFixed(),
    fee: fee.toFixed(),
    royalty: royalty.toFixed(),
    proceeds: amount.minus(fee).minus(royalty).toFixed(),
  };
}

/** A rate ("0.025") as a percentage text ("2.5"). */
export const percent = (rate: string) => new BigNumber(rate).times(100).decimalPlaces(2).toFixed();

/** Where buying a listing happens: /nft/buy for an ERC721 token, /nft/detail1155/buy (with editions) for ERC1155. */
export function buyHref(goods: Pick<Goods, 'symbol' | 'token_id' | 'erc_type'>, orderNo: string): string {
  const page = goods.erc_type === 'ERC1155' ? '/nft/detail1155/buy' : '/nft/buy';
  return `${page}?symbol=${encodeURIComponent(goods.symbol)}&token_id=${encodeURIComponent(goods.token_id)}&order_no=${encodeURIComponent(orderNo)}`;
}

/** The tabs of the search (spec section 3: ERC type and game): all, one token standard, or the game's NFTs. */
export const SEARCH_TABS = ['all', 'ERC721', 'ERC1155', 'game'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
/** The game whose NFTs the game tab shows (spec: the NFT game called Seraph). */
export const MARKET_GAME = 'Seraph';

export const tabOf = (state: SearchState): SearchTab => (state.game ? 'game' : state.erc || 'all');

/** The search with a tab chosen: a standard and the game exclude each other. */
export function withTab(state: SearchState, tab: SearchTab): SearchState {
  if (tab === 'game') return { ...state, erc: '', game: MARKET_GAME };
  return { ...state, erc: tab === 'all' ? '' : tab, game: '' };
}
