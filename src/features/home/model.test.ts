import { describe, expect, it } from 'vitest';
import { builtEntries, homeStatus, leadsToBuiltScreen, nextSlide } from './model';

describe('builtEntries', () => {
  it('drops links to screens not built yet; other links are resolved on the tap', () => {
    const entries = [
      { link_type: 'mark_local' as const, link: '/asset' },
      { link_type: 'mark_local' as const, link: '/soon' },
      { link_type: 'new_tab' as const, link: 'https://evil.example/' },
      { link_type: 'none' as const, link: '' },
    ];
    expect(builtEntries(entries, (path) => path === '/soon')).toEqual([entries[0], entries[2], entries[3]]);
    expect(leadsToBuiltScreen({ link_type: 'iframe', link: '/soon' }, (path) => path === '/soon')).toBe(true);
  });
});

describe('nextSlide', () => {
  it('wraps both ways', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 3, -1)).toBe(2);
    expect(nextSlide(5, 0)).toBe(0);
  });
});

describe('homeStatus', () => {
  const loaded = (count: number) => ({ isPending: false, isError: false, count });
  const failed = { isPending: false, isError: true, count: 0 };
  it('shows the sections while any loads or has content', () => {
    expect(homeStatus([{ isPending: true, isError: false, count: 0 }, loaded(0)])).toBe('content');
    expect(homeStatus([loaded(2), failed])).toBe('content');
  });
  it('is empty only when everything loaded with nothing, and failed (not empty) when a load failed', () => {
    expect(homeStatus([loaded(0), loaded(0)])).toBe('empty');
    expect(homeStatus([loaded(0), failed])).toBe('failed');
  });
});
