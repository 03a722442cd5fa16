import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { queryClient } from '../lib/queryClient';
import { whenToastRequested } from '../lib/toast';

const Toaster = lazy(() => import('./Toaster'));

/** The toaster, loaded and mounted when the first toast is asked for (the toast waits for it; none is lost). */
function ToasterOnDemand() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastRequested(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Server state (TanStack Query; the server renderer brings a client per page) and toasts. */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToasterOnDemand />
    </QueryClientProvider>
  );
}
