import { proxy, subscribe } from 'valtio';
import type { SellableItem } from '@/contract/nftMarket/types';
import { platform } from '@/platform';
import { BATCH_MAX, batchItemOf, type BatchItem } from './batch';

/**
 * The batch listing in progress: the holdings chosen on /nft/batch, their editions and the prices typed on
 * /nft/batch/on. It lives in session storage, so an Android webview reload (or a trip to another screen) keeps it.
 */
interface BatchState {
  items: BatchItem[];
  /** item_id → price per edition, as typed. */
  prices: Record<string, string>;
}

const STORAGE_KEY = 'market_batch_draft';
const blank = (): BatchState => ({ items: [], prices: {} });

function readDraft(): BatchState {
  try {
    const saved = JSON.parse(platform.storage.session.get(STORAGE_KEY) ?? 'null') as Partial<BatchState> | null;
    if (!saved || !Array.isArray(saved.items)) return blank();
    const items = saved.items.filter(
      (item): item is BatchItem =>
        typeof item?.item_id === 'number' &&
        typeof item.goods?.symbol === 'string' &&
        typeof item.editions === 'string',
    );
    const prices = saved.prices && typeof saved.prices === 'object' ? saved.prices : {};
    return { items: items.slice(0, BATCH_MAX), prices };
  } catch {
    return blank(); // a damaged draft
  }
}

export const batchState = proxy<BatchState>(typeof window === 'undefined' ? blank() : readDraft());

if (typeof window !== 'undefined') {
  subscribe(batchState, () => platform.storage.session.set(STORAGE_KEY, JSON.stringify(batchState)));
}

/** Adds a holding to the batch, or takes it out; false when the batch is full (BATCH_MAX). */
export function toggleBatchItem(row: SellableItem): boolean {
  const at = batchState.items.findIndex((item) => item.item_id === row.item_id);
  if (at >= 0) {
    batchState.items.splice(at, 1);
    delete batchState.prices[row.item_id];
    return true;
  }
  if (batchState.items.length >= BATCH_MAX) return false;
  batchState.items.push(batchItemOf(row));
  return true;
}

export function removeBatchItem(itemId: number): void {
  batchState.items = batchState.items.filter((item) => item.item_id !== itemId);
  delete batchState.prices[itemId];
}

export function setBatchEditions(itemId: number, editions: string): void {
  const item = batchState.items.find((entry) => entry.item_id === itemId);
  if (item) item.editions = editions;
}

export function setBatchPrices(prices: Record<string, string>): void {
  Object.assign(batchState.prices, prices);
}

/** After the listing, or "Clear": nothing of the batch is kept. */
export function clearBatch(): void {
  Object.assign(batchState, blank());
  platform.storage.session.remove(STORAGE_KEY);
}
