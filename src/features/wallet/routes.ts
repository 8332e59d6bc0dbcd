import { defineRoutes } from '@/shared/routing/defineRoutes';

/** Wallet screens (spec section 2 "Assets", except staking and the liquidity pool). */
export const walletRoutes = defineRoutes({});
