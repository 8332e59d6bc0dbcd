import { AreaSeries, ColorType, createChart, type UTCTimestamp } from 'lightweight-charts';

export interface ChartColours {
  line: string;
  text: string;
  grid: string;
}

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
  const chart = createChart(node, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: colours.text,
      attributionLogo: false,
    },
    grid: { vertLines: { visible: false }, horzLines: { color: colours.grid } },
    timeScale: { timeVisible: showTime, borderVisible: false },
    rightPriceScale: { borderVisible: false },
    handleScroll: false,
    handleScale: false,
  });
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
