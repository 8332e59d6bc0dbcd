import { AreaSeries, type UTCTimestamp } from 'lightweight-charts';
import { appChart, type ChartColours } from '@/shared/lib/chartCanvas';

/**
 * Draws an area chart of `points` into `node` and returns its disposer. Imported dynamically by PriceChart: the
 * static named imports here let the bundler drop the library's other series types.
 */
export function drawPriceChart(
  node: HTMLElement,
  points: readonly { time: number; value: number }[],
  colours: ChartColours,
  showTime: boolean,
): () => void {
  const chart = appChart(node, colours, showTime);
  const series = chart.addSeries(AreaSeries, {
    lineColor: colours.line,
    topColor: `${colours.line}55`,
    bottomColor: `${colours.line}05`,
    lineWidth: 2,
  });
  series.setData(points.map((p) => ({ time: p.time as UTCTimestamp, value: p.value })));
  chart.timeScale().fitContent();
  return () => chart.remove();
}
