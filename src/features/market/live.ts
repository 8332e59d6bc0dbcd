import { useEffect } from 'react';
import { invalidateCalls, type CallRef } from '@/api/apiKey';
import { loadQueryCache } from '@/api/queryCache';
import { MARKET_CALLS, MY_CALLS } from './calls';

/**
 * Live market updates (docs/market.md): one server-sent-events connection per tab (`/nft-api/live`) carries the
 * topics of every mounted screen (`useMarketLive`). An event names what changed; the screens' queries of that kind
 * refetch (active ones at once, the others when next shown). After a dropped connection comes back, or when the
 * server says its own feed was interrupted (`reset`), everything market-related refetches, since events may have
 * been missed meanwhile.
 */

/** Events of a burst (a sweep settles several sales at once) are one refetch. */
const COALESCE_MS = 250;

const holders = new Map<number, readonly string[]>();
let nextHolder = 0;
let source: EventSource | null = null;
let current = '';
let dropped = false;
const pending = new Set<CallRef>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function refetch(calls: readonly CallRef[]) {
  for (const call of calls) pending.add(call);
  if (flushTimer) return;
  flushTimer = setTimeout(() => {
    flushTimer = undefined;
    const batch = [...pending];
    pending.clear();
    void loadQueryCache().then(({ queryClient }) => invalidateCalls(queryClient, batch));
  }, COALESCE_MS);
}

/** Opens, re-opens or closes the connection for the topics all holders need. */
function reconcile() {
  const topics = [...new Set([...holders.values()].flat())].sort();
  const key = topics.join(',');
  if (key === current) return;
  current = key;
  source?.close();
  source = null;
  if (!key || typeof EventSource === 'undefined') return;
  const next = new EventSource(`/nft-api/live?topics=${encodeURIComponent(key)}`);
  next.addEventListener('market', () => refetch(MARKET_CALLS));
  next.addEventListener('me', () => refetch(MY_CALLS));
  next.addEventListener('reset', () => refetch([...MARKET_CALLS, ...MY_CALLS]));
  next.addEventListener('ready', () => {
    if (dropped) refetch([...MARKET_CALLS, ...MY_CALLS]);
    dropped = false;
  });
  // the browser reconnects by itself (the server's `retry`); what happened meanwhile is refetched on `ready`
  next.addEventListener('error', () => {
    dropped = true;
  });
  source = next;
}

/** Topic names (server/modules/market/stream.ts). */
export const liveTopic = {
  collection: (symbol: string) => `c:${symbol.toUpperCase()}`,
  token: (symbol: string, tokenId: string) => `t:${symbol.toUpperCase()}:${tokenId}`,
  market: 'all',
  me: 'me',
};

/** Keeps the screen's topics on the tab's live connection while it is mounted. */
export function useMarketLive(topics: readonly string[]): void {
  const key = topics.filter(Boolean).join(',');
  useEffect(() => {
    if (!key) return;
    const id = (nextHolder += 1);
    holders.set(id, key.split(','));
    reconcile();
    return () => {
      holders.delete(id);
      reconcile();
    };
  }, [key]);
}
