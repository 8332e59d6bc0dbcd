import { defineRoutes } from '@/shared/routing/defineRoutes';

export const supportRoutes = defineRoutes({});
