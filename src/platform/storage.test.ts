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
  });
});
