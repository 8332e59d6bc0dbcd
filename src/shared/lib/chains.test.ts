import { describe, expect, it } from 'vitest';
import { chainLabel, networkKey } from './chains';

const en: Record<string, string> = {
  ethereum: 'Ethereum',
  tron: 'TRON',
  bsc: 'BNB Smart Chain',
  bitcoin: 'Bitcoin',
  solana: 'Solana',
};
const name = (key: string) => en[key] ?? key;

describe('chainLabel', () => {
  it("names the network first, the server's id (a token standard for some) as detail", () => {
    expect(chainLabel('ERC20', name)).toBe('Ethereum (ERC20)');
    expect(chainLabel('TRC20', name)).toBe('TRON (TRC20)');
    expect(chainLabel('BSC', name)).toBe('BNB Smart Chain (BSC)');
    expect(chainLabel('BTC', name)).toBe('Bitcoin (BTC)');
  });

  it('says the name once when the id is the name, and keeps an unknown chain as the server names it', () => {
    expect(chainLabel('SOLANA', name)).toBe('Solana');
    expect(chainLabel('Linea', name)).toBe('Linea');
    expect(networkKey('bep-20')).toBe('bsc');
  });
});
