import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A Telegram client behind the real bridge.ts: it keeps CloudStorage in a map and answers each custom method with
 * `custom_method_invoked` on a later task, like the client does; `silent` makes it never answer, `fail` answer errors.
 */
const client = vi.hoisted(() => {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const state = {
    supported: true,
    silent: false,
    fail: false,
    values: new Map<string, string>(),
    calls: [] as { method: string; params: Record<string, unknown> }[],
    /** An answer to someone else's request, sent before each real answer. */
    strayFirst: false,
  };
  const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload));
  const result = (method: string, params: Record<string, unknown>): unknown => {
    const keys = params.keys as string[];
    if (method === 'getStorageValues') return Object.fromEntries(keys.map((key) => [key, state.values.get(key) ?? '']));
    if (method === 'saveStorageValue') {
      state.values.set(params.key as string, params.value as string);
      return true;
    }
    if (method === 'deleteStorageValues') {
      for (const key of keys) state.values.delete(key);
      return true;
    }
    if (method === 'getStorageKeys') return [...state.values.keys()];
    return undefined;
  };
  const bridge = {
    supports: (method: string) => state.supported && method === 'web_app_invoke_custom_method',
    post: (name: string, params?: object) => {
      const {
        req_id,
        method,
        params: args,
      } = params as { req_id: string; method: string; params: Record<string, unknown> };
      if (name !== 'web_app_invoke_custom_method') return false;
      state.calls.push({ method, params: args });
      if (state.silent) return true;
      setTimeout(() => {
        if (state.strayFirst) emit('custom_method_invoked', { req_id: 'someone-else', result: { x: 'y' } });
        emit(
          'custom_method_invoked',
          state.fail ? { req_id, error: 'STORAGE_KEY_CLOUD_INVALID' } : { req_id, result: result(method, args) },
        );
      }, 0);
      return true;
    },
    on: (event: string, listener: (payload: unknown) => void) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return () => listeners.get(event)!.delete(listener);
    },
    clientPlatform: () => 'android',
    themeColor: () => undefined,
  };
  return { state, bridge };
});
vi.mock('@/platform', () => ({ platform: { bridge: client.bridge } }));

const cloud = await import('./cloudStorage');

afterEach(() => {
  vi.useRealTimers();
  Object.assign(client.state, { supported: true, silent: false, fail: false, strayFirst: false });
  client.state.values.clear();
  client.state.calls.length = 0;
});

describe('cloud storage', () => {
  it('saves, reads, lists and removes values through the custom methods', async () => {
    expect(await cloud.cloudSet('draft_u1_send', '{"amount":"5"}')).toBe(true);
    expect(await cloud.cloudSet('last_ab12', '/asset/send')).toBe(true);
    expect(await cloud.cloudGet('draft_u1_send')).toBe('{"amount":"5"}');
    expect(await cloud.cloudKeys('draft_')).toEqual(['draft_u1_send']);
    expect(await cloud.cloudRemove(['draft_u1_send'])).toBe(true);
    expect(await cloud.cloudGet('draft_u1_send')).toBeNull();
    expect(client.state.calls.map((call) => call.method)).toEqual([
      'saveStorageValue',
      'saveStorageValue',
      'getStorageValues',
      'getStorageKeys',
      'deleteStorageValues',
      'getStorageValues',
    ]);
    expect(client.state.calls[0]?.params).toEqual({ key: 'draft_u1_send', value: '{"amount":"5"}' });
  });

  it("takes only its own answer when another request's answer comes first", async () => {
    client.state.values.set('k', 'v');
    client.state.strayFirst = true;
    expect(await cloud.cloudGet('k')).toBe('v');
  });

  it('reads two keys at once without mixing their answers', async () => {
    client.state.values.set('a', '1');
    client.state.values.set('b', '2');
    expect(await Promise.all([cloud.cloudGet('a'), cloud.cloudGet('b')])).toEqual(['1', '2']);
  });

  it('gives up after the timeout and resolves the fallback when the client never answers', async () => {
    vi.useFakeTimers();
    client.state.silent = true;
    const read = cloud.cloudGet('k');
    const write = cloud.cloudSet('k', 'v');
    await vi.advanceTimersByTimeAsync(cloud.CLOUD_TIMEOUT_MS - 1);
    let settled = false;
    void read.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await read).toBeNull();
    expect(await write).toBe(false);
  });

  it('resolves the fallback on an error answer, and asks nothing where custom methods are missing', async () => {
    client.state.fail = true;
    expect(await cloud.cloudSet('k', 'v')).toBe(false);
    expect(await cloud.cloudGet('k')).toBeNull();
    client.state.calls.length = 0;
    client.state.supported = false;
    expect(cloud.isAvailable()).toBe(false);
    expect(await cloud.cloudSet('k', 'v')).toBe(false);
    expect(await cloud.cloudKeys('')).toEqual([]);
    expect(client.state.calls).toEqual([]);
  });

  it("never sends a key or a value Telegram's limits refuse", async () => {
    expect(await cloud.cloudSet('has space', 'v')).toBe(false);
    expect(await cloud.cloudSet('x'.repeat(129), 'v')).toBe(false);
    expect(await cloud.cloudSet('k', 'v'.repeat(cloud.CLOUD_VALUE_MAX + 1))).toBe(false);
    expect(await cloud.cloudGet('')).toBeNull();
    expect(client.state.calls).toEqual([]);
    expect(await cloud.cloudSet('k', 'v'.repeat(cloud.CLOUD_VALUE_MAX))).toBe(true);
  });

  it('makes valid keys of any parts', () => {
    expect(cloud.cloudKey('draft', 'U1.x', 'bid:7')).toBe('draft_U1_x_bid_7');
    expect(cloud.cloudKey('k', 'x'.repeat(200))).toHaveLength(128);
    expect(cloud.CLOUD_KEY.test(cloud.cloudKey('é', '/asset/send'))).toBe(true);
  });
});
