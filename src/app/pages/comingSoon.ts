import { lazyPage } from '@/shared/routing/lazyPage';

/** The one lazy "coming soon" page; it names the feature from the current route's title. */
export const comingSoonPage = lazyPage(() => import('./ComingSoonPage'));
