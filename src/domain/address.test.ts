import { describe, expect, it } from 'vitest';
import { addressFromBytes, chainFamily, eip55, isValidAddress, suggestChains } from './address';

// Real addresses (and the BIP 173 / BIP 350 / EIP-55 test vectors), so the rule is checked against what chains use.
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'; // the USDT contract on TRON
const BTC_P2PKH = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'; // the genesis block's
const BTC_P2SH = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
const BTC_P2WPKH = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const BTC_P2WSH = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3';
const BTC_TESTNET = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const BTC_TAPROOT = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SOL = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'; // the USDC mint

/** `text` with the character at `index` replaced by `by`. */
const swap = (text: string, index: number, by: string) => text.slice(0, index) + by + text.slice(index + 1);

describe('chainFamily', () => {
  it('resolves known chains case-insensitively, with variants', () => {
    expect(chainFamily('BTC')).toBe('btc');
    expect(chainFamily('trc20')).toBe('trc20');
    for (const name of ['ERC20', 'Ethereum', 'Polygon', 'BSC', 'HECO', 'Fantom', 'Arbitrum', 'Avalanche', 'ARB'])
      expect(chainFamily(name), name).toBe('evm');
    for (const name of ['OPBNB', 'opBNB-testnet', 'OPBNB_TEST', 'ERC721', 'erc721_test', 'Sepolia', 'BSC_TEST'])
      expect(chainFamily(name), name).toBe('evm');
    expect(chainFamily('ERC20-TESTNET')).toBe('evm');
    expect(chainFamily('SOLANA')).toBe('solana');
  });
  it('returns null for unknown or empty names', () => {
    for (const name of ['DOGE', '', '  ', undefined, 'TEST']) expect(chainFamily(name), String(name)).toBeNull();
  });
});

describe('isValidAddress', () => {
  it('no chain or an unknown chain means valid', () => {
    expect(isValidAddress('anything')).toBe(true);
    expect(isValidAddress('', null)).toBe(true);
    expect(isValidAddress('x', '')).toBe(true);
    expect(isValidAddress(' padded ', 'DOGE')).toBe(true);
  });

  it('TRC20: base58check of version 0x41, so the spec’s "T and at most 34" alone is not enough', () => {
    expect(isValidAddress(TRON, 'TRC20')).toBe(true);
    expect(isValidAddress(TRON, 'trc20')).toBe(true);
    // what the spec's filter lets through and no chain can hold
    expect(isValidAddress('Tnotvalid', 'TRC20')).toBe(false);
    expect(isValidAddress(`T${'r'.repeat(33)}`, 'TRC20')).toBe(false);
    expect(isValidAddress('t1', 'TRC20')).toBe(false);
    // one character changed breaks the checksum
    expect(isValidAddress(swap(TRON, 33, 'T'), 'TRC20')).toBe(false);
    expect(isValidAddress(swap(TRON, 10, 'y'), 'TRC20')).toBe(false);
    // a valid base58check with another version byte (a Bitcoin P2PKH) is not a TRON address
    expect(isValidAddress(BTC_P2PKH, 'TRC20')).toBe(false);
    // the spec's filter still applies first
    expect(isValidAddress(`${TRON}1`, 'TRC20')).toBe(false);
  });

  it('BTC: base58check P2PKH and P2SH, bech32 (v0) and bech32m (v1+) with bc or tb', () => {
    for (const address of [BTC_P2PKH, BTC_P2SH, BTC_P2WPKH, BTC_P2WSH, BTC_TESTNET, BTC_TAPROOT])
      expect(isValidAddress(address, 'BTC'), address).toBe(true);
    expect(isValidAddress(BTC_P2WPKH, 'bitcoin')).toBe(true);
    expect(isValidAddress(`1${'A'.repeat(25)}`, 'BTC')).toBe(false);
    expect(isValidAddress(`3${'x'.repeat(33)}`, 'BTC')).toBe(false);
    expect(isValidAddress(`bc1${'q'.repeat(39)}`, 'BTC')).toBe(false);
    expect(isValidAddress(swap(BTC_P2PKH, 20, 'X'), 'BTC')).toBe(false);
    expect(isValidAddress(swap(BTC_P2WPKH, 20, 'q'), 'BTC')).toBe(false);
    // BIP 350: a v0 program spelled with the bech32m checksum, and v1 with the bech32 one, are invalid
    expect(isValidAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'BTC')).toBe(false);
    expect(isValidAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'BTC')).toBe(false);
    // a TRON address decodes as base58check too, but its version byte is not Bitcoin's
    expect(isValidAddress(TRON, 'BTC')).toBe(false);
    // the spec's filter: prefixes, upper case, length
    expect(isValidAddress(BTC_P2WPKH.toUpperCase(), 'BTC')).toBe(false);
    expect(isValidAddress(`bc2${'q'.repeat(39)}`, 'BTC')).toBe(false);
    expect(isValidAddress(BTC_P2PKH.slice(0, 25), 'BTC')).toBe(false);
  });

  it('EVM: 0x and 20 bytes of hex, with the EIP-55 checksum when the case is mixed', () => {
    for (const chain of ['ERC20', 'OPBNB', 'OPBNB_TEST', 'Ethereum', 'Polygon', 'BSC', 'ERC721', 'Sepolia'])
      expect(isValidAddress(EVM, chain), chain).toBe(true);
    expect(isValidAddress(EVM.toLowerCase(), 'ERC20')).toBe(true);
    expect(isValidAddress(`0x${EVM.slice(2).toUpperCase()}`, 'ERC20')).toBe(true);
    for (const address of [
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ])
      expect(isValidAddress(address, 'ERC20'), address).toBe(true);
    // one letter in the wrong case: a mistyped address
    expect(isValidAddress(swap(EVM, 41, 'D'), 'ERC20')).toBe(false);
    expect(isValidAddress(`0x${'g'.repeat(40)}`, 'ERC20')).toBe(false);
    expect(isValidAddress('0'.repeat(42), 'ERC20')).toBe(false);
    expect(isValidAddress(EVM.slice(0, 41), 'ERC20')).toBe(false);
    expect(isValidAddress(`${EVM}a`, 'ERC20')).toBe(false);
    expect(isValidAddress(`1x${EVM.slice(2)}`, 'BSC')).toBe(false);
  });

  it('SOLANA: base58 of 32 bytes, in the 44 characters the spec asks', () => {
    expect(isValidAddress(SOL, 'SOLANA')).toBe(true);
    expect(isValidAddress('Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', 'sol')).toBe(true);
    // 44 base58 characters that decode to 33 bytes, and characters base58 leaves out
    expect(isValidAddress('z'.repeat(44), 'SOLANA')).toBe(false);
    expect(isValidAddress(swap(SOL, 5, '0'), 'SOLANA')).toBe(false);
    expect(isValidAddress(swap(SOL, 5, 'l'), 'SOLANA')).toBe(false);
    // a real key spelled in 43 characters: the spec's length refuses it
    expect(isValidAddress('So11111111111111111111111111111111111111112', 'SOLANA')).toBe(false);
  });

  it('does not trim: padded, empty or hidden-character addresses are invalid for known chains', () => {
    expect(isValidAddress('', 'ERC20')).toBe(false);
    expect(isValidAddress(' '.repeat(42), 'ERC20')).toBe(false);
    expect(isValidAddress(`${BTC_P2PKH} `, 'BTC')).toBe(false);
    expect(isValidAddress(` ${EVM.slice(1)}`, 'ERC20')).toBe(false);
    expect(isValidAddress(`${TRON.slice(1)}\n`, 'TRC20')).toBe(false);
    expect(isValidAddress(`${EVM.slice(0, 41)}\u200b`, 'ERC20')).toBe(false);
  });

  it('rejects non-ASCII look-alikes and hostile lengths for known chains', () => {
    expect(isValidAddress(`0x${'а'.repeat(40)}`, 'ERC20')).toBe(false); // Cyrillic a
    expect(isValidAddress(`Т${TRON.slice(1)}`, 'TRC20')).toBe(false); // Cyrillic Te
    expect(isValidAddress('😀'.repeat(22), 'SOLANA')).toBe(false); // 44 code units
    expect(isValidAddress(`bc1${'q'.repeat(5000)}`, 'BTC')).toBe(false);
    expect(isValidAddress(`1${'z'.repeat(5000)}`, 'BTC')).toBe(false);
  });
});

describe('eip55 and addressFromBytes', () => {
  it('spells the EIP-55 test vectors', () => {
    expect(eip55(EVM.slice(2).toLowerCase())).toBe(EVM);
  });

  it('spells an address every chain family accepts, from any bytes', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const bytes = new Uint8Array(64).map((_, i) => (i * 131 + seed * 7919) & 255);
      for (const chain of ['TRC20', 'BTC', 'ERC20', 'BSC', 'SOLANA']) {
        const address = addressFromBytes(chain, bytes);
        expect(address !== null && isValidAddress(address, chain), `${chain} ${address}`).toBe(true);
      }
    }
  });
});

describe('suggestChains', () => {
  const server = ['BTC', 'TRC20', 'ERC20', 'BSC', 'SOLANA', 'DOGE', { chain_name: 'TON' }];

  it('keeps server chains whose rule matches, plus unknown server chains', () => {
    expect(suggestChains(EVM, server)).toEqual(['ERC20', 'BSC', 'DOGE', 'TON']);
    expect(suggestChains(TRON, server)).toEqual(['TRC20', 'DOGE', 'TON']);
    expect(suggestChains(BTC_P2PKH, server)).toEqual(['BTC', 'DOGE', 'TON']);
    expect(suggestChains(SOL, server)).toEqual(['SOLANA', 'DOGE', 'TON']);
  });

  it('an empty, unmatched or look-alike address suggests only unknown chains', () => {
    expect(suggestChains('', server)).toEqual(['DOGE', 'TON']);
    expect(suggestChains('hello', server)).toEqual(['DOGE', 'TON']);
    expect(suggestChains('Tnotvalid', server)).toEqual(['DOGE', 'TON']);
  });

  it('handles empty and duplicate server lists', () => {
    expect(suggestChains(EVM, [])).toEqual([]);
    expect(suggestChains(EVM, ['BSC', 'BSC', '', 'X', 'X'])).toEqual(['BSC', 'X']);
  });
});
