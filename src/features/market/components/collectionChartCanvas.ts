import { HistogramSeries, LineSeries, type UTCTimestamp } from 'lightweight-charts';
import { appChart, type ChartColours } from '@/shared/lib/chartCanvas';
import type { ChartSeries } from '../collectionModel';

export interface CollectionChartColours extends ChartColours {
  bars: string;
}

/**
 * Draws a collection's floor (a line, on the right scale) over its volume (bars in the lower third, on a scale of
 * their own) into `node`, and returns its disposer. Imported dynamically by CollectionChart once the screen has
 * painted: the static named imports here let the bundler drop the library's other series types.
 */
export function drawCollectionChart(
  node: HTMLElement,
  series: ChartSeries,
  colours: CollectionChartColours,
  showTime: boolean,
): () => void {
  const chart = appChart(node, colours, showTime, { top: 0.1, bottom: 0.3 });
  const volume = chart.addSeries(HistogramSeries, {
    color: colours.bars,
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.75, bottom: 0 }, visible: false });
  volume.setData(series.volumes.map((bar) => ({ time: bar.time as UTCTimestamp, value: bar.value })));

  const floor = chart.addSeries(LineSeries, {
    color: colours.line,
    lineWidth: 2,
    priceLineVisible: false,
    // a few sales in a long range: their dots show where the line's corners are
    pointMarkersVisible: series.floors.length <= 40,
  });
  floor.setData(series.floors.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })));
  chart.timeScale().fitContent();
  return () => chart.remove();
}
