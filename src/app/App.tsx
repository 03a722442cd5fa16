import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from './ErrorBoundary';
import { AppProviders } from './providers';

/** What wraps the router, in the browser (src/main.tsx) and on the server (src/entry-server.tsx) alike. */
export function App({ router, queryClient }: { router: ReactNode; queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <AppProviders client={queryClient}>{router}</AppProviders>
      </ErrorBoundary>
    </StrictMode>
  );
}
