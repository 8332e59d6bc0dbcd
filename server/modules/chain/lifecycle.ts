import type { NftWithdrawStatus, WithdrawStatus } from '@/contract';
import type { ChainConfig } from '../../config';
import type { Queryable } from '../../db';
import { postLedger } from '../finance/ledger';
import type { BroadcastRequest, ChainGateway } from './gateway';

/**
 * One withdrawal's life, the same for coins (`withdrawals`) and NFTs (`nft_withdrawals`):
 *
 *   pending ──broadcast──▶ processing ──confirmations──▶ done
 *      │                        (the job runs again each block until the chain's confirmations)
 *      ├──refused by the network──▶ failed (what was held comes back)
 *      ├──settled off the chain (a coin to another user's deposit address)──▶ done
 *      └──cancelled by the user, before the job takes it (coins)──▶ cancelled (what was held comes back)
 *
 * Placing a withdrawal holds what it costs (`holdFunds`: available → frozen, and for NFTs the editions move to
 * `withdrawing`); each kind says how it broadcasts, gives back and settles; the step below is the one state machine.
 */
export type WithdrawalStatus = WithdrawStatus;

type Holds<T extends true> = T;
/** An NFT withdrawal has no state a coin withdrawal lacks (this fails to compile otherwise): one machine serves both. */
export type NftStatusesFit = Holds<NftWithdrawStatus extends WithdrawalStatus ? true : false>;

/** The moves a withdrawal may make; anything else is refused (a job replayed after the fact changes nothing). */
export const WITHDRAWAL_MOVES: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = {
  pending: ['processing', 'done', 'failed', 'cancelled'],
  processing: ['done'],
  done: [],
  failed: [],
  cancelled: [],
};

export const canMove = (from: string, to: WithdrawalStatus): boolean =>
  (WITHDRAWAL_MOVES[from as WithdrawalStatus] ?? []).includes(to);

/** The columns the state machine reads; each kind's row carries more. */
export interface LifecycleRow {
  id: number;
  status: string;
  chain_name: string;
  block_height: number | null;
  required_confirmations: number;
}

/** What differs between coin and NFT withdrawals; the order of the steps does not. */
export interface WithdrawalKind<Row extends LifecycleRow> {
  /** The table of this kind's withdrawals (its own ids). */
  table: 'withdrawals' | 'nft_withdrawals';
  /** The withdrawal, locked for the step (FOR UPDATE), or undefined when there is none. */
  lock(q: Queryable, id: number): Promise<Row | undefined>;
  /** A pending withdrawal that needs no chain (settled inside the platform): true when it is done. */
  settleOffChain?(q: Queryable, w: Row): Promise<boolean>;
  /** What the network is asked to send. */
  broadcast(q: Queryable, w: Row): Promise<BroadcastRequest>;
  /** Gives back what placing the withdrawal held (the network refused it). */
  giveBack(q: Queryable, w: Row): Promise<void>;
  /** Moves what was held out for good, once the chain has confirmed the transaction. */
  settle(q: Queryable, w: Row): Promise<void>;
  /** Tells the owner's screens the withdrawal changed (after each move). */
  changed?(q: Queryable, w: Row): Promise<void>;
}

/**
 * The withdrawal job, one step per run: pending → processing (broadcast; or settled off the chain) → done after the
 * chain's confirmations; a refused broadcast fails the withdrawal and gives back what was held. Each step commits
 * with the job's own bookkeeping (jobs.ts); `runAgainIn` asks for the next block.
 */
export async function advanceWithdrawalStep<Row extends LifecycleRow>(
  q: Queryable,
  gateway: ChainGateway,
  config: ChainConfig,
  kind: WithdrawalKind<Row>,
  id: number,
): Promise<{ runAgainIn: number } | undefined> {
  const w = await kind.lock(q, id);
  if (!w) return;
  if (w.status === 'pending') {
    if (kind.settleOffChain && (await kind.settleOffChain(q, w))) return;
    const sent = await gateway.broadcastWithdrawal(q, await kind.broadcast(q, w));
    if (!sent.ok) {
      await kind.giveBack(q, w);
      await q.query(
        `UPDATE ${kind.table} SET status = 'failed', fail_reason = $2, processing_at = now(), finished_at = now()
          WHERE id = $1`,
        [id, sent.reason],
      );
      await kind.changed?.(q, w);
      return;
    }
    await q.query(
      `UPDATE ${kind.table} SET status = 'processing', tx_hash = $2, block_height = $3, confirmations = 1,
              processing_at = now() WHERE id = $1`,
      [id, sent.txHash, sent.blockHeight],
    );
    await kind.changed?.(q, w);
    return { runAgainIn: config.blockSeconds };
  }
  if (w.status !== 'processing') return;
  const seen = await gateway.confirmations(q, w.chain_name, Number(w.block_height));
  const confirmations = Math.min(seen, w.required_confirmations);
  await q.query(`UPDATE ${kind.table} SET confirmations = $2 WHERE id = $1`, [id, confirmations]);
  if (confirmations < w.required_confirmations) return { runAgainIn: config.blockSeconds };
  await kind.settle(q, w);
  await q.query(`UPDATE ${kind.table} SET status = 'done', finished_at = now() WHERE id = $1`, [id]);
  await kind.changed?.(q, w);
}

/** What a withdrawal costs, held from the owner's available balance until it settles or comes back. */
export interface Held {
  userId: number;
  symbol: string;
  /** A positive decimal string. */
  amount: string;
}

/** Holds `held` (available → frozen) under the withdrawal's ledger reference. */
export const holdFunds = (q: Queryable, ledgerKind: string, reference: string, held: Held) =>
  postLedger(q, ledgerKind, reference, [
    { userId: held.userId, part: 'available', symbol: held.symbol, amount: `-${held.amount}` },
    { userId: held.userId, part: 'frozen', symbol: held.symbol, amount: held.amount },
  ]);

/** Gives `held` back (frozen → available): a refused broadcast, a cancel. */
export const releaseFunds = (q: Queryable, ledgerKind: string, reference: string, held: Held) =>
  postLedger(q, ledgerKind, reference, [
    { userId: held.userId, part: 'frozen', symbol: held.symbol, amount: `-${held.amount}` },
    { userId: held.userId, part: 'available', symbol: held.symbol, amount: held.amount },
  ]);
