import { defineRoutes } from '@/shared/routing/defineRoutes';

/** Wallet screens (staking and the liquidity pool are not built yet). */
export const walletRoutes = defineRoutes(
  {
    '/asset': () => import('./pages/AssetPage'),
    '/asset/coinDetail': () => import('./pages/CoinDetailPage'),
    '/asset/tradeDetail': () => import('./pages/TradeDetailPage'),
    '/asset/deposit': () => import('./pages/DepositPage'),
    '/asset/received': () => import('./pages/ReceivedPage'),
    '/asset/send': () => import('./pages/SendPage'),
    '/asset/transfer': () => import('./pages/TransferPage'),
    '/asset/withdraw': () => import('./pages/WithdrawPage'),
    '/asset/swap': () => import('./pages/SwapPage'),
    '/asset/swap/history': () => import('./pages/SwapHistoryPage'),
    '/asset/swap/seraph': () => import('./pages/SeraphSwapPage'),
    '/asset/swap/seraph/history': () => import('./pages/SeraphSwapHistoryPage'),
    '/asset/address': () => import('./pages/AddressBookPage'),
    '/asset/addressEdit': () => import('./pages/AddressEditPage'),
    '/asset/buy': () => import('./pages/BuyPage'),
    '/asset/buyCoins': () => import('./pages/BuyCoinsPage'),
  },
  {
    '/asset/history': {
      login: 'always',
      // The full history: every asset log, filtered by type and coin (coinDetail shows one coin's).
      why: 'all asset logs',
      page: () => import('./pages/HistoryPage'),
    },
  },
);
