import { defineRoutes } from '@/shared/routing/defineRoutes';

/** The NFT market (spec section 2 "NFT"); docs/market.md. */
export const marketRoutes = defineRoutes({
  '/nft/search': () => import('./pages/SearchPage'),
  '/nft/nftCollection': () => import('./pages/CollectionPage'),
  '/nft/symbolDetail': () => import('./pages/CollectionPage'),
  '/nft/detail721': () => import('./pages/DetailPage'),
  '/nft/detail1155': () => import('./pages/DetailPage'),
  '/nft/detail1156': () => import('./pages/EditionsPage'),
  '/nft/buy': () => import('./pages/BuyPage'),
  '/nft/detail1155/buy': () => import('./pages/BuyPage'),
  '/nft/nftRecords': () => import('./pages/MyActivityPage'),
  '/nft/nftRecordPageOrder': () => import('./pages/MyOrdersPage'),
  '/nft/nftRecordPageTrade': () => import('./pages/TradeRecordsPage'),
  '/nft/favorite': () => import('./pages/FavoritePage'),
});
