import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AddressField, WithdrawAmountField as AmountField, ChainNameField } from '@/contract/wallet/schema';
import { SymbolField } from '@/contract/fields';
import { DEPOSIT_JOB, receiveDeposit, WITHDRAW_JOB } from './service';
import type { SimulatedChain } from './simulation';

const DEPOSIT_ROUTE = {
  schema: {
    body: {
      type: 'object',
      required: ['chain', 'address', 'symbol', 'amount'],
      properties: { chain: ChainNameField, address: AddressField, symbol: SymbolField, amount: AmountField },
    },
  },
};
const MINE_ROUTE = {
  schema: {
    body: {
      type: 'object',
      required: ['blocks'],
      properties: { chain: ChainNameField, blocks: { type: 'integer', minimum: 1, maximum: 100_000 } },
    },
  },
};

/** The job kinds `/dev/chain/mine` runs when due: the chain's own, and those other modules add (NFT transfers). */
export const MINED_JOB_KINDS = new Set<string>([DEPOSIT_JOB, WITHDRAW_JOB]);

interface DepositBody {
  chain: string;
  address: string;
  symbol: string;
  amount: string;
}

/**
 * The simulated chain's development routes (never in production; `npm run chain` calls them):
 * - POST /dev/chain/deposit {chain, address, symbol, amount}: money arrives at one of our deposit addresses
 *   (recorded pending; credited after the chain's confirmations) -> `{code: 0, data: {id, status}}`;
 * - POST /dev/chain/mine {blocks, chain?}: adds blocks to one chain (or all) and runs the jobs now due, so
 *   confirmations and withdrawals advance without waiting -> `{code: 0, data: {heights: {CHAIN: height}, jobs}}`.
 */
export function registerDevChain(app: FastifyInstance, chain: SimulatedChain): void {
  app.post<{ Body: DepositBody }>('/dev/chain/deposit', DEPOSIT_ROUTE, async (request) => {
    const body = request.body;
    const txHash = chain.depositHash(body.chain, randomBytes(16).toString('hex'));
    const deposit = await app.db.tx((q) => receiveDeposit(q, chain, { ...body, txHash }));
    return { code: 0, msg: 'ok', data: { id: deposit.id, status: deposit.status, tx_hash: txHash } };
  });

  app.post<{ Body: { chain?: string; blocks: number } }>('/dev/chain/mine', MINE_ROUTE, async (request) => {
    const { chain: only, blocks } = request.body;
    const heights = await app.db.tx(async (q) => {
      const rows = await q.query<{ chain_name: string }>('SELECT chain_name FROM chains ORDER BY sort');
      const names = rows
        .map((row) => row.chain_name)
        .filter((name) => !only || name.toUpperCase() === only.toUpperCase());
      const result: Record<string, number> = {};
      for (const name of names) result[name] = await chain.mine(q, name, blocks);
      return result;
    });
    // The blocks stand for time passing: the chain's jobs due within that time run now (a few rounds, as each
    // round runs a job once: broadcast, then confirmations).
    const ahead = { aheadSeconds: blocks * app.config.chain.blockSeconds, kinds: [...MINED_JOB_KINDS] };
    let jobs = 0;
    for (let round = 0; round < 4; round += 1) {
      const ran = await app.jobs.runDue(ahead);
      jobs += ran;
      if (ran === 0) break;
    }
    return { code: 0, msg: 'ok', data: { heights, jobs } };
  });
}
