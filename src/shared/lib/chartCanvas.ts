import { ColorType, createChart, type DeepPartial, type IChartApi, type PriceScaleMargins } from 'lightweight-charts';
import { displayAmount } from '@/domain/amount';

/** The theme's colours a chart is drawn in (read from CSS variables by the chart's component). */
export interface ChartColours {
  line: string;
  text: string;
  grid: string;
}

/**
 * A chart of the app's look in `node`: transparent, the theme's text and grid, no scrolling or zooming (the page
 * scrolls), times shown for short ranges, prices on the axis grouped as every amount on screen (2 places). Only the
 * charts' own modules import this, and they are imported dynamically once their screen has painted:
 * lightweight-charts is never in a first load.
 */
export function appChart(
  node: HTMLElement,
  colours: ChartColours,
  showTime: boolean,
  priceMargins?: DeepPartial<PriceScaleMargins>,
): IChartApi {
  return createChart(node, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: colours.text,
      attributionLogo: false,
    },
    grid: { vertLines: { visible: false }, horzLines: { color: colours.grid } },
    timeScale: { timeVisible: showTime, borderVisible: false },
    rightPriceScale: { borderVisible: false, ...(priceMargins ? { scaleMargins: priceMargins } : {}) },
    // the axis plots floats: 2 places of the pixel value, then the app's display rule (grouped, trimmed)
    localization: { priceFormatter: (price: number) => displayAmount(price.toFixed(2), 2) },
    handleScroll: false,
    handleScale: false,
  });
}
