import type { Area } from '@/shared/routing/types';
import { homeRoutes } from './routes';

export const homeArea: Area = { routes: homeRoutes };
