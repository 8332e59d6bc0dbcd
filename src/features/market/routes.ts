import { defineRoutes } from '@/shared/routing/defineRoutes';

/** The NFT market (docs/market.md). */
export const marketRoutes = defineRoutes(
  {
    '/nft/search': () => import('./pages/SearchPage'),
    '/nft/nftCollection': () => import('./pages/CollectionPage'),
    '/nft/symbolDetail': () => import('./pages/CollectionPage'),
    '/nft/detail721': () => import('./pages/DetailPage'),
    '/nft/detail1155': () => import('./pages/DetailPage'),
    '/nft/detail1156': () => import('./pages/EditionsPage'),
    '/nft/buy': () => import('./pages/BuyPage'),
    '/nft/detail1155/buy': () => import('./pages/BuyPage'),
    '/nft/detail1155/fastBuy': () => import('./pages/FastBuyPage'),
    '/nft/nftRecords': () => import('./pages/MyActivityPage'),
    '/nft/nftRecordPageOrder': () => import('./pages/MyOrdersPage'),
    '/nft/nftRecordPageTrade': () => import('./pages/TradeRecordsPage'),
    '/nft/nftRecords/offerList': () => import('./pages/OfferListPage'),
    '/nft/favorite': () => import('./pages/FavoritePage'),
    '/nft/batch': () => import('./pages/BatchPage'),
    '/nft/batch/on': () => import('./pages/BatchPage'),
    '/nft/batch/update': () => import('./pages/BatchPage'),
  },
  {
    // The sweep cart: several listings of any tokens and collections reviewed and bought at once. The spec's
    // /nft/detail1155/fastBuy is one ERC1155 token's quick purchase, so the cart has a route of its own; it pays from
    // the caller's balance: sign-in first. (`why` ships in the first load: kept short.)
    '/nft/cart': {
      login: 'always',
      why: 'a sweep cart',
      page: () => import('./pages/CartPage'),
    },
  },
);
