import { afterEach, describe, expect, it, vi } from 'vitest';
import { notice, noticeState } from '@/state/notice';
import { subscribeNoticeHaptics } from './noticeHaptics';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('subscribeNoticeHaptics', () => {
  afterEach(() => {
    noticeState.items.splice(0);
  });

  it('plays success/error/warning haptics for new notices only', async () => {
    notice.success('before');
    await flush();
    const haptic = vi.fn();
    const stop = subscribeNoticeHaptics(haptic);
    notice.success('saved');
    await flush();
    notice.error('failed');
    notice.info('fyi');
    notice.warning('careful');
    await flush();
    expect(haptic.mock.calls).toEqual([['success'], ['error'], ['warning']]);

    stop();
    notice.error('after stop');
    await flush();
    expect(haptic).toHaveBeenCalledTimes(3);
  });
});
