import { useEffect } from 'react';
import { afterStartUp } from '@/shared/lib/whenIdle';
import { invalidateCalls, type CallRef } from './apiKey';
import { loadQueryCache } from './queryCache';

/**
 * The app's one live connection (server/modules/market/stream.ts, docs/market.md): server-sent events from
 * `/nft-api/live`, one connection per tab carrying the topics of every mounted screen (`useLive`). An event names
 * what changed, never the data: each holder says which calls an event makes stale (`on`), and those refetch (active
 * queries at once, the others when next shown). After a dropped connection comes back, or when the server says its
 * own feed was interrupted (`reset`), every holder's calls refetch, since events may have been missed meanwhile.
 */

/** What a holder refetches, by event name (`market`, `me`, `wallet`). */
export type LiveCalls = Readonly<Record<string, readonly CallRef[]>>;

/** Events of a burst (a sweep settles several sales at once) are one refetch. */
const COALESCE_MS = 250;
/**
 * How long the connection outlives a holder that leaves: moving between screens unmounts one page's holders before
 * the next page (its chunk perhaps still loading) mounts its own, mostly with the same topics; closing at once would
 * reconnect on every move and miss what happened in between.
 */
const RELEASE_GRACE_MS = 1000;

const holders = new Map<number, { topics: readonly string[]; on: LiveCalls }>();
let nextHolder = 0;
let source: EventSource | null = null;
let current = '';
let dropped = false;
/** The event names the open connection has a listener for. */
const heard = new Set<string>();
const pending = new Set<CallRef>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

function refetch(calls: Iterable<CallRef>) {
  for (const call of calls) pending.add(call);
  if (flushTimer || pending.size === 0) return;
  flushTimer = setTimeout(() => {
    flushTimer = undefined;
    const batch = [...pending];
    pending.clear();
    void loadQueryCache().then(({ queryClient }) => invalidateCalls(queryClient, batch));
  }, COALESCE_MS);
}

/** The calls the mounted holders refetch on `name`, or on any event (`null`: after a gap). */
const callsOf = (name: string | null) =>
  [...holders.values()].flatMap(({ on }) => (name === null ? Object.values(on).flat() : (on[name] ?? [])));

/** Listens for every event name a holder asks about (on the open connection, once each). */
function listenForAll() {
  if (!source) return;
  for (const { on } of holders.values())
    for (const name of Object.keys(on)) {
      if (heard.has(name)) continue;
      heard.add(name);
      source.addEventListener(name, () => refetch(callsOf(name)));
    }
}

/** Opens, re-opens or closes the connection for the topics all holders need. */
function reconcile() {
  clearTimeout(releaseTimer);
  releaseTimer = undefined;
  const topics = [...new Set([...holders.values()].flatMap((holder) => holder.topics))].sort();
  const key = topics.join(',');
  if (key !== current) {
    current = key;
    source?.close();
    source = null;
    heard.clear();
    if (!key || typeof EventSource === 'undefined') return;
    const next = new EventSource(`/nft-api/live?topics=${encodeURIComponent(key)}`);
    next.addEventListener('reset', () => refetch(callsOf(null)));
    next.addEventListener('ready', () => {
      if (dropped) refetch(callsOf(null));
      dropped = false;
    });
    // the browser reconnects by itself (the server's `retry`); what happened meanwhile is refetched on `ready`
    next.addEventListener('error', () => {
      dropped = true;
    });
    source = next;
  }
  listenForAll();
}

/**
 * Keeps the screen's topics on the tab's live connection while it is mounted, and refetches `on[event]` when an
 * event of that name arrives. `on` should be a constant (its identity is not watched). On the page's first screen
 * the connection opens once start-up is over (the browser's first idle moment): the screen's data has just been
 * fetched, and opening it earlier would only compete with the first paint.
 */
export function useLive(topics: readonly string[], on: LiveCalls): void {
  const key = topics.filter(Boolean).join(',');
  useEffect(() => {
    if (!key) return;
    const id = (nextHolder += 1);
    holders.set(id, { topics: key.split(','), on });
    const cancel = afterStartUp(reconcile);
    return () => {
      cancel();
      holders.delete(id);
      clearTimeout(releaseTimer);
      releaseTimer = setTimeout(reconcile, RELEASE_GRACE_MS);
    };
  }, [key]);
}
