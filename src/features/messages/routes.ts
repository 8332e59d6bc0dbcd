import { defineRoutes } from '@/shared/routing/defineRoutes';

/** The message centre, one message in full, and the news (their login rules come from the spec's route table). */
export const messagesRoutes = defineRoutes({
  '/message': () => import('./pages/MessagesPage'),
  '/msgDetail': () => import('./pages/MessageDetailPage'),
  '/news': () => import('./pages/NewsPage'),
});
