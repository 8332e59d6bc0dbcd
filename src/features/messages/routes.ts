import { defineRoutes } from '@/shared/routing/defineRoutes';

export const messagesRoutes = defineRoutes({});
