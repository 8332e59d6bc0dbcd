import { createHash } from 'node:crypto';

/** A stable, well-formed contract address of a seeded collection on its chain (base58-like on SOLANA, 0x… elsewhere). */
export const fakeAddress = (chain: string, symbol: string) => {
  const hex = createHash('sha256').update(`${chain}:${symbol}`).digest('hex');
  return chain === 'SOLANA'
    ? Buffer.from(hex, 'hex').toString('base64url').replace(/[-_]/g, 'x').slice(0, 44)
    : `0x${hex.slice(0, 40)}`;
};
