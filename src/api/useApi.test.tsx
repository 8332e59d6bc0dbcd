// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@/contract/define';
import { noticeState } from '@/state/notice';
import { appState } from '@/state/app';
import { carryBootData } from './testing/bootPage';
import { envelope, installFakeAdapter } from './testing/fakeAdapter';
import { freshQueryCache } from './testing/queryCache';
import { loadQueryCache } from './queryCache';

const haptic = vi.hoisted(() => vi.fn());
const closing = vi.hoisted(() => ({ held: 0, seen: [] as number[] }));
const confirmClosing = vi.hoisted(() =>
  vi.fn(() => {
    closing.held += 1;
    return () => {
      closing.held -= 1;
    };
  }),
);
vi.mock('@/platform', async () => ({
  platform: { haptic, confirmClosing, storage: (await import('@/platform/storage')).storage },
}));

const { useApiQuery } = await import('./useApiQuery');
const { useApiMutation } = await import('./useApiMutation');

const list: Endpoint<{ page?: number }, { items: string[] }> = { path: '/t/list', auth: true, options: {} };
const other: Endpoint<object, { n: number }> = { path: '/t/other', auth: true, options: {} };
const save: Endpoint<{ name: string }, { ok: boolean }> = { path: '/t/save', auth: true, options: {} };

const fake = installFakeAdapter();
const count = (path: string) => fake.requests.filter((r) => r.url === path).length;

const cache = async () => (await loadQueryCache()).queryClient;

beforeEach(async () => {
  await freshQueryCache();
  fake.requests.length = 0;
  haptic.mockClear();
  noticeState.items.splice(0);
  fake.reply(list.path, (req) => envelope(0, { items: [`${req.headers['X-Language']}:${req.body.page ?? 0}`] }));
  fake.reply(other.path, envelope(0, { n: 1 }));
  fake.reply(save.path, (req) =>
    req.body.name === 'bad' ? envelope(10003, null, 'Bad name') : envelope(0, { ok: true }),
  );
});
afterEach(() => {
  cleanup();
  appState.currentLang = 'en';
});
afterAll(() => fake.restore());

describe('useApiQuery', () => {
  it('fetches with a key derived from the call, the body and the language', async () => {
    const { result } = renderHook(() => useApiQuery(list, { page: 2 }));
    await waitFor(() => expect(result.current.data).toEqual({ items: ['en:2'] }));
    expect((await cache()).getQueryData(['api', list.path, 'en', { page: 2 }])).toEqual({ items: ['en:2'] });
  });

  it('refetches in the new language when the language changes', async () => {
    const { result } = renderHook(() => useApiQuery(list, {}));
    await waitFor(() => expect(result.current.data?.items).toEqual(['en:0']));
    act(() => {
      appState.currentLang = 'ko';
    });
    await waitFor(() => expect(result.current.data?.items).toEqual(['ko:0']));
  });

  it('does not fetch while disabled', async () => {
    const { result, rerender } = renderHook(({ on }) => useApiQuery(list, {}, { enabled: on }), {
      initialProps: { on: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(count(list.path)).toBe(0);
    rerender({ on: true });
    await waitFor(() => expect(result.current.data).toBeDefined());
  });

  it('polls with refetchInterval', async () => {
    renderHook(() => useApiQuery(list, {}, { refetchInterval: 20 }));
    await waitFor(() => expect(count(list.path)).toBeGreaterThanOrEqual(3));
  });

  it('polls with pollMs while the page is visible', async () => {
    renderHook(() => useApiQuery(list, {}, { pollMs: 20 }));
    await waitFor(() => expect(count(list.path)).toBeGreaterThanOrEqual(3));
  });

  it('refetches on window focus with refetchOnFocus, and not without it', async () => {
    renderHook(() => useApiQuery(list, {}, { refetchOnFocus: true }));
    renderHook(() => useApiQuery(other, {}));
    await waitFor(() => expect(count(list.path)).toBe(1));
    await waitFor(() => expect(count(other.path)).toBe(1));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(count(list.path)).toBe(2));
    expect(count(other.path)).toBe(1);
  });

  it("shows the page's boot answer at once, then refreshes it in the background", async () => {
    carryBootData('en', { [list.path]: { items: ['from the page'] } });
    const { result } = renderHook(() => useApiQuery(list, {}));
    expect(result.current.data).toEqual({ items: ['from the page'] });
    expect(result.current.isPending).toBe(false);
    await waitFor(() => expect(result.current.data).toEqual({ items: ['en:0'] }));
    expect(count(list.path)).toBe(1);
  });

  it('exposes the failure and, when silent, shows no notice', async () => {
    fake.reply(list.path, envelope(500, null, 'Down'));
    const { result } = renderHook(() => useApiQuery(list, {}, { silent: true }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.msg).toBe('Down');
    expect(noticeState.items).toHaveLength(0);
  });
});

describe('useApiMutation', () => {
  it('runs, shows the success text once, buzzes once, and refetches what it invalidates', async () => {
    const { result } = renderHook(() => ({
      list: useApiQuery(list, { page: 1 }),
      other: useApiQuery(other, {}),
      save: useApiMutation(save, { invalidates: [list], successText: 'Saved' }),
    }));
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await waitFor(() => expect(result.current.other.data).toBeDefined());
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.save.run({ name: 'x' });
    });
    expect(outcome).toEqual({ ok: true, data: { ok: true } });
    await waitFor(() => expect(result.current.save.busy).toBe(false));
    expect(result.current.save.data).toEqual({ ok: true });
    expect(noticeState.items.map((n) => [n.kind, n.text])).toEqual([['success', 'Saved']]);
    // The success notice buzzes inside Telegram; the hook adds no second buzz.
    expect(haptic).not.toHaveBeenCalled();
    expect(count(list.path)).toBe(2);
    expect(count(other.path)).toBe(1);
  });

  it('is busy until the work settles', async () => {
    let finish!: (value: number) => void;
    const { result } = renderHook(() => useApiMutation(() => new Promise<number>((resolve) => (finish = resolve))));
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.run({});
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    await act(async () => {
      finish(3);
      await pending;
    });
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.data).toBe(3);
  });

  it('buzzes itself when there is no success notice', async () => {
    const { result } = renderHook(() => useApiMutation(save));
    await act(() => result.current.run({ name: 'x' }));
    expect(haptic).toHaveBeenCalledWith('success');
  });

  it('never throws: a failure resolves { ok: false }, keeps the error and shows the server message once', async () => {
    const { result } = renderHook(() => useApiMutation(save, { successText: 'Saved' }));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run({ name: 'bad' });
    });
    expect(outcome).toMatchObject({ ok: false, error: { code: 10003 } });
    expect(result.current.error?.message).toBe('Bad name');
    expect(noticeState.items.map((n) => [n.kind, n.text])).toEqual([['error', 'Bad name']]);
    expect(haptic).not.toHaveBeenCalled();
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.error).toBeNull());
  });

  it('silent: no notice, the hook buzzes and the screen shows `error` inline', async () => {
    const { result } = renderHook(() => useApiMutation(save, { silent: true }));
    await act(() => result.current.run({ name: 'bad' }));
    expect(noticeState.items).toHaveLength(0);
    expect(haptic).toHaveBeenCalledWith('error');
    expect(result.current.error?.message).toBe('Bad name');
  });

  it('sends one Idempotency-Key per intent: kept across a network failure, new after the server answered', async () => {
    const pay: Endpoint<{ amount: string }, null> = { path: '/t/pay', auth: true, options: { idempotent: true } };
    const replies = [{ networkError: 'Network Error' }, envelope(0), envelope(30001, null, 'Short'), envelope(0)];
    fake.reply(pay.path, () => replies.shift()!);
    const { result } = renderHook(() => useApiMutation(pay));
    for (let attempt = 0; attempt < 4; attempt += 1) await act(() => result.current.run({ amount: '1' }));
    const keys = fake.requests.filter((r) => r.url === pay.path).map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    // the retry after "no response" reuses the key; after an answer (success or refusal) a new intent begins
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
    // calls that move no money carry no key
    const { result: plain } = renderHook(() => useApiMutation(save));
    await act(() => plain.current.run({ name: 'x' }));
    expect(fake.last().headers['Idempotency-Key']).toBeUndefined();
  });

  it('sends the intent key the screen names (a payment request) on every attempt', async () => {
    const pay: Endpoint<{ amount: string }, null> = {
      path: '/t/pay-request',
      auth: true,
      options: { idempotent: true },
    };
    fake.reply(pay.path, () => envelope(0));
    const { result } = renderHook(() => useApiMutation(pay, { intentKey: 'payreq_abcdefghijklmnop' }));
    for (let attempt = 0; attempt < 2; attempt += 1) await act(() => result.current.run({ amount: '1' }));
    const keys = fake.requests.filter((r) => r.url === pay.path).map((r) => r.headers['Idempotency-Key']);
    expect(keys).toEqual(['payreq_abcdefghijklmnop', 'payreq_abcdefghijklmnop']);
  });

  it('asks before the mini app closes while a money call is in flight, and only then', async () => {
    const pay: Endpoint<{ amount: string }, null> = { path: '/t/pay', auth: true, options: { idempotent: true } };
    fake.reply(pay.path, () => {
      closing.seen.push(closing.held);
      return envelope(0);
    });
    fake.reply(save.path, () => {
      closing.seen.push(closing.held);
      return envelope(0, { ok: true });
    });
    closing.seen.length = 0;
    const { result } = renderHook(() => useApiMutation(pay));
    await act(() => result.current.run({ amount: '1' }));
    const { result: plain } = renderHook(() => useApiMutation(save));
    await act(() => plain.current.run({ name: 'x' }));
    // held during the payment's request, released after it; a call that moves no money never holds it
    expect(closing.seen).toEqual([1, 0]);
    expect(closing.held).toBe(0);
  });

  it('takes a multi-step function and runs onSuccess / onError', async () => {
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { result } = renderHook(() =>
      useApiMutation(
        async (body: { fail: boolean }) => {
          if (body.fail) throw new DOMException('cancelled', 'NotAllowedError');
          return 7;
        },
        { onSuccess, onError, successText: (n) => `Got ${n}` },
      ),
    );
    await act(() => result.current.run({ fail: false }));
    expect(onSuccess).toHaveBeenCalledWith(7, { fail: false });
    expect(noticeState.items[0]?.text).toBe('Got 7');
    await act(() => result.current.run({ fail: true }));
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ name: 'NotAllowedError' });
    expect(haptic).toHaveBeenCalledWith('error');
  });
});
