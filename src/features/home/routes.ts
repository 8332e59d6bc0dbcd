import { defineRoutes } from '@/shared/routing/defineRoutes';

const home = () => import('./pages/HomePage');

export const homeRoutes = defineRoutes({ '/': home, '/home': home });
