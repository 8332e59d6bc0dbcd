import type { Queryable } from '../../db';

/**
 * What the wallet needs from a blockchain, in one small interface: the reference server implements it with a
 * simulation (simulation.ts); a real node client can replace it without touching deposits or withdrawals.
 * Every method takes the caller's transaction, so what it records commits with the wallet's own rows.
 */
export interface ChainGateway {
  /** The deposit address of (user, coin, chain): the same every time, valid for the chain (`@/domain/address`). */
  deriveDepositAddress(userId: number, symbol: string, chain: string): string;
  /** The chain's current block height. */
  blockHeight(q: Queryable, chain: string): Promise<number>;
  /** Confirmations of a transaction included at `includedAt`: 0 before it, 1 in that block, … */
  confirmations(q: Queryable, chain: string, includedAt: number): Promise<number>;
  /**
   * Sends a withdrawal. Idempotent per `id`: a repeat (a job taken over after a crash) answers the same
   * transaction. A refusal by the network answers `{ ok: false, reason }`.
   */
  broadcastWithdrawal(q: Queryable, withdrawal: BroadcastRequest): Promise<BroadcastResult>;
}

export interface BroadcastRequest {
  id: number;
  /** What `id` numbers (default: coin withdrawals); another kind of withdrawal (NFTs) has ids of its own. */
  kind?: string;
  chain: string;
  symbol: string;
  address: string;
  amount: string;
}

export type BroadcastResult = { ok: true; txHash: string; blockHeight: number } | { ok: false; reason: string };
