// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettled } from './useSettled';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSettled', () => {
  it('keeps the last settled value while typing goes on, and takes the new one once it pauses', () => {
    const { result, rerender } = renderHook(({ value }) => useSettled(value, 300), { initialProps: { value: '1' } });
    expect(result.current).toBe('1');
    rerender({ value: '12' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: '123' });
    act(() => vi.advanceTimersByTime(200));
    // 400 ms since the first keystroke, but only 200 since the last: still the old value
    expect(result.current).toBe('1');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('123');
  });
});
