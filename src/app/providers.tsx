import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient } from '../lib/queryClient';

const Toaster = lazy(() => import('./Toaster'));

/** Server state (TanStack Query) and toasts; the toaster is a sibling, loaded after the first paint. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
