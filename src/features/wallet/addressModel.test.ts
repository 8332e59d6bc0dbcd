import { describe, expect, it } from 'vitest';
import type { AddressEntry } from '@/contract/wallet/types';
import { addressFormProblems, addressServerProblem, chainSuggestion, formOf, parseAddressId } from './addressModel';

const CHAINS = ['TRC20', 'ERC20', 'BSC', 'BTC', 'SOLANA', 'TON'];
const evm = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const tron = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const entry = (id: number, chain: string, address: string): AddressEntry => ({
  id,
  chain,
  address,
  label: 'x',
  memo: '',
  created_at: 0,
  updated_at: 0,
});

describe('chainSuggestion', () => {
  it('suggests the chains an address fits, plus unknown chains, and selects a sure one', () => {
    expect(chainSuggestion(evm, CHAINS, '')).toEqual({ chains: ['ERC20', 'BSC', 'TON'], select: 'ERC20' });
    expect(chainSuggestion(tron, CHAINS, '')).toEqual({ chains: ['TRC20', 'TON'], select: 'TRC20' });
  });
  it('keeps the current chain while the address fits it', () => {
    expect(chainSuggestion(evm, CHAINS, 'BSC').select).toBe('BSC');
    expect(chainSuggestion(evm, CHAINS, 'TRC20').select).toBe('ERC20');
  });
  it('leaves the choice alone for an empty or unrecognised address', () => {
    expect(chainSuggestion('', CHAINS, 'BTC')).toEqual({ chains: [], select: 'BTC' });
    expect(chainSuggestion('hello', CHAINS, 'BTC')).toEqual({ chains: ['TON'], select: 'BTC' });
  });
});

describe('addressFormProblems', () => {
  const saved = [entry(1, 'ERC20', evm)];
  const form = { chain: 'TRC20', address: tron, label: 'Mine', memo: '' };
  it('accepts a complete form', () => {
    expect(addressFormProblems(form, saved, null)).toEqual({});
  });
  it('requires a chain, an address and a label', () => {
    expect(addressFormProblems({ chain: '', address: '', label: ' ', memo: '' }, saved, null)).toEqual({
      chain: 'chainRequired',
      address: 'addressRequired',
      label: 'labelRequired',
    });
  });
  it('refuses an address that does not fit the chain, untrimmed', () => {
    expect(addressFormProblems({ ...form, address: evm }, saved, null).address).toBe('invalid');
    expect(addressFormProblems({ ...form, address: `${tron.slice(0, 33)} ` }, saved, null).address).toBe('invalid');
  });
  it('refuses a duplicate (any chain case) but not the entry being edited', () => {
    expect(addressFormProblems({ ...form, chain: 'erc20', address: evm }, saved, null).address).toBe('duplicate');
    expect(addressFormProblems({ ...form, chain: 'ERC20', address: evm }, saved, 1)).toEqual({});
  });
  it('limits label and memo', () => {
    expect(addressFormProblems({ ...form, label: 'x'.repeat(51) }, saved, null).label).toBe('labelLong');
    expect(addressFormProblems({ ...form, memo: 'x'.repeat(101) }, saved, null).memo).toBe('memoLong');
  });
});

describe('helpers', () => {
  it('maps server codes', () => {
    expect(addressServerProblem(32031)).toBe('duplicate');
    expect(addressServerProblem(32030)).toBe('invalid');
    expect(addressServerProblem(10003)).toBeNull();
    expect(addressServerProblem(null)).toBeNull();
  });
  it('reads the id', () => {
    expect(parseAddressId('?id=12')).toBe(12);
    expect(parseAddressId('id=abc')).toBeNull();
    expect(parseAddressId('')).toBeNull();
    expect(parseAddressId('id=0')).toBeNull();
  });
  it('fills a form from an entry', () => {
    expect(formOf(undefined)).toEqual({ chain: '', address: '', label: '', memo: '' });
    expect(formOf(entry(1, 'BTC', 'bc1xyz')).chain).toBe('BTC');
  });
});
