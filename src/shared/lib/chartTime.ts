import { displayOffset } from './time';

/**
 * A moment (unix seconds) for a chart whose axis reads UTC (lightweight-charts): moved by the shown zone's offset,
 * so the axis reads in the same zone as every other time on screen.
 */
export const chartTime = (seconds: number): number => seconds + Math.round(displayOffset(seconds) * 3600);
