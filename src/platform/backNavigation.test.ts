// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isRootPath, START_ROUTED_KEY, takeStartPath } from './backNavigation';

describe('isRootPath', () => {
  it('treats / and /home (with trailing slashes) as the root', () => {
    for (const path of ['/', '/home', '/home/', '//']) expect(isRootPath(path), path).toBe(true);
  });
  it('everything else is a sub-screen', () => {
    for (const path of ['/help', '/nft/search', '/homework', '/home/x', '']) expect(isRootPath(path), path).toBe(false);
  });
  it('accepts custom roots', () => expect(isRootPath('/tgStart', ['/tgStart'])).toBe(true));
});

describe('takeStartPath', () => {
  beforeEach(() => sessionStorage.clear());
  it('hands the start path out once per session', () => {
    expect(takeStartPath(null)).toBeNull();
    expect(sessionStorage.getItem(START_ROUTED_KEY)).toBeNull();
    expect(takeStartPath('/help')).toBe('/help');
    expect(takeStartPath('/help')).toBeNull();
  });
});
