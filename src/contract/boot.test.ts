import { describe, expect, it } from 'vitest';
import { bootKey } from './boot';

describe('bootKey', () => {
  it('is the path for an empty body', () => {
    expect(bootKey('/user-api/api/system/module_list', {})).toBe('/user-api/api/system/module_list');
  });

  it('does not depend on the order of the keys, and leaves out undefined fields', () => {
    const a = bootKey('/nft-api/api/nft/search', { page: 1, page_size: 12, sort: 1, title: undefined });
    const b = bootKey('/nft-api/api/nft/search', { sort: 1, page_size: 12, page: 1 });
    expect(a).toBe(b);
    expect(a).toBe('/nft-api/api/nft/search?{"page":1,"page_size":12,"sort":1}');
  });

  it('tells bodies apart, nested values included', () => {
    const first = bootKey('/p', { filter: { symbol: ['A', 'B'] } });
    expect(first).not.toBe(bootKey('/p', { filter: { symbol: ['B', 'A'] } }));
    expect(first).not.toBe(bootKey('/p', { filter: '{"symbol":["A","B"]}' }));
  });
});
