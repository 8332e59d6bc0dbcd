import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Endpoint } from '@/contract/define';
import { platform } from '@/platform';
import { notice, noticeState, type NoticeKind } from '@/state/notice';
import { invalidateCalls, type CallRef } from './apiKey';
import { call as callApi } from './http';

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
  const client = useQueryClient();
  const { successText, invalidates = [], silent, onSuccess, onError } = options;
  // react-query reads these callbacks from the latest render, and stays pending until onSuccess settles.
  const { mutateAsync, isPending, error, data, reset } = useMutation<Res, Error, Req, { before: number }>({
    mutationFn: (body) => (isEndpoint(work) ? callApi(work, body, { silent }) : work(body)),
    onMutate: () => ({ before: lastNoticeId() }),
    onSuccess: async (result, body, context) => {
      const text = typeof successText === 'function' ? successText(result, body) : successText;
      if (text) notice.success(text);
      if (!noticeSince(context?.before ?? 0, 'success')) platform.haptic('success');
      try {
        await Promise.all([onSuccess?.(result, body), invalidateCalls(client, invalidates)]);
      } catch (failure) {
        console.error('[api] after a successful mutation', failure);
      }
    },
    onError: (failure, body, context) => {
      onError?.(failure, body);
      if (!noticeSince(context?.before ?? 0, 'error')) platform.haptic('error');
    },
  });

  const run = useCallback(
    (body: Req): Promise<MutationOutcome<Res>> =>
      mutateAsync(body).then(
        (result) => ({ ok: true, data: result }),
        (failure: unknown) => ({ ok: false, error: failure instanceof Error ? failure : new Error(String(failure)) }),
      ),
    [mutateAsync],
  );
  return { run, busy: isPending, error: error ?? null, data, reset };
}
