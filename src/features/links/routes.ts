import { defineRoutes } from '@/shared/routing/defineRoutes';

export const linksRoutes = defineRoutes({});
