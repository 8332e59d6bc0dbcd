import { describe, expect, it } from 'vitest';
import { hasTelegramLaunchParams, isAppWebview } from './detect';

describe('hasTelegramLaunchParams', () => {
  it('finds tgWebAppData in the hash or query', () => {
    expect(hasTelegramLaunchParams('https://a.io/#tgWebAppData=user%3D1&tgWebAppVersion=8.0', null)).toBe(true);
    expect(hasTelegramLaunchParams('https://a.io/?x=1&tgWebAppData=abc', null)).toBe(true);
    expect(hasTelegramLaunchParams('https://a.io/#tgWebAppVersion=8.0&tgWebAppData=abc', null)).toBe(true);
  });
  it('finds launch params stored by an earlier load', () => {
    expect(hasTelegramLaunchParams('https://a.io/help', '"tgWebAppData=abc&tgWebAppVersion=8.0"')).toBe(true);
  });
  it('is false for a plain browser page', () => {
    expect(hasTelegramLaunchParams('https://a.io/help?x=tgWebAppData', null)).toBe(false);
    expect(hasTelegramLaunchParams('https://a.io/', '')).toBe(false);
    expect(hasTelegramLaunchParams('', null)).toBe(false);
  });
});

describe('isAppWebview', () => {
  it('is true for from=app or a remembered flag', () => {
    expect(isAppWebview('?from=app', null)).toBe(true);
    expect(isAppWebview('', '1')).toBe(true);
  });
  it('is false otherwise', () => {
    expect(isAppWebview('?from=web', null)).toBe(false);
    expect(isAppWebview('', null)).toBe(false);
    expect(isAppWebview('?from=application', '0')).toBe(false);
  });
});
