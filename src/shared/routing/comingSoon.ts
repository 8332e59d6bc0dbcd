import { createContext, useContext } from 'react';

/**
 * Whether an in-app link leads to a screen that is not built yet. The app answers from its route table
 * (src/app/routeTable.ts), so areas mark such entries "soon" without keeping a list of their own.
 */
export const ComingSoonContext = createContext<(link: string) => boolean>(() => false);

export const useIsComingSoon = () => useContext(ComingSoonContext);
