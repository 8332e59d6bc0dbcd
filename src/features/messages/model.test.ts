import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS } from '@/contract/message/schema';
import { filterOf, idOf, kindOf, MESSAGE_FILTERS, toggle } from './model';

describe('message filters', () => {
  it('offers all and every kind the server knows', () => {
    expect(MESSAGE_FILTERS[0]).toBe('all');
    expect([...MESSAGE_FILTERS.slice(1)].sort()).toEqual([...MESSAGE_KINDS].sort());
  });
  it('reads the URL, all for anything unknown', () => {
    expect(filterOf('trade')).toBe('trade');
    expect(filterOf('nope')).toBe('all');
    expect(filterOf(null)).toBe('all');
    expect(filterOf('constructor')).toBe('all');
  });
  it('sends no kind for all', () => {
    expect(kindOf('all')).toEqual({});
    expect(kindOf('wallet')).toEqual({ kind: 'wallet' });
  });
});

describe('idOf', () => {
  it('takes a positive whole id only', () => {
    expect(idOf('42')).toBe(42);
    expect(idOf('0')).toBeNull();
    expect(idOf('-1')).toBeNull();
    expect(idOf('1.5')).toBeNull();
    expect(idOf('1e3')).toBeNull();
    expect(idOf('99999999999999999')).toBeNull();
    expect(idOf('')).toBeNull();
    expect(idOf(null)).toBeNull();
  });
});

describe('selection', () => {
  it('toggles one', () => {
    expect(toggle([], 1)).toEqual([1]);
    expect(toggle([1, 2], 1)).toEqual([2]);
  });
});
