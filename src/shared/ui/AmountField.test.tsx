// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { AmountField } from './AmountField';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function Form({ decimals }: { decimals: number }) {
  const [value, setValue] = useState('');
  return (
    <AmountField
      label="Amount"
      hint="Available: 5 USDT"
      decimals={decimals}
      symbol="USDT"
      value={value}
      onChange={setValue}
    />
  );
}

describe('AmountField', () => {
  it("keeps the coin's decimals, says so when more were typed, and keeps its own hint", () => {
    render(<Form decimals={6} />);
    const input = screen.getByLabelText<HTMLInputElement>('Amount');
    fireEvent.change(input, { target: { value: '1.1234567' } });
    expect(input.value).toBe('1.123456');
    expect(screen.getByRole('status').textContent).toBe('USDT takes no more decimal places.');
    expect(screen.getByText('Available: 5 USDT')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(input, { target: { value: '1.12' } });
    expect(input.value).toBe('1.12');
    expect(screen.queryByRole('status')).toBeNull();
  });
  it('takes a pasted grouped amount as the number it is', () => {
    render(<Form decimals={2} />);
    const input = screen.getByLabelText<HTMLInputElement>('Amount');
    fireEvent.change(input, { target: { value: '1,250.50' } });
    expect(input.value).toBe('1250.50');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });
});
