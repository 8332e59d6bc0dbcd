import { describe, expect, it } from 'vitest';
import { isAppWebview as isAppMode } from '@/platform/detect';
import { crossesBreakpoint, isPcWidth } from './layout';
import { isScrolled } from './chrome/Header';

describe('layout rules', () => {
  it('reloads only when the width crosses 1200 px', () => {
    expect(crossesBreakpoint(1440, 390)).toBe(true);
    expect(crossesBreakpoint(390, 1201)).toBe(true);
    expect(crossesBreakpoint(1440, 1201)).toBe(false);
    expect(crossesBreakpoint(390, 1200)).toBe(false);
  });

  it('sets the isPc flag above 1000 px', () => {
    expect(isPcWidth(1001)).toBe(true);
    expect(isPcWidth(1000)).toBe(false);
  });

  it('turns the header to its scrolled look after 20 px', () => {
    expect(isScrolled(20)).toBe(false);
    expect(isScrolled(21)).toBe(true);
  });

  it('remembers app mode from from=app or the session flag', () => {
    expect(isAppMode('?from=app', null)).toBe(true);
    expect(isAppMode('?from=web', null)).toBe(false);
    expect(isAppMode('', '1')).toBe(true);
    expect(isAppMode('', null)).toBe(false);
  });
});
