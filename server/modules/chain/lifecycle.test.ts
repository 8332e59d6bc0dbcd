import { describe, expect, it } from 'vitest';
import type { ChainConfig } from '../../config';
import type { Queryable, SqlParam } from '../../db';
import type { BroadcastResult, ChainGateway } from './gateway';
import { advanceWithdrawalStep, canMove, type LifecycleRow, type WithdrawalKind } from './lifecycle';

const config: ChainConfig = { blockSeconds: 3, withdrawFailureRate: 0, withdrawDelaySeconds: 0 };

/** One withdrawal held in memory; the SQL the step runs is recorded and applied to it. */
function world(options: { sent: BroadcastResult; seen?: number; offChain?: boolean }) {
  const row: LifecycleRow = {
    id: 7,
    status: 'pending',
    chain_name: 'ETH',
    block_height: null,
    required_confirmations: 3,
  };
  const log: string[] = [];
  const q: Queryable = {
    async query<T>(sql: string, params: SqlParam[] = []) {
      const status = /SET status = '(\w+)'/.exec(sql)?.[1];
      if (status) {
        row.status = status;
        if (status === 'processing') row.block_height = Number(params[2]);
      }
      log.push(status ? `status ${status}` : /SET confirmations = \$2/.test(sql) ? `confirmations ${params[1]}` : sql);
      return [] as T[];
    },
  };
  const gateway: ChainGateway = {
    deriveDepositAddress: () => '',
    blockHeight: async () => 100,
    confirmations: async () => options.seen ?? 0,
    broadcastWithdrawal: async (_q, request) => {
      log.push(`broadcast ${request.symbol} ${request.amount}`);
      return options.sent;
    },
  };
  const kind: WithdrawalKind<LifecycleRow> = {
    table: 'withdrawals',
    lock: async () => ({ ...row }),
    settleOffChain: async () => {
      if (!options.offChain) return false;
      log.push('settled off the chain');
      return true;
    },
    broadcast: async (_q, w) => ({ id: w.id, chain: w.chain_name, symbol: 'USDT', address: '0xabc', amount: '5' }),
    giveBack: async () => void log.push('given back'),
    settle: async () => void log.push('settled'),
    changed: async (_q, w) => void log.push(`changed from ${w.status}`),
  };
  const step = () => advanceWithdrawalStep(q, gateway, config, kind, row.id);
  return { row, log, step };
}

describe('the withdrawal lifecycle', () => {
  it('allows only the moves of the state machine', () => {
    expect(canMove('pending', 'processing')).toBe(true);
    expect(canMove('pending', 'cancelled')).toBe(true);
    expect(canMove('processing', 'done')).toBe(true);
    expect(canMove('processing', 'cancelled')).toBe(false);
    expect(canMove('processing', 'failed')).toBe(false);
    expect(canMove('done', 'failed')).toBe(false);
    expect(canMove('cancelled', 'pending')).toBe(false);
    expect(canMove('unheard of', 'done')).toBe(false);
  });

  it('broadcasts, follows the confirmations a block at a time, then settles once', async () => {
    const w = world({ sent: { ok: true, txHash: '0xt', blockHeight: 100 }, seen: 1 });
    expect(await w.step()).toEqual({ runAgainIn: 3 });
    expect(w.row.status).toBe('processing');
    expect(await w.step()).toEqual({ runAgainIn: 3 });
    expect(w.row.status).toBe('processing');
    const done = world({ sent: { ok: true, txHash: '0xt', blockHeight: 100 }, seen: 9 });
    await done.step();
    expect(await done.step()).toBeUndefined();
    expect(done.log).toEqual([
      'broadcast USDT 5',
      'status processing',
      'changed from pending',
      'confirmations 3',
      'settled',
      'status done',
      'changed from processing',
    ]);
    // a job replayed after the end moves nothing
    expect(await done.step()).toBeUndefined();
    expect(done.log).toHaveLength(7);
  });

  it('a refused broadcast gives back what was held, then fails the withdrawal', async () => {
    const w = world({ sent: { ok: false, reason: 'rejected_by_network' } });
    expect(await w.step()).toBeUndefined();
    expect(w.log).toEqual(['broadcast USDT 5', 'given back', 'status failed', 'changed from pending']);
    expect(await w.step()).toBeUndefined();
    expect(w.log).toHaveLength(4);
  });

  it('a withdrawal settled off the chain is never broadcast', async () => {
    const w = world({ sent: { ok: true, txHash: '0xt', blockHeight: 100 }, offChain: true });
    expect(await w.step()).toBeUndefined();
    expect(w.log).toEqual(['settled off the chain']);
  });
});
