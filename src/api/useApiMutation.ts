import { useCallback, useRef, useState } from 'react';
import type { Endpoint } from '@/contract/define';
import { platform } from '@/platform';
import { notice, noticeState, type NoticeKind } from '@/state/notice';
import { invalidateCalls, type CallRef } from './apiKey';
import { ApiError, NETWORK_ERROR_CODE, call as callApi, newIdempotencyKey } from './http';
import { loadQueryCache } from './queryCache';

/** A call of the contract, or a multi-step action (e.g. a WebAuthn ceremony around two calls). */
export type MutationWork<Req, Res> = Endpoint<Req, Res> | ((body: Req) => Promise<Res>);

export interface ApiMutationOptions<Req, Res> {
  /** Calls whose cached results this changes: all their keys (every body, every language) refetch before `run` resolves. */
  invalidates?: readonly CallRef[];
  /** Translated success notice; a function may pick one from the result, or return undefined for none. */
  successText?: string | ((data: Res, body: Req) => string | undefined);
  /** No error notice from the http layer (the screen shows `error` inline instead). Only for a call, not a function. */
  silent?: boolean;
  /** Runs after a success, before invalidation finishes (navigate, close a sheet, clear a form…). */
  onSuccess?: (data: Res, body: Req) => void | Promise<unknown>;
  /** Runs after a failure (e.g. a notice for a WebAuthn error the http layer never saw). */
  onError?: (error: Error, body: Req) => void;
  /**
   * The Idempotency-Key of an intent that outlives the screen (paying a payment request): every attempt sends it,
   * so the server answers a second one with the first one's result. Without it, a key per intent is made here.
   */
  intentKey?: string | null;
}

/** What `run` resolves: never a rejection, and unambiguous even for calls whose data is null. */
export type MutationOutcome<Res> = { ok: true; data: Res } | { ok: false; error: Error };

export interface ApiMutation<Req, Res> {
  /** Runs the work; resolves `{ ok: true, data }` or `{ ok: false, error }`. Never throws. */
  run: (body: Req) => Promise<MutationOutcome<Res>>;
  /** True while the work and the invalidated refetches run: bind it to the button's `busy`. */
  busy: boolean;
  /** The last failure (an ApiError for a call), for inline display; null after a success or `reset`. */
  error: Error | null;
  /** The last result. */
  data: Res | undefined;
  /** Clears `error` and `data`. */
  reset: () => void;
}

const isEndpoint = <Req, Res>(work: MutationWork<Req, Res>): work is Endpoint<Req, Res> =>
  typeof (work as { path?: unknown }).path === 'string';

const lastNoticeId = () => noticeState.items.reduce((max, item) => Math.max(max, item.id), 0);
const noticeSince = (id: number, kind: NoticeKind) => noticeState.items.some((n) => n.id > id && n.kind === kind);

/**
 * Changes server data: `const save = useApiMutation(contract.user.closeNftFree, { invalidates: [...], successText })`,
 * then `save.run({})`. Owns busy state, the success notice, haptics (exactly one per outcome: a success or
 * error notice already buzzes inside Telegram, so the hook only buzzes when no notice did) and errors: the
 * http layer shows the server's message as a notice, this hook never repeats it and keeps it in `error`.
 */
export function useApiMutation<Req extends object, Res>(
  work: MutationWork<Req, Res>,
  options: ApiMutationOptions<Req, Res> = {},
): ApiMutation<Req, Res> {
  const [state, setState] = useState<{ busy: boolean; error: Error | null; data: Res | undefined }>(idle);
  // `run` reads the work and the callbacks of the latest render.
  const latest = useRef({ work, options });
  latest.current = { work, options };
  // One Idempotency-Key per user intent: kept while no answer came back (a retry after a network failure may find
  // the first attempt done on the server), renewed once the server answered.
  const intent = useRef<string | null>(null);

  const run = useCallback(async (body: Req): Promise<MutationOutcome<Res>> => {
    const { work, options } = latest.current;
    const { successText, invalidates = [], silent, onSuccess, onError } = options;
    const before = lastNoticeId();
    setState({ busy: true, error: null, data: undefined });
    let result: Res;
    try {
      if (!isEndpoint(work)) result = await work(body);
      else if (!work.options.idempotent) result = await callApi(work, body, { silent });
      else {
        intent.current ??= newIdempotencyKey();
        // Idempotent calls are the ones that move money: closing the mini app mid-payment asks first.
        const release = platform.confirmClosing();
        try {
          result = await callApi(work, body, { silent, idempotencyKey: options.intentKey || intent.current });
          intent.current = null;
        } catch (failure) {
          if (!(failure instanceof ApiError && failure.code === NETWORK_ERROR_CODE)) intent.current = null;
          throw failure;
        } finally {
          release();
        }
      }
    } catch (failure) {
      // A DOMException (WebAuthn) is an Error in browsers but not in every runtime: keep it as thrown.
      const error =
        failure instanceof Error || isDomException(failure) ? (failure as Error) : new Error(String(failure));
      onError?.(error, body);
      if (!noticeSince(before, 'error')) platform.haptic('error');
      setState({ busy: false, error, data: undefined });
      return { ok: false, error };
    }
    const text = typeof successText === 'function' ? successText(result, body) : successText;
    if (text) notice.success(text);
    if (!noticeSince(before, 'success')) platform.haptic('success');
    // Busy until the screen's follow-up and the refetch of what changed have settled.
    try {
      await Promise.all([
        onSuccess?.(result, body),
        invalidates.length
          ? loadQueryCache().then(({ queryClient }) => invalidateCalls(queryClient, invalidates))
          : null,
      ]);
    } catch (failure) {
      console.error('[api] after a successful mutation', failure);
    }
    setState({ busy: false, error: null, data: result });
    return { ok: true, data: result };
  }, []);
  const reset = useCallback(() => setState(idle), []);
  return { run, busy: state.busy, error: state.error, data: state.data, reset };
}

const isDomException = (value: unknown) => typeof DOMException !== 'undefined' && value instanceof DOMException;

const idle = { busy: false, error: null, data: undefined };
