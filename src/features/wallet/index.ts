import type { Area } from '@/shared/routing/types';
import { walletRoutes } from './routes';

/** The custodial wallet: balances, deposit, withdraw, send, receive, transfer, swap, address book, fiat, history. */
export const walletArea: Area = { routes: walletRoutes, namespace: 'wallet' };
