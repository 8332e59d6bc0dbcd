import type { Area } from '@/shared/routing/types';
import { messagesRoutes } from './routes';

/** The user's messages and the news: the message centre, a message in full, the articles. */
export const messagesArea: Area = { routes: messagesRoutes, namespace: 'messages' };
