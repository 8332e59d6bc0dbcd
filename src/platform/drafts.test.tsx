// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userState } from '@/state/user';

/** The launch (browser or Telegram) and a CloudStorage kept in a map, as the cloud module answers it. */
const env = vi.hoisted(() => ({
  kind: 'browser' as 'browser' | 'telegram',
  cloud: new Map<string, string>(),
  /** A cloud read waits for this (a slow client), when set. */
  gate: null as Promise<void> | null,
}));
vi.mock('./index', () => ({
  platform: {
    get kind() {
      return env.kind;
    },
  },
}));
vi.mock('./tg/cloudStorage', () => ({
  CLOUD_VALUE_MAX: 4096,
  cloudKey: (...parts: string[]) => parts.join('_').replace(/[^A-Za-z0-9_-]/g, '_'),
  cloudGet: async (key: string) => {
    await env.gate;
    return env.cloud.get(key) ?? null;
  },
  cloudSet: async (key: string, value: string) => {
    env.cloud.set(key, value);
    return true;
  },
  cloudRemove: async (keys: string[]) => {
    for (const key of keys) env.cloud.delete(key);
    return true;
  },
  cloudKeys: async (prefix: string) => [...env.cloud.keys()].filter((key) => key.startsWith(prefix)),
}));

const { CLOUD_DELAY_MS, draftKey, parseDraft, serializeDraft, useDraft } = await import('./drafts');
const { forgetDrafts } = await import('./forgetDrafts');

const EMPTY = { receiver: '', amount: '', memo: '', symbol: 'USDT' };
const signIn = (uid: string) => (userState.userInfo = { uid } as typeof userState.userInfo);
/** Lets the lazily imported cloud module and its answers settle. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(CLOUD_DELAY_MS + 10));

beforeEach(() => {
  vi.useFakeTimers();
  env.kind = 'browser';
  env.gate = null;
  signIn('U1');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  env.cloud.clear();
  localStorage.clear();
  userState.userInfo = null as typeof userState.userInfo;
});

describe('draft values', () => {
  it('stores only what differs from the empty form, and nothing while the fields that matter are empty', () => {
    expect(serializeDraft(EMPTY, EMPTY)).toBeNull();
    expect(serializeDraft({ ...EMPTY, amount: '5' }, EMPTY)).toBe('{"amount":"5"}');
    expect(serializeDraft({ ...EMPTY, symbol: 'TRX' }, EMPTY, ['receiver', 'amount'])).toBeNull();
    expect(serializeDraft({ ...EMPTY, symbol: 'TRX', amount: '1' }, EMPTY, ['amount'])).toBe(
      '{"amount":"1","symbol":"TRX"}',
    );
  });

  it("reads back the form's own string fields only; damaged input reads as none", () => {
    expect(parseDraft('{"amount":"5","password":"123456","memo":7}', EMPTY)).toEqual({ ...EMPTY, amount: '5' });
    for (const raw of [null, '', 'not json', '[1]', 'null', '"x"'])
      expect(parseDraft(raw, EMPTY), String(raw)).toBeNull();
  });
});

describe('useDraft in a browser', () => {
  it('keeps what is typed in local storage per account, reads it back before the first render, and forgets it when sent', () => {
    const first = renderHook(() => useDraft('send', EMPTY));
    act(() => first.result.current[1]({ amount: '12.5', memo: 'rent' }));
    expect(JSON.parse(localStorage.getItem(draftKey('U1', 'send'))!)).toEqual({ amount: '12.5', memo: 'rent' });
    first.unmount();

    const again = renderHook(() => useDraft('send', EMPTY));
    expect(again.result.current[0]).toEqual({ ...EMPTY, amount: '12.5', memo: 'rent' });
    act(() => again.result.current[2]());
    expect(again.result.current[0]).toEqual(EMPTY);
    expect(localStorage.getItem(draftKey('U1', 'send'))).toBeNull();
    expect(env.cloud.size).toBe(0);
  });

  it("never shows another account's draft, and keeps nothing without an account", () => {
    localStorage.setItem(draftKey('U2', 'send'), '{"amount":"9"}');
    expect(renderHook(() => useDraft('send', EMPTY)).result.current[0]).toEqual(EMPTY);
    userState.userInfo = null as typeof userState.userInfo;
    const anonymous = renderHook(() => useDraft('withdraw', EMPTY));
    act(() => anonymous.result.current[1]({ amount: '1' }));
    expect(Object.keys(localStorage).filter((key) => key.includes('withdraw'))).toEqual([]);
  });

  it('removes the draft once the form is emptied again', () => {
    const { result } = renderHook(() => useDraft('send', EMPTY, ['amount']));
    act(() => result.current[1]({ amount: '3' }));
    expect(localStorage.getItem(draftKey('U1', 'send'))).not.toBeNull();
    act(() => result.current[1]({ amount: '', symbol: 'TRX' }));
    expect(localStorage.getItem(draftKey('U1', 'send'))).toBeNull();
  });
});

describe('useDraft inside Telegram', () => {
  beforeEach(() => {
    env.kind = 'telegram';
  });

  it('copies the draft to CloudStorage once typing pauses, and removes it there when sent', async () => {
    const { result, unmount } = renderHook(() => useDraft('send', EMPTY));
    act(() => result.current[1]({ amount: '1' }));
    act(() => result.current[1]({ amount: '12' }));
    expect(env.cloud.size).toBe(0);
    await settle();
    expect([...env.cloud]).toEqual([['draft_U1_send', '{"amount":"12"}']]);
    act(() => result.current[2]());
    unmount();
    await settle();
    expect(env.cloud.size).toBe(0);
  });

  it('restores from the cloud when local storage lost the draft', async () => {
    env.cloud.set('draft_U1_send', '{"receiver":"@ann","amount":"7"}');
    const { result } = renderHook(() => useDraft('send', EMPTY));
    expect(result.current[0]).toEqual(EMPTY);
    await settle();
    expect(result.current[0]).toEqual({ ...EMPTY, receiver: '@ann', amount: '7' });
    expect(localStorage.getItem(draftKey('U1', 'send'))).toBe('{"receiver":"@ann","amount":"7"}');
  });

  it('still fills the form when the screen only set a field to what it held before the cloud answered', async () => {
    env.cloud.set('draft_U1_send', '{"amount":"7"}');
    let open = () => {};
    env.gate = new Promise((resolve) => (open = resolve));
    const { result } = renderHook(() => useDraft('send', EMPTY));
    act(() => result.current[1]({ symbol: 'USDT' }));
    open();
    await settle();
    expect(result.current[0]).toEqual({ ...EMPTY, amount: '7' });
  });

  it('leaves what the user typed while the cloud was answering', async () => {
    env.cloud.set('draft_U1_send', '{"amount":"7"}');
    let open = () => {};
    env.gate = new Promise((resolve) => (open = resolve));
    const { result } = renderHook(() => useDraft('send', EMPTY));
    act(() => result.current[1]({ memo: 'typed first' }));
    open();
    await settle();
    expect(result.current[0]).toEqual({ ...EMPTY, memo: 'typed first' });
  });

  it('writes the cloud copy at once when the form closes before the pause', async () => {
    vi.useRealTimers();
    const { result, unmount } = renderHook(() => useDraft('send', EMPTY));
    act(() => result.current[1]({ memo: 'm' }));
    unmount();
    await vi.waitFor(() => expect(env.cloud.get('draft_U1_send')).toBeDefined());
    expect(env.cloud.get('draft_U1_send')).toBe('{"memo":"m"}');
  });

  it('forgets every draft, local and in the cloud, on sign-out', async () => {
    localStorage.setItem(draftKey('U1', 'send'), '{"amount":"1"}');
    localStorage.setItem('other.key', 'kept');
    env.cloud.set('draft_U1_send', '{"amount":"1"}');
    env.cloud.set('last_screen', 'x');
    await forgetDrafts();
    expect(Object.keys(localStorage)).toEqual(['other.key']);
    expect([...env.cloud.keys()]).toEqual(['last_screen']);
  });
});
