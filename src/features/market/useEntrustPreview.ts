import { useSettled } from '@/shared/lib/useSettled';
import { useEntrustCheck } from './bidHooks';
import { bidRequest, PREVIEW_DEBOUNCE_MS, previewSummary } from './collectionBids';

/**
 * What placing a collection or trait bid would do now (entrustment_check), asked again once typing pauses: never the
 * answer for an earlier price while a newer one is on its way. `request` is null while the form cannot be sent.
 */
export function useEntrustPreview(
  symbol: string,
  draft: { price: string; quantity: number; valid: boolean },
  trait: { traitType: string; traitValue: string },
) {
  const request = draft.valid
    ? bidRequest({ price: draft.price, quantity: String(draft.quantity), ...trait }, symbol)
    : null;
  // the request as a string: a new object each render would restart the wait forever
  const requestKey = request ? JSON.stringify(request) : '';
  const settledKey = useSettled(requestKey, PREVIEW_DEBOUNCE_MS);
  const preview = useEntrustCheck(
    settledKey ? (JSON.parse(settledKey) as NonNullable<typeof request>) : { symbol, price: '1', quantity: 1 },
    settledKey !== '',
  );
  const previewing = request !== null && (settledKey !== requestKey || preview.isFetching);
  const check = !previewing && request !== null ? (preview.data ?? null) : null;
  return { request, preview, previewing, check, summary: check ? previewSummary(check) : null };
}
