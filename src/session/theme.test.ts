import { describe, expect, it } from 'vitest';
import { effectiveTheme, parseTheme, resolveTheme } from './theme';

describe('theme', () => {
  it('parses only light and dark', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('blue')).toBeNull();
    expect(parseTheme(undefined)).toBeNull();
  });

  it('resolves: theme query, Telegram scheme, cookie, storage, system, light', () => {
    const all = { query: 'dark', telegram: 'light' as const, cookie: 'dark', storage: 'light', systemDark: true };
    expect(resolveTheme(all)).toBe('dark');
    expect(resolveTheme({ ...all, query: null })).toBe('light');
    expect(resolveTheme({ ...all, query: null, telegram: null })).toBe('dark');
    expect(resolveTheme({ ...all, query: 'bogus', telegram: null, cookie: undefined })).toBe('light');
    expect(resolveTheme({ systemDark: true })).toBe('dark');
    expect(resolveTheme({})).toBe('light');
  });

  it('lets a route force its theme', () => {
    expect(effectiveTheme('light', 'dark')).toBe('dark');
    expect(effectiveTheme('light', undefined)).toBe('light');
    expect(effectiveTheme('dark', undefined)).toBe('dark');
  });
});
