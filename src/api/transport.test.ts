// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildHeaders } from './transport';

afterEach(() => vi.restoreAllMocks());

describe('the X-Timezone header', () => {
  it('reads the device zone once, not on every call', () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    const zones = [1, 2, 3].map(() => buildHeaders({})['X-Timezone']);
    expect(zones).toEqual([zone, zone, zone]);
    expect(resolved).toHaveBeenCalledTimes(1);
  });
});
