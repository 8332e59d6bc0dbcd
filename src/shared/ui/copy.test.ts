// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy';
import { noticeState } from '@/state/notice';

afterEach(() => {
  noticeState.items.splice(0);
  vi.unstubAllGlobals();
});

describe('copyText', () => {
  it('writes to the clipboard and shows a success notice', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await expect(copyText('0xabc')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('0xabc');
    expect(noticeState.items.map((item) => item.kind)).toEqual(['success']);
  });

  it('shows a failure notice when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    await expect(copyText('0xabc')).resolves.toBe(false);
    expect(noticeState.items.map((item) => item.kind)).toEqual(['error']);
  });
});
