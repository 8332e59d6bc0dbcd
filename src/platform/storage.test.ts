// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('platform storage', () => {
  it('reads, writes and removes in local and session storage', () => {
    storage.local.set('k', 'v');
    storage.session.set('s', 'w');
    expect(localStorage.getItem('k')).toBe('v');
    expect(sessionStorage.getItem('s')).toBe('w');
    expect(storage.local.get('k')).toBe('v');
    storage.local.remove('k');
    expect(storage.local.get('k')).toBeNull();
    storage.session.clear();
    expect(storage.session.get('s')).toBeNull();
  });

  it('reads the browser store first: a value another tab removed is gone here too', () => {
    storage.local.set('pairing', 'a');
    localStorage.removeItem('pairing');
    expect(storage.local.get('pairing')).toBeNull();
  });

  it('keeps values in memory when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => storage.local.set('draft', 'x')).not.toThrow();
    expect(storage.local.get('draft')).toBe('x');
    expect(storage.local.get('missing')).toBeNull();
    // what memory holds is listed, so it can be forgotten like the rest
    expect(storage.local.keys('dra')).toEqual(['draft']);
    storage.local.remove('draft');
    expect(storage.local.keys('dra')).toEqual([]);
  });

  it('lists the keys that start with a prefix', () => {
    storage.local.set('draft.1.send', 'a');
    storage.local.set('draft.1.withdraw', 'b');
    storage.local.set('theme', 'dark');
    expect(storage.local.keys('draft.').sort()).toEqual(['draft.1.send', 'draft.1.withdraw']);
    expect(storage.session.keys('draft.')).toEqual([]);
  });
});
