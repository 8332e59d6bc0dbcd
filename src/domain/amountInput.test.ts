import { describe, expect, it } from 'vitest';
import { decimalPlaces, typedAmount } from './amountInput';

describe('the typing rule', () => {
  it('keeps as many places as the coin has, and says when more were typed', () => {
    expect(typedAmount('1.123456', 6)).toEqual({ value: '1.123456', cut: false });
    expect(typedAmount('1.1234567', 6)).toEqual({ value: '1.123456', cut: true });
    expect(typedAmount('0.123456789', 8)).toEqual({ value: '0.12345678', cut: true });
    expect(typedAmount('0.123456789012345678', 18)).toEqual({ value: '0.123456789012345678', cut: false });
  });
  it('keeps a point being typed and a leading point', () => {
    expect(typedAmount('12.', 6)).toEqual({ value: '12.', cut: false });
    expect(typedAmount('.5', 6)).toEqual({ value: '.5', cut: false });
  });
  it('takes a comma as the point, or as a thousands separator beside a point', () => {
    expect(typedAmount('1,5', 6)).toEqual({ value: '1.5', cut: false });
    expect(typedAmount('1,250.5', 6)).toEqual({ value: '1250.5', cut: false });
  });
  it('drops everything that is not a digit or the one point', () => {
    expect(typedAmount(' 1a2-3 ', 6)).toEqual({ value: '123', cut: false });
    expect(typedAmount('1.2.3', 6)).toEqual({ value: '1.23', cut: false });
    expect(typedAmount('1e5', 6)).toEqual({ value: '15', cut: false });
  });
  it('refuses any point for a coin without decimals', () => {
    expect(typedAmount('7.5', 0)).toEqual({ value: '7', cut: true });
    expect(typedAmount('7', 0)).toEqual({ value: '7', cut: false });
  });
  it('counts the places written', () => {
    expect(decimalPlaces('1.250')).toBe(3);
    expect(decimalPlaces('12')).toBe(0);
  });
});
