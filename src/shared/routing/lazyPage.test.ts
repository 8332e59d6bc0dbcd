import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkFailureMessage, chunkUrlOf, onChunkFailure, withTimeout } from './lazyPage';

describe('chunk load failure guard', () => {
  it('formats the message as the spec describes', () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://h.test/assets/AssetPage-abc123.js',
    );
    expect(chunkFailureMessage(error)).toBe(
      'Loading chunk AssetPage-abc123 failed.\n(missing: http://h.test/assets/AssetPage-abc123.js)',
    );
    expect(chunkFailureMessage(new Error('boom'), 'http://h.test/assets/X-1.js')).toBe(
      'Loading chunk X-1 failed.\n(error: http://h.test/assets/X-1.js)',
    );
  });

  it('reports a time-out as such', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 120_000);
    vi.advanceTimersByTime(120_000);
    const error = await pending.catch((e: unknown) => e);
    vi.useRealTimers();
    expect(chunkFailureMessage(error, 'http://h.test/assets/Slow-9.js')).toBe(
      'Loading chunk Slow-9 failed.\n(timeout: http://h.test/assets/Slow-9.js)',
    );
  });

  it('passes a loaded module through', async () => {
    await expect(withTimeout(Promise.resolve(42), 1000)).resolves.toBe(42);
  });

  it('reads the chunk address from the loader source', () => {
    // What a built loader looks like: `()=>__vitePreload(()=>import("./X-hash.js"),...)`.
    const built = Object.assign(() => null, {
      toString: () => '()=>n(()=>import("./ComingSoonPage-D4x.js"),[])',
    });
    expect(chunkUrlOf(built, 'http://h.test/assets/index-1.js')).toBe('http://h.test/assets/ComingSoonPage-D4x.js');
    expect(chunkUrlOf(() => 1, 'http://h.test/')).toBeUndefined();
  });

  it('reloads once, then gives up to the error screen while the guard cookie lives', () => {
    let guard = false;
    const reload = vi.fn();
    const effects = { hasGuard: () => guard, setGuard: () => (guard = true), reload };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(onChunkFailure('Loading chunk A failed.', effects)).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(guard).toBe(true);
    expect(() => onChunkFailure('Loading chunk A failed.', effects)).toThrow(ChunkLoadError);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
