import { afterEach, describe, expect, it } from 'vitest';
import type { StatPoint } from '@/contract/nftMarket/types';
import { showTimesIn } from '@/shared/lib/time';
import {
  chartSeries,
  chosenTraits,
  collectionSearch,
  collectionSymbol,
  rangeSummary,
  signedPercent,
  withAlpha,
} from './collectionModel';
import { EMPTY_SEARCH, searchFromQuery, searchToQuery } from './model';

const point = (time: number, floor: string | null, volume: string, sales: number): StatPoint => ({
  time,
  floor,
  average: floor,
  volume,
  sales,
});

describe('collection search', () => {
  it('reads the collection from the URL, upper-cased, and keeps only sort, status and traits', () => {
    const state = searchFromQuery('symbol=robot&title=gold&min=2&sort=2&status=all&attr=Fur:Gold&symbol=MOON');
    expect(collectionSymbol(state)).toBe('ROBOT');
    const kept = collectionSearch(state, 'ROBOT');
    expect(kept).toEqual({ ...EMPTY_SEARCH, symbols: ['ROBOT'], sort: 2, status: 'all', traits: { Fur: ['Gold'] } });
    expect(searchToQuery(kept)).toBe('symbol=ROBOT&sort=2&status=all&attr=Fur%3AGold');
  });

  it('names no collection when the URL has none or a malformed one', () => {
    expect(collectionSymbol(searchFromQuery(''))).toBe('');
    expect(collectionSymbol(searchFromQuery('symbol=%3Cscript%3E'))).toBe('');
  });

  it('counts the chosen trait values', () => {
    expect(chosenTraits(EMPTY_SEARCH)).toBe(0);
    expect(chosenTraits(searchFromQuery('attr=Fur:Gold&attr=Fur:Red&attr=Eyes:Blue'))).toBe(3);
  });
});

describe('chart series', () => {
  /** The chart's axis reads UTC; times move into the zone shown (UTC+8 unless the device's was chosen). */
  const UTC8 = 8 * 3600;
  afterEach(() => {
    showTimesIn('utc8');
  });
  it('draws floors only where something sold and a bar for every bucket, in UTC+8', () => {
    const series = chartSeries([point(100, '1.5', '3', 2), point(200, null, '0', 0), point(300, '0.25', '0.25', 1)]);
    expect(series.floors).toEqual([
      { time: 100 + UTC8, value: 1.5 },
      { time: 300 + UTC8, value: 0.25 },
    ]);
    expect(series.volumes.map((bar) => bar.value)).toEqual([3, 0, 0.25]);
  });

  it('drops repeated or backward times (the library needs them ascending)', () => {
    const series = chartSeries([point(100, '1', '1', 1), point(100, '2', '2', 1), point(50, '3', '3', 1)]);
    expect(series.volumes).toHaveLength(1);
    expect(series.floors).toEqual([{ time: 100 + UTC8, value: 1 }]);
  });

  it('moves times into the device zone when that is the one chosen', () => {
    const moment = 1_764_000_000;
    showTimesIn('device');
    const offset = -new Date(moment * 1000).getTimezoneOffset() * 60;
    expect(chartSeries([point(moment, '1', '1', 1)]).floors).toEqual([{ time: moment + offset, value: 1 }]);
  });
});

describe('range summary', () => {
  it('adds volumes exactly and finds the lowest sale', () => {
    expect(rangeSummary([point(1, '0.1', '0.1', 1), point(2, '0.2', '0.2', 1), point(3, null, '0', 0)])).toEqual({
      volume: '0.3',
      sales: 2,
      low: '0.1',
    });
  });

  it('is empty for a range without sales', () => {
    expect(rangeSummary([point(1, null, '0', 0)])).toEqual({ volume: '0', sales: 0, low: null });
    expect(rangeSummary([])).toEqual({ volume: '0', sales: 0, low: null });
  });
});

describe('signed percent', () => {
  it('signs and rounds a change rate', () => {
    expect(signedPercent('0.0383')).toEqual({ text: '+3.83', direction: 'up' });
    expect(signedPercent('-0.12345')).toEqual({ text: '-12.35', direction: 'down' });
    expect(signedPercent('0.00001')).toEqual({ text: '0', direction: 'flat' });
  });

  it('has nothing to say without a rate', () => {
    expect(signedPercent(null)).toBeNull();
    expect(signedPercent('abc')).toBeNull();
  });
});

describe('withAlpha', () => {
  it('adds an alpha to hex colours and leaves others as they are', () => {
    expect(withAlpha('#205aff', 0.4)).toBe('#205aff66');
    expect(withAlpha(' #abc ', 1)).toBe('#aabbccff');
    expect(withAlpha('rgba(1, 2, 3, 0.5)', 0.4)).toBe('rgba(1, 2, 3, 0.5)');
  });
});
