import { useLive, type LiveCalls } from '@/api/live';
import { MARKET_CALLS, MY_CALLS } from './calls';

/**
 * Live market updates (docs/market.md) on the app's one live connection (api/live.ts): a token's or a collection's
 * event refetches the market's calls; the signed-in user's own (`me`: a sale or purchase of theirs) refetches theirs.
 */
const MARKET_EVENTS: LiveCalls = { market: MARKET_CALLS, me: MY_CALLS };

/** Topic names (server/modules/market/stream.ts). */
export const liveTopic = {
  collection: (symbol: string) => `c:${symbol.toUpperCase()}`,
  token: (symbol: string, tokenId: string) => `t:${symbol.toUpperCase()}:${tokenId}`,
  market: 'all',
  me: 'me',
};

/** Keeps the screen's topics on the tab's live connection while it is mounted. */
export function useMarketLive(topics: readonly string[]): void {
  useLive(topics, MARKET_EVENTS);
}
