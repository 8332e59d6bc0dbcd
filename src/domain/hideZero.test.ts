import { describe, expect, it } from 'vitest';
import { hideZeroOf } from './hideZero';

describe('hideZeroOf', () => {
  it('turns the switch on only for a stored 1; never touched is off', () => {
    expect([hideZeroOf('1'), hideZeroOf('0'), hideZeroOf(null), hideZeroOf(undefined)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
