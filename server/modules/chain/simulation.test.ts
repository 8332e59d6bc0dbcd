import { describe, expect, it } from 'vitest';
import { isValidAddress } from '@/domain/address';
import { loadConfig } from '../../config';
import { SimulatedChain } from './simulation';

const chain = new SimulatedChain('secret', { blockSeconds: 3, withdrawFailureRate: 0, withdrawDelaySeconds: 10 });
const queryless = { query: () => Promise.resolve([{ height: 7 }]) } as never;

describe('the simulated chain', () => {
  it('derives stable addresses that pass the rules of their chain, distinct per user, coin and chain', () => {
    const seen = new Set<string>();
    for (const name of ['BTC', 'TRC20', 'ERC20', 'BSC', 'SOLANA', 'POLYGON', 'OPBNB_TEST']) {
      for (let user = 1; user <= 50; user += 1) {
        const address = chain.deriveDepositAddress(user, 'USDT', name);
        expect(isValidAddress(address, name)).toBe(true);
        expect(chain.deriveDepositAddress(user, 'USDT', name)).toBe(address);
        seen.add(`${name}:${address}`);
      }
    }
    expect(seen.size).toBe(7 * 50);
    expect(chain.deriveDepositAddress(1, 'USDT', 'TRC20')).not.toBe(chain.deriveDepositAddress(1, 'TRX', 'TRC20'));
    const other = new SimulatedChain('another secret', {
      blockSeconds: 3,
      withdrawFailureRate: 0,
      withdrawDelaySeconds: 0,
    });
    expect(other.deriveDepositAddress(1, 'USDT', 'TRC20')).not.toBe(chain.deriveDepositAddress(1, 'USDT', 'TRC20'));
  });

  it('fails withdrawals at the configured rate, the same answer for the same withdrawal', async () => {
    const request = (id: number) => ({ id, chain: 'ERC20', symbol: 'USDT', address: '0x', amount: '1' });
    const half = new SimulatedChain('secret', { blockSeconds: 3, withdrawFailureRate: 0.5, withdrawDelaySeconds: 0 });
    let failed = 0;
    for (let id = 1; id <= 400; id += 1) {
      const result = await half.broadcastWithdrawal(queryless, request(id));
      expect(await half.broadcastWithdrawal(queryless, request(id))).toEqual(result);
      if (!result.ok) failed += 1;
      else expect(result.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    }
    expect(failed).toBeGreaterThan(150);
    expect(failed).toBeLessThan(250);
    expect((await chain.broadcastWithdrawal(queryless, request(1))).ok).toBe(true);
  });

  it('reads its settings from the environment, within bounds', () => {
    expect(loadConfig({}).chain).toEqual({ blockSeconds: 3, withdrawFailureRate: 0, withdrawDelaySeconds: 10 });
    expect(
      loadConfig({ CHAIN_BLOCK_SECONDS: '1', CHAIN_WITHDRAW_FAILURE_RATE: '0.25', WITHDRAW_DELAY_SECONDS: '0' }).chain,
    ).toEqual({ blockSeconds: 1, withdrawFailureRate: 0.25, withdrawDelaySeconds: 0 });
    expect(loadConfig({ CHAIN_BLOCK_SECONDS: '0', CHAIN_WITHDRAW_FAILURE_RATE: '7' }).chain).toMatchObject({
      blockSeconds: 1,
      withdrawFailureRate: 1,
    });
    expect(loadConfig({}).jobs).toBe(true);
    expect(loadConfig({ JOBS: '0' }).jobs).toBe(false);
  });
});
