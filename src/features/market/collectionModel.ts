import BigNumber from 'bignumber.js';
import type { MarketRange, StatPoint } from '@/contract/nftMarket/types';
import { toBig } from '@/shared/lib/money';
import { chartTime } from '@/shared/lib/chartTime';
import { EMPTY_SEARCH, type SearchState } from './model';

/**
 * The collection page's pure logic: which collection a URL names, what of a search the page keeps, and the chart's
 * series and summary. CollectionPage and CollectionChart import from here; nothing here touches React.
 */

export const COLLECTION_RANGES: readonly MarketRange[] = ['24h', '7d', '30d', 'all'];
export const COLLECTION_TABS = ['items', 'bids', 'activity', 'rankings'] as const;
export type CollectionTab = (typeof COLLECTION_TABS)[number];

/** The collection a page's search names (its first `symbol`), upper-cased as the server keeps symbols; '' for none. */
export const collectionSymbol = (state: SearchState): string => state.symbols[0]?.toUpperCase() ?? '';

/**
 * What the collection page keeps of a search: its one collection, the order, listed or all, and the traits. Words,
 * prices and other collections belong to /nft/search: a link that carries them opens the plain collection.
 */
export function collectionSearch(state: SearchState, symbol: string): SearchState {
  return { ...EMPTY_SEARCH, symbols: [symbol], sort: state.sort, status: state.status, traits: state.traits };
}

/** How many trait values are chosen. */
export const chosenTraits = (state: SearchState): number =>
  Object.values(state.traits).reduce((sum, values) => sum + values.length, 0);

export interface ChartSeries {
  /** The cheapest sale per bucket with a sale: the line joins them across quiet buckets. */
  floors: { time: number; value: number }[];
  /** Every bucket's volume (0 where nothing sold): the bars, and the time axis spans the whole range. */
  volumes: { time: number; value: number }[];
}

/**
 * The chart's series. The canvas plots floats, so prices become numbers here and only here (pixels, never money);
 * amounts shown as text stay decimal strings. Times come strictly ascending (the library requires it).
 */
export function chartSeries(points: readonly StatPoint[]): ChartSeries {
  const floors: ChartSeries['floors'] = [];
  const volumes: ChartSeries['volumes'] = [];
  let last = -Infinity;
  for (const point of points) {
    // the axis reads in the zone times are shown in; a summer-time change must not make times go back
    const time = chartTime(point.time);
    if (!(time > last)) continue;
    last = time;
    const volume = Number(point.volume);
    volumes.push({ time, value: Number.isFinite(volume) ? volume : 0 });
    const floor = point.floor === null ? NaN : Number(point.floor);
    if (point.sales > 0 && Number.isFinite(floor)) floors.push({ time, value: floor });
  }
  return { floors, volumes };
}

/** A range's totals for the chart's heading: volume (a decimal string), sales, and the lowest sale (or null). */
export function rangeSummary(points: readonly StatPoint[]): { volume: string; sales: number; low: string | null } {
  let volume = toBig(0);
  let sales = 0;
  let low: BigNumber | null = null;
  for (const point of points) {
    const bucketVolume = toBig(point.volume);
    if (bucketVolume.isFinite()) volume = volume.plus(bucketVolume);
    sales += point.sales;
    if (point.floor !== null) {
      const floor = toBig(point.floor);
      if (floor.isFinite() && (low === null || floor.lt(low))) low = floor;
    }
  }
  return { volume: volume.toFixed(), sales, low: low === null ? null : low.toFixed() };
}

/**
 * A change rate ("0.0383") as a signed percentage ("+3.83") with its direction; null when there is none (no sales
 * in one of the two days).
 */
export function signedPercent(rate: string | null): { text: string; direction: 'up' | 'down' | 'flat' } | null {
  if (rate === null) return null;
  const value = toBig(rate).times(100).decimalPlaces(2, BigNumber.ROUND_HALF_UP);
  if (!value.isFinite()) return null;
  if (value.isZero()) return { text: '0', direction: 'flat' };
  return value.isPositive()
    ? { text: `+${value.toFixed()}`, direction: 'up' }
    : { text: value.toFixed(), direction: 'down' };
}

/** A CSS colour with an alpha (the chart's bars: a theme colour, lighter): `#rgb` and `#rrggbb` get one; others stay. */
export function withAlpha(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return colour.trim();
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const byte = Math.round(Math.min(1, Math.max(0, alpha)) * 255);
  return `#${full}${byte.toString(16).padStart(2, '0')}`;
}
