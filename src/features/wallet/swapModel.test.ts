import { describe, expect, it } from 'vitest';
import type { BalanceEntry, SwapPair } from '@/contract/wallet/types';
import {
  amountProblem,
  choosePair,
  flipPair,
  fromCoins,
  maxAmount,
  parseSwapSearch,
  secondsLeft,
  slippageIsHigh,
  slippageProblem,
  swapAvailable,
  toCoins,
} from './swapModel';

const pair = (from: string, to: string, extra: Partial<SwapPair> = {}): SwapPair => ({
  id: 1,
  kind: 'standard',
  from_symbol: from,
  to_symbol: to,
  min_amount: '1',
  max_amount: '1000',
  fee_rate: '0.002',
  quote_seconds: 15,
  ...extra,
});
const pairs = [pair('USDT', 'BTC'), pair('BTC', 'USDT'), pair('USDT', 'ETH')];

describe('pairs', () => {
  it('lists from coins once and the to coins of a from coin', () => {
    expect(fromCoins(pairs)).toEqual(['USDT', 'BTC']);
    expect(toCoins(pairs, 'USDT')).toEqual(['BTC', 'ETH']);
    expect(toCoins(pairs, 'ETH')).toEqual([]);
  });
  it('chooses a configured pair for what was asked', () => {
    expect(choosePair(pairs, 'USDT', 'ETH')).toEqual({ from: 'USDT', to: 'ETH' });
    expect(choosePair(pairs, 'USDT', 'SOL')).toEqual({ from: 'USDT', to: 'BTC' });
    expect(choosePair(pairs, 'DOGE', '')).toEqual({ from: 'USDT', to: 'BTC' });
    expect(choosePair([], 'USDT', 'BTC')).toBeNull();
  });
  it('flips only into a configured pair', () => {
    expect(flipPair(pairs, 'USDT', 'BTC')).toEqual({ from: 'BTC', to: 'USDT' });
    expect(flipPair(pairs, 'USDT', 'ETH')).toBeNull();
  });
});

describe('amount', () => {
  it('names what is wrong with an amount', () => {
    const p = pair('USDT', 'BTC');
    expect(amountProblem('', p, '10')).toBeNull();
    expect(amountProblem('.', p, '10')).toBe('invalid');
    expect(amountProblem('0', p, '10')).toBe('invalid');
    expect(amountProblem('0.5', p, '10')).toBe('belowMin');
    expect(amountProblem('1001', p, '5000')).toBe('aboveMax');
    expect(amountProblem('11', p, '10')).toBe('insufficient');
    expect(amountProblem('10', p, '10')).toBeNull();
    expect(amountProblem('5000', pair('A', 'B', { max_amount: '0' }), '6000')).toBeNull();
  });
  it('max is the available balance capped by the pair maximum', () => {
    expect(maxAmount('12.5', pair('USDT', 'BTC'))).toBe('12.5');
    expect(maxAmount('5000', pair('USDT', 'BTC'))).toBe('1000');
  });
  it('reads the available balance of the kind account', () => {
    const b = (account: 'spot' | 'game', available: string) =>
      ({ account, symbol: 'USDT', available }) as unknown as BalanceEntry;
    const balances = [b('spot', '10'), b('game', '3')];
    expect(swapAvailable(balances, 'standard', 'USDT')).toBe('10');
    expect(swapAvailable(balances, 'seraph', 'USDT')).toBe('3');
    expect(swapAvailable(balances, 'standard', 'BTC')).toBe('0');
  });
});

describe('slippage', () => {
  it('accepts 0.01 to 50 with at most two places', () => {
    expect(slippageProblem('0.5')).toBeNull();
    expect(slippageProblem('50')).toBeNull();
    expect(slippageProblem('')).toBe('invalid');
    expect(slippageProblem('1.234')).toBe('invalid');
    expect(slippageProblem('-1')).toBe('invalid');
    expect(slippageProblem('0')).toBe('tooLow');
    expect(slippageProblem('50.01')).toBe('tooHigh');
  });
  it('warns above 5 %', () => {
    expect(slippageIsHigh('6')).toBe(true);
    expect(slippageIsHigh('5')).toBe(false);
    expect(slippageIsHigh('abc')).toBe(false);
  });
});

describe('misc', () => {
  it('counts down whole seconds to the expiry', () => {
    expect(secondsLeft(100, 90_000)).toBe(10);
    expect(secondsLeft(100, 99_500)).toBe(1);
    expect(secondsLeft(100, 120_000)).toBe(0);
  });
  it('reads the coins from the address', () => {
    expect(parseSwapSearch('?from=usdt&to=btc')).toEqual({ from: 'USDT', to: 'BTC' });
    expect(parseSwapSearch('symbol=eth')).toEqual({ from: 'ETH', to: '' });
  });
});
