import { createContext, useContext } from 'react';
import type { ResolvedRoute } from '@/shared/routing/types';

/** The route being shown, for pages that need its title or flags (e.g. the shared coming-soon page). */
export const CurrentRouteContext = createContext<ResolvedRoute | null>(null);
export const useCurrentRoute = () => useContext(CurrentRouteContext);
