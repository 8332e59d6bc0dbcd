import BigNumber from 'bignumber.js';
import type { Goods, MarketUser, TradeFeeRes } from '@/contract/nftMarket/types';
import type { SearchState } from '@/domain/marketSearch';
import { isValidPrice } from '@/domain/price';
import { tradeSplit } from '@/domain/tradeSplit';

/**
 * The market's pure logic: the search as a URL (shareable, reloadable, a `startapp` link), where a token's page is,
 * and what a sale costs and pays. Screens and hooks import from here; nothing here touches React.
 */

/** The coin the market quotes prices in (the server's market_fees; sales history and charts are in it). */
export const MARKET_COIN = 'USDT';

export {
  EMPTY_SEARCH,
  SEARCH_PAGE_SIZE,
  SORTS,
  searchFromQuery,
  searchRequest,
  searchToQuery,
  type SearchState,
} from '@/domain/marketSearch';

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

/** What a purchase costs (the server's rule, `@/domain/tradeSplit`): price × quantity, the fee on top, the balance after. */
export function buyBreakdown(
  price: string,
  quantity: number,
  fees: Pick<TradeFeeRes, 'buyer_fee_rate' | 'decimals' | 'price_symbol'>,
  balance: string,
) {
  const money = tradeSplit(price, quantity, { seller_fee_rate: '0', royalty_rate: '0', ...fees });
  const after = new BigNumber(balance).minus(money.buyerPays.value);
  return {
    amount: money.amount.toFixed(),
    fee: money.buyerFee.toFixed(),
    total: money.buyerPays.toFixed(),
    after: after.toFixed(),
    short: after.isNegative() ? after.negated().toFixed() : null,
  };
}

/** What a listing pays the seller (the server's rule): price − fee − royalty. Null while the price is not valid. */
export function sellBreakdown(
  price: string,
  quantity: number,
  fees: Pick<TradeFeeRes, 'seller_fee_rate' | 'royalty_rate' | 'decimals' | 'price_symbol'>,
) {
  if (!isValidPrice(price)) return null;
  const money = tradeSplit(price, quantity, { buyer_fee_rate: '0', ...fees });
  return {
    amount: money.amount.toFixed(),
    fee: money.sellerFee.toFixed(),
    royalty: money.royalty.toFixed(),
    proceeds: money.sellerGets.toFixed(),
  };
}

/**
 * How far below the collection's floor a listing price is, in whole percent, when it is at least
 * more than `FLOOR_WARN_PERCENT` below (the seller is asked to confirm: a slip of a digit sells for a tenth); null otherwise.
 */
export const FLOOR_WARN_PERCENT = 50;
/**
 * Whether a listing price's problem is said yet: a malformed price once the field is left (it may be half typed),
 * zero or a price out of range at once.
 */
export const priceProblemShown = (price: string, touched: boolean): boolean =>
  touched || isValidPrice(price) || /^0(\.0+)?$/.test(price);

export function belowFloor(price: string, floor: string | null | undefined): number | null {
  if (!floor || !isValidPrice(price) || !isValidPrice(floor)) return null;
  const below = new BigNumber(floor).minus(price).dividedBy(floor).times(100);
  return below.isGreaterThan(FLOOR_WARN_PERCENT) ? below.integerValue(BigNumber.ROUND_FLOOR).toNumber() : null;
}

/**
 * How a seller, buyer or holder is named on the market's screens: the nickname they chose, or, without one, their
 * account masked ("10****01"), never a bare internal id.
 */
export function marketUserName(user: Pick<MarketUser, 'nickname' | 'pay_id'>): string {
  const nickname = user.nickname.trim();
  if (nickname) return nickname;
  const id = user.pay_id.replace(/^system:/, '');
  return id.length > 4 ? `${id.slice(0, 2)}****${id.slice(-2)}` : '****';
}

/** A rate ("0.025") as a percentage text ("2.5"). */
export const percent = (rate: string) => new BigNumber(rate).times(100).decimalPlaces(2).toFixed();

/** Where buying a listing happens: /nft/buy for an ERC721 token, /nft/detail1155/buy (with editions) for ERC1155. */
export function buyHref(goods: Pick<Goods, 'symbol' | 'token_id' | 'erc_type'>, orderNo: string): string {
  const page = goods.erc_type === 'ERC1155' ? '/nft/detail1155/buy' : '/nft/buy';
  return `${page}?symbol=${encodeURIComponent(goods.symbol)}&token_id=${encodeURIComponent(goods.token_id)}&order_no=${encodeURIComponent(orderNo)}`;
}

/** The tabs of the search (by token standard, and the game's): all, one token standard, or the game's NFTs. */
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
