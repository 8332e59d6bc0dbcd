import { createHash, createHmac } from 'node:crypto';
import { addressFromBytes, chainFamily } from '@/domain/address';
import type { ChainConfig } from '../../config';
import type { Queryable } from '../../db';
import type { BroadcastRequest, BroadcastResult, ChainGateway } from './gateway';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** `length` characters of `alphabet` drawn from the bytes of a hash chain over `seed`. */
function encode(seed: Buffer, alphabet: string, length: number): string {
  let out = '';
  let block = seed;
  while (out.length < length) {
    for (const byte of block) {
      if (out.length === length) break;
      out += alphabet[byte % alphabet.length];
    }
    block = createHash('sha256').update(block).digest();
  }
  return out;
}

/**
 * An address of the chain's family from `seed`, valid by the real format (`@/domain/address`): TRON base58check,
 * a Bitcoin bech32 P2WPKH, an EIP-55 EVM address, a 44-character Solana key. The seed is stretched by a hash chain,
 * so a Solana key whose spelling would be shorter than the spec's 44 characters is never the only choice.
 */
export function addressFrom(seed: Buffer, chain: string): string {
  const bytes = Buffer.concat([
    seed,
    createHash('sha256').update(seed).digest(),
    createHash('sha512').update(seed).digest(),
  ]);
  const address = addressFromBytes(chain, bytes);
  if (address === null) throw new Error(`no ${chain} address from this seed`);
  return address;
}

/** A transaction hash in the chain's usual spelling. */
export function txHashFrom(seed: Buffer, chain: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  if (chainFamily(chain) === 'evm') return `0x${hex}`;
  if (chainFamily(chain) === 'solana') return encode(seed, BASE58, 88);
  return hex;
}

/**
 * The simulated chains: a block clock per chain (a block every `blockSeconds` since the chain's first use,
 * plus the blocks `mine` added), deterministic deposit addresses (HMAC of user, coin and chain under the
 * server's secret), and withdrawals that fail at `withdrawFailureRate` (decided per withdrawal id, so a repeat
 * answers the same).
 */
export class SimulatedChain implements ChainGateway {
  constructor(
    private readonly secret: string,
    private readonly config: ChainConfig,
  ) {}

  deriveDepositAddress(userId: number, symbol: string, chain: string): string {
    const seed = createHmac('sha256', this.secret).update(`deposit\n${userId}\n${symbol}\n${chain}`).digest();
    return addressFrom(seed, chain);
  }

  async blockHeight(q: Queryable, chain: string): Promise<number> {
    await q.query('INSERT INTO sim_chain_clock (chain_name) VALUES ($1) ON CONFLICT (chain_name) DO NOTHING', [chain]);
    const [row] = await q.query<{ height: number }>(
      `SELECT (floor(extract(epoch from now() - genesis_at) / $2)::bigint + extra_blocks + 1)::bigint AS height
         FROM sim_chain_clock WHERE chain_name = $1`,
      [chain, this.config.blockSeconds],
    );
    return Number(row?.height ?? 1);
  }

  async confirmations(q: Queryable, chain: string, includedAt: number): Promise<number> {
    return Math.max(0, (await this.blockHeight(q, chain)) - includedAt + 1);
  }

  /** Adds `blocks` blocks to the chain at once (tests, `npm run chain -- mine`). */
  async mine(q: Queryable, chain: string, blocks: number): Promise<number> {
    await this.blockHeight(q, chain);
    await q.query('UPDATE sim_chain_clock SET extra_blocks = extra_blocks + $2 WHERE chain_name = $1', [chain, blocks]);
    return this.blockHeight(q, chain);
  }

  async broadcastWithdrawal(q: Queryable, withdrawal: BroadcastRequest): Promise<BroadcastResult> {
    const seed = createHmac('sha256', this.secret)
      .update(withdrawal.kind ? `withdraw\n${withdrawal.kind}\n${withdrawal.id}` : `withdraw\n${withdrawal.id}`)
      .digest();
    if (seed.readUInt32BE(0) / 0x1_0000_0000 < this.config.withdrawFailureRate)
      return { ok: false, reason: 'rejected_by_network' };
    return {
      ok: true,
      txHash: txHashFrom(seed, withdrawal.chain),
      blockHeight: await this.blockHeight(q, withdrawal.chain),
    };
  }

  /** A hash for a deposit the simulation receives (`/dev/chain/deposit`): unique per call. */
  depositHash(chain: string, unique: string): string {
    return txHashFrom(createHmac('sha256', this.secret).update(`deposit-tx\n${unique}`).digest(), chain);
  }
}
