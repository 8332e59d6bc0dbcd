// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './Money';

describe('<Money>', () => {
  it('reads each kind by its policy, with the unit after the number', () => {
    render(
      <>
        <Money kind="price" value="1234567.891" decimals={6} symbol="USDT" testId="price" />
        <Money kind="volume" value="1234567.891" symbol="USDT" testId="volume" />
        <Money kind="balance" value="2500000000.5" decimals={8} symbol="BTC" testId="balance" />
        <Money kind="count" value="12345" testId="count" />
      </>,
    );
    expect(screen.getByTestId('price').textContent).toBe('1,234,567.89 USDT');
    expect(screen.getByTestId('volume').textContent).toBe('1.23M USDT');
    expect(screen.getByTestId('balance').textContent).toBe('2,500,000,000.5 BTC');
    expect(screen.getByTestId('count').textContent).toBe('12,345');
  });
});
