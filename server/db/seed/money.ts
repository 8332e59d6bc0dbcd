/** Demo data of the wallet's money features: price walks and swap pairs (docs/wallet-money.md). */

/** [coin, step_ppm]: the largest move of one minute's step, in millionths (0 = a fixed price). */
export const SEED_PRICE_WALKS: [string, number][] = [
  ['USDT', 0],
  ['BTC', 600],
  ['ETH', 800],
  ['BNB', 700],
  ['SOL', 1200],
  ['TRX', 700],
  ['USDC', 30],
];
export const SEED_PRICE_SEED = 'nftwallet-demo-1';
/** The walks start this many days before the seeding, so every chart period has history at once. */
export const SEED_PRICE_HISTORY_DAYS = 30;

/** Smallest and largest amount of a swap paying this coin. */
const LIMITS: Record<string, [string, string]> = {
  USDT: ['1', '100000'],
  USDC: ['1', '100000'],
  BTC: ['0.0001', '5'],
  ETH: ['0.001', '100'],
  BNB: ['0.01', '500'],
  SOL: ['0.05', '5000'],
  TRX: ['10', '1000000'],
};

/** [kind, coin A, coin B, fee rate, depth in USD]: each pair is listed both ways. */
const PAIRS: ['standard' | 'seraph', string, string, string, string][] = [
  ['standard', 'USDT', 'BTC', '0.002', '5000000'],
  ['standard', 'USDT', 'ETH', '0.002', '3000000'],
  ['standard', 'USDT', 'BNB', '0.002', '1000000'],
  ['standard', 'USDT', 'SOL', '0.002', '1000000'],
  ['standard', 'USDT', 'TRX', '0.002', '500000'],
  ['standard', 'USDT', 'USDC', '0.0005', '10000000'],
  ['standard', 'BTC', 'ETH', '0.003', '2000000'],
  // The Seraph game's swap works on the game account (docs/wallet-money.md).
  ['seraph', 'USDT', 'TRX', '0.001', '300000'],
  ['seraph', 'USDT', 'BNB', '0.001', '300000'],
];

export interface SeedSwapPair {
  kind: 'standard' | 'seraph';
  from: string;
  to: string;
  min: string;
  max: string;
  fee: string;
  depth: string;
}

export const SEED_SWAP_PAIRS: SeedSwapPair[] = PAIRS.flatMap(([kind, a, b, fee, depth]) =>
  [
    [a, b],
    [b, a],
  ].map(([from, to]) => {
    const [min, max] = LIMITS[from!] ?? ['1', '1000'];
    return { kind, from: from!, to: to!, min, max, fee, depth };
  }),
);
