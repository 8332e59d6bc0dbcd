import { describe, expect, it, vi } from 'vitest';

describe('the history types', () => {
  it('are the contract event types, "all" first, without pledges and "other"', async () => {
    const { EVENT_TYPES } = await import('@/contract/wallet/schema');
    const { HISTORY_TYPES } = await import('./history');
    expect(HISTORY_TYPES[0]).toBe('all');
    expect(HISTORY_TYPES).toEqual(EVENT_TYPES.filter((type) => !['to_pledge', 'from_pledge', 'other'].includes(type)));
  });

  it('offer a type the contract adds, with no second list to edit', async () => {
    vi.resetModules();
    vi.doMock('@/contract/wallet/schema', async (original) => {
      const actual = await original<typeof import('@/contract/wallet/schema')>();
      return { ...actual, EVENT_TYPES: [...actual.EVENT_TYPES, 'staking'] };
    });
    const { HISTORY_TYPES, parseHistoryType } = await import('./history');
    expect(HISTORY_TYPES).toContain('staking');
    expect(parseHistoryType('staking')).toBe('staking');
    vi.doUnmock('@/contract/wallet/schema');
    vi.resetModules();
  });

  it('read an unknown or missing ?type= as "all"', async () => {
    const { parseHistoryType } = await import('./history');
    expect(parseHistoryType('swap')).toBe('swap');
    expect(parseHistoryType('to_pledge')).toBe('all');
    expect(parseHistoryType('<script>')).toBe('all');
    expect(parseHistoryType(null)).toBe('all');
  });
});
