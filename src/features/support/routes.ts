import { defineRoutes } from '@/shared/routing/defineRoutes';

/** Support tickets: the caller's tickets, a new one, one ticket's conversation. */
export const supportRoutes = defineRoutes({
  '/wordOrder': () => import('./pages/TicketListPage'),
  '/wordOrderForm': () => import('./pages/TicketFormPage'),
  '/wordOrderDetail': () => import('./pages/TicketDetailPage'),
});
