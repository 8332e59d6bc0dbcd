import type { Area } from '@/shared/routing/types';
import { linksRoutes } from './routes';

/** Pages outside the app and the way out to them: the web view, and the app's download page. */
export const linksArea: Area = { routes: linksRoutes, namespace: 'links' };
