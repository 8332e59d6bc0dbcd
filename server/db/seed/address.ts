import { createHash } from 'node:crypto';
import { addressFromBytes } from '@/domain/address';

/**
 * A stable contract address of a seeded collection on its chain, in the chain's real format (`@/domain/address`:
 * a base58 key of 44 characters on SOLANA, an EIP-55 0x… elsewhere), so every address the demo shows could exist.
 */
export const fakeAddress = (chain: string, symbol: string) => {
  const seed = `${chain}:${symbol}`;
  const bytes = Buffer.concat([createHash('sha256').update(seed).digest(), createHash('sha512').update(seed).digest()]);
  return addressFromBytes(chain, bytes) ?? addressFromBytes('ERC20', bytes)!;
};
