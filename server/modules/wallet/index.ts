import type { FastifyInstance } from 'fastify';
import registerAddressCalls from './address';
import registerBalanceCalls from './balance';
import registerHistoryCalls from './history';
import registerSwapCalls from './swap';
import registerTransferCalls from './transfer';

/** The wallet's money calls: balances, prices, swaps, transfers, history, address book (docs/wallet-money.md). */
export default function walletModule(app: FastifyInstance): void {
  registerBalanceCalls(app);
  registerSwapCalls(app);
  registerTransferCalls(app);
  registerHistoryCalls(app);
  registerAddressCalls(app);
}
