import type { Area } from '@/shared/routing/types';
import { supportRoutes } from './routes';

/** Support tickets (work orders): the user's tickets, a new ticket, a ticket's conversation. */
export const supportArea: Area = { routes: supportRoutes, namespace: 'support' };
