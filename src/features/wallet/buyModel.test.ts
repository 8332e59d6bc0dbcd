import { describe, expect, it } from 'vitest';
import type { FiatChannel, FiatQuote } from '@/contract/fiat/types';
import {
  channelOffers,
  fiatAmountProblem,
  orderHref,
  orderOpen,
  orderTone,
  parseOrderNo,
  pickChannel,
} from './buyModel';

const quote = (channel: string, ok: boolean): FiatQuote => ({
  channel,
  channel_name: channel,
  symbol: 'USDT',
  fiat: 'USD',
  fiat_amount: '100',
  fee: '3.5',
  price: '1',
  coin_amount: ok ? '96.5' : '0',
  min_amount: '20',
  max_amount: '5000',
  ok,
  reason: ok ? '' : 'below_min',
});

describe('buy model', () => {
  it('checks the fiat amount', () => {
    expect(fiatAmountProblem('', 2)).toBeNull();
    expect(fiatAmountProblem('100.25', 2)).toBeNull();
    expect(fiatAmountProblem('0', 2)).toBe('invalid');
    expect(fiatAmountProblem('abc', 2)).toBe('invalid');
    expect(fiatAmountProblem('1.255', 2)).toBe('decimals');
    expect(fiatAmountProblem('1000.5', 0)).toBe('decimals');
  });
  it('keeps the chosen channel while it can take the amount, else the best that can', () => {
    const quotes = [quote('nimbus', true), quote('harbor', true), quote('kite', false)];
    expect(pickChannel(quotes, 'harbor')).toBe('harbor');
    expect(pickChannel(quotes, 'kite')).toBe('nimbus');
    expect(pickChannel(quotes, '')).toBe('nimbus');
    expect(pickChannel([quote('kite', false)], 'kite')).toBe('');
  });
  it('adds the payment methods of each channel', () => {
    const channels = [{ code: 'nimbus', payment_methods: ['card'], simulated: true } as unknown as FiatChannel];
    const offers = channelOffers([quote('nimbus', true), quote('other', true)], channels);
    expect(offers[0]).toMatchObject({ methods: ['card'], simulated: true });
    expect(offers[1]).toMatchObject({ methods: [], simulated: false });
  });
  it('follows an order until it closes', () => {
    expect(orderOpen('pending')).toBe(true);
    expect(orderOpen('paid')).toBe(true);
    expect(orderOpen('credited')).toBe(false);
    expect(orderTone('credited')).toBe('success');
    expect(orderTone('expired')).toBe('failure');
    expect(orderTone('pending')).toBe('pending');
  });
  it('reads and writes the order address', () => {
    expect(parseOrderNo(orderHref('F2026ab_1').split('?')[1]!)).toBe('F2026ab_1');
    expect(parseOrderNo('order=<x>')).toBeNull();
    expect(parseOrderNo('')).toBeNull();
  });
});
