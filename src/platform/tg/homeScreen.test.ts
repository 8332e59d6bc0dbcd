import { beforeEach, describe, expect, it, vi } from 'vitest';

const bridge = vi.hoisted(() => ({
  canPost: vi.fn((_method: string) => true),
  post: vi.fn((_method: string, _params?: object) => true),
  answerOf: vi.fn(async (): Promise<{ event: string; payload: unknown } | null> => null),
}));
const stored = vi.hoisted(() => new Map<string, string>());
vi.mock('./bridge', () => bridge);
vi.mock('@/platform', () => ({
  platform: {
    kind: 'telegram',
    storage: {
      local: {
        get: (key: string) => stored.get(key) ?? null,
        set: (key: string, value: string) => stored.set(key, value),
      },
    },
  },
}));

const { HOME_SCREEN_OFFERED_KEY, offerHomeScreenOnce, shouldOffer } = await import('./homeScreen');

const answers = (status: string | null) =>
  bridge.answerOf.mockImplementation(async () =>
    status === null ? null : { event: 'home_screen_checked', payload: { status } },
  );
const offered = () => bridge.post.mock.calls.filter(([method]) => method === 'web_app_add_to_home_screen').length;

beforeEach(() => {
  stored.clear();
  bridge.post.mockClear();
  bridge.answerOf.mockClear();
  bridge.canPost.mockImplementation(() => true);
});

describe('the home-screen offer', () => {
  it('is made only when the shortcut is missing or unknown', () => {
    expect([shouldOffer('missed'), shouldOffer('unknown'), shouldOffer('added'), shouldOffer('unsupported')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(shouldOffer(null)).toBe(false);
  });

  it('opens Telegram’s prompt once, then never again on this device', async () => {
    answers('missed');
    expect(await offerHomeScreenOnce()).toBe(true);
    expect(await offerHomeScreenOnce()).toBe(false);
    expect(offered()).toBe(1);
    expect(stored.get(HOME_SCREEN_OFFERED_KEY)).toBeTruthy();
  });

  it('is not made when the shortcut is there, unsupported, unanswered, or the client is too old', async () => {
    answers('added');
    expect(await offerHomeScreenOnce()).toBe(false);
    expect(stored.get(HOME_SCREEN_OFFERED_KEY)).toBe('added');
    stored.clear();
    answers('unsupported');
    expect(await offerHomeScreenOnce()).toBe(false);
    answers(null);
    expect(await offerHomeScreenOnce()).toBe(false);
    answers('missed');
    bridge.canPost.mockImplementation((method: string) => method !== 'web_app_add_to_home_screen');
    expect(await offerHomeScreenOnce()).toBe(false);
    expect(offered()).toBe(0);
  });

  it('asks once when two successes come at once (a purchase and a credited deposit)', async () => {
    answers('unknown');
    expect(await Promise.all([offerHomeScreenOnce(), offerHomeScreenOnce()])).toEqual([true, true]);
    expect(offered()).toBe(1);
    expect(bridge.answerOf).toHaveBeenCalledTimes(1);
  });
});
