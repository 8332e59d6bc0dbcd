import { describe, expect, it } from 'vitest';
import { parseStars, paymentFromSearch, stageOf, starsProblem } from './starsModel';

describe('the Stars top-up model', () => {
  it('takes whole Stars only', () => {
    expect(parseStars('250')).toBe(250);
    expect(parseStars(' 50 ')).toBe(50);
    for (const text of ['', '0', '1.5', '-3', 'abc', '1e3', '12345678']) expect(parseStars(text)).toBeNull();
  });

  it('names the problem of a typed amount against the limits', () => {
    const limits = { min: 50, max: 10_000 };
    expect(starsProblem('', limits)).toBeNull();
    expect(starsProblem('2.5', limits)).toBe('invalid');
    expect(starsProblem('49', limits)).toBe('below_min');
    expect(starsProblem('10001', limits)).toBe('above_max');
    expect(starsProblem('10000', limits)).toBeNull();
    expect(starsProblem('1', null)).toBeNull();
  });

  it('follows a payment from the sheet to the credit', () => {
    expect(stageOf(false, null, undefined)).toBe('choose');
    expect(stageOf(true, 'SP123456789', 'created')).toBe('paying');
    expect(stageOf(false, 'SP123456789', 'created')).toBe('confirming');
    expect(stageOf(false, 'SP123456789', undefined)).toBe('confirming');
    expect(stageOf(false, 'SP123456789', 'paid')).toBe('credited');
    expect(stageOf(false, 'SP123456789', 'refunded')).toBe('refunded');
  });

  it('keeps only a payment number from the address', () => {
    expect(paymentFromSearch('?channel=stars&payment=SP17000000001ABCDEF')).toBe('SP17000000001ABCDEF');
    expect(paymentFromSearch('?payment=<script>')).toBeNull();
    expect(paymentFromSearch('')).toBeNull();
  });
});
