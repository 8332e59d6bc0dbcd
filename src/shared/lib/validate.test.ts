import { describe, expect, it } from 'vitest';
import { chainFamily, isValidAddress, isValidPrice, suggestChains } from './validate';

const evm = `0x${'a'.repeat(40)}`;
const btc = `1${'A'.repeat(25)}`; // 26 chars
const tron = `T${'r'.repeat(33)}`; // 34 chars
const sol = 'S'.repeat(44);

describe('chainFamily', () => {
  it('resolves known chains case-insensitively, with variants', () => {
    expect(chainFamily('BTC')).toBe('btc');
    expect(chainFamily('trc20')).toBe('trc20');
    for (const name of ['ERC20', 'Ethereum', 'Polygon', 'BSC', 'HECO', 'Fantom', 'Arbitrum', 'Avalanche', 'ARB'])
      expect(chainFamily(name), name).toBe('evm');
    for (const name of [
      'OPBNB',
      'opBNB-testnet',
      'OPBNB_TEST',
      'ERC721',
      'erc721_test',
      'Sepolia',
      'BSC_TEST',
      'ERC20-TESTNET',
    ])
      expect(chainFamily(name), name).toBe('evm');
    expect(chainFamily('SOLANA')).toBe('solana');
  });
  it('returns null for unknown or empty names', () => {
    expect(chainFamily('DOGE')).toBeNull();
    expect(chainFamily('')).toBeNull();
    expect(chainFamily('  ')).toBeNull();
    expect(chainFamily(undefined)).toBeNull();
    expect(chainFamily('TEST')).toBeNull();
  });
});

describe('isValidAddress', () => {
  it('no chain or an unknown chain means valid', () => {
    expect(isValidAddress('anything')).toBe(true);
    expect(isValidAddress('', null)).toBe(true);
    expect(isValidAddress('x', '')).toBe(true);
    expect(isValidAddress(' padded ', 'DOGE')).toBe(true);
  });

  it('BTC: at least 26 characters starting with 1, 3, bc1 or tb1', () => {
    expect(isValidAddress(btc, 'BTC')).toBe(true);
    expect(isValidAddress(`3${'x'.repeat(33)}`, 'BTC')).toBe(true);
    expect(isValidAddress(`bc1${'q'.repeat(39)}`, 'BTC')).toBe(true);
    expect(isValidAddress(`tb1${'q'.repeat(39)}`, 'btc')).toBe(true);
    expect(isValidAddress(btc.slice(0, 25), 'BTC')).toBe(false);
    expect(isValidAddress(`2${'A'.repeat(25)}`, 'BTC')).toBe(false);
    expect(isValidAddress(`bc2${'q'.repeat(39)}`, 'BTC')).toBe(false);
    expect(isValidAddress(`BC1${'q'.repeat(39)}`, 'BTC')).toBe(false);
  });

  it('TRC20: at most 34 characters starting with T or t', () => {
    expect(isValidAddress(tron, 'TRC20')).toBe(true);
    expect(isValidAddress('t1', 'TRC20')).toBe(true);
    expect(isValidAddress(`${tron}r`, 'TRC20')).toBe(false);
    expect(isValidAddress(`X${'r'.repeat(33)}`, 'TRC20')).toBe(false);
  });

  it('EVM-like: exactly 42 characters starting with 0', () => {
    for (const chain of [
      'ERC20',
      'OPBNB',
      'OPBNB_TEST',
      'Ethereum',
      'Polygon',
      'BSC',
      'HECO',
      'Fantom',
      'Arbitrum',
      'Avalanche',
      'ARB',
      'ERC721',
      'Sepolia',
    ])
      expect(isValidAddress(evm, chain), chain).toBe(true);
    expect(isValidAddress(evm.slice(0, 41), 'ERC20')).toBe(false);
    expect(isValidAddress(`${evm}a`, 'ERC20')).toBe(false);
    expect(isValidAddress(`1x${'a'.repeat(40)}`, 'BSC')).toBe(false);
  });

  it('SOLANA: exactly 44 characters', () => {
    expect(isValidAddress(sol, 'SOLANA')).toBe(true);
    expect(isValidAddress(sol.slice(1), 'SOLANA')).toBe(false);
    expect(isValidAddress(`${sol}S`, 'SOLANA')).toBe(false);
  });

  it('does not trim: padded, empty or hidden-character addresses are invalid for known chains', () => {
    expect(isValidAddress('', 'ERC20')).toBe(false);
    expect(isValidAddress(' '.repeat(42), 'ERC20')).toBe(false);
    expect(isValidAddress(`${btc} `, 'BTC')).toBe(false);
    expect(isValidAddress(` ${evm.slice(1)}`, 'ERC20')).toBe(false);
    expect(isValidAddress(`${tron.slice(1)}\n`, 'TRC20')).toBe(false);
    expect(isValidAddress(`${evm.slice(0, 41)}\u200b`, 'ERC20')).toBe(false);
  });

  it('rejects non-ASCII look-alikes for known chains', () => {
    expect(isValidAddress(`0x${'а'.repeat(40)}`, 'ERC20')).toBe(false); // Cyrillic a
    expect(isValidAddress(`Т${'r'.repeat(33)}`, 'TRC20')).toBe(false); // Cyrillic Te
    expect(isValidAddress('😀'.repeat(22), 'SOLANA')).toBe(false); // 44 code units
  });
});

describe('suggestChains', () => {
  const server = ['BTC', 'TRC20', 'ERC20', 'BSC', 'SOLANA', 'DOGE', { chain_name: 'TON' }];

  it('keeps server chains whose rule matches, plus unknown server chains', () => {
    expect(suggestChains(evm, server)).toEqual(['ERC20', 'BSC', 'DOGE', 'TON']);
    expect(suggestChains(tron, server)).toEqual(['TRC20', 'DOGE', 'TON']);
    expect(suggestChains(btc, server)).toEqual(['BTC', 'DOGE', 'TON']);
    expect(suggestChains(sol, server)).toEqual(['SOLANA', 'DOGE', 'TON']);
  });

  it('an empty or unmatched address suggests only unknown chains', () => {
    expect(suggestChains('', server)).toEqual(['DOGE', 'TON']);
    expect(suggestChains('hello', server)).toEqual(['DOGE', 'TON']);
  });

  it('handles empty and duplicate server lists', () => {
    expect(suggestChains(evm, [])).toEqual([]);
    expect(suggestChains(evm, ['BSC', 'BSC', '', 'X', 'X'])).toEqual(['BSC', 'X']);
  });
});

describe('isValidPrice', () => {
  it.each(['0.5', '12', '1.25', '1.50', '0.000000000000000001', '10', '123456789012345678901234567890.1'])(
    'accepts %s',
    (v) => expect(isValidPrice(v)).toBe(true),
  );
  it.each([
    '',
    ' ',
    ' 1',
    '1 ',
    '0',
    '0.0',
    '00',
    '012',
    '00.5',
    '-1',
    '-0.5',
    '+1',
    '1.',
    '.5',
    '1e5',
    '1E5',
    '1,5',
    '0x10',
    'NaN',
    'Infinity',
    '１２',
    '1.2.3',
    '٣',
  ])('rejects %j', (v) => expect(isValidPrice(v)).toBe(false));
});
