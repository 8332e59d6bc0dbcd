import type { Area } from '@/shared/routing/types';
import { marketRoutes } from './routes';

/** The NFT market: search, collections, tokens, buying, selling, batches, favourites, records. */
export const marketArea: Area = { routes: marketRoutes, namespace: 'market' };
