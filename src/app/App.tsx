import { ComingSoonContext } from '@/shared/routing/comingSoon';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { currentRoutes, isComingSoon } from './routeTable';
import { Shell } from './Shell';

/** Answers the areas' "is this link coming soon?" from the route table of this page load. */
const leadsToComingSoon = (link: string) => isComingSoon(currentRoutes(), link);

/** Providers around the shell. The platform bridge inside the shell tells Telegram it is ready after the first render. */
export function App() {
  return (
    <ErrorBoundary>
      <ComingSoonContext.Provider value={leadsToComingSoon}>
        <Shell />
      </ComingSoonContext.Provider>
    </ErrorBoundary>
  );
}
