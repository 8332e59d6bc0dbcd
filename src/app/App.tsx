import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/api/queryClient';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { Shell } from './Shell';

/** Providers around the shell. The platform bridge inside the shell tells Telegram it is ready after the first render. */
export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Shell />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
