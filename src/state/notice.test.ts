import { afterEach, describe, expect, it, vi } from 'vitest';
import { notice, noticeState } from './notice';

afterEach(() => {
  vi.useRealTimers();
  noticeState.items.splice(0);
});

describe('notice queue', () => {
  it('shows a message once while it is on screen, at most three, each for 2 seconds', () => {
    vi.useFakeTimers();
    notice.error('Network error');
    notice.error('Network error');
    notice.success('Network error');
    expect(noticeState.items.map((item) => `${item.kind}:${item.text}`)).toEqual([
      'error:Network error',
      'success:Network error',
    ]);
    notice.info('a');
    notice.info('b');
    expect(noticeState.items).toHaveLength(3);
    vi.advanceTimersByTime(2000);
    expect(noticeState.items).toEqual([]);
    notice.error('Network error');
    expect(noticeState.items).toHaveLength(1);
  });
});
