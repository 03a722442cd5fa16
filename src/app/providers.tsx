import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { TOAST } from '../../common/constants';
import { queryClient } from '../lib/queryClient';

/** Server state and toasts (spec §9: top-right, at most 20 held; durations per variant in lib/toast). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider
        maxSnack={TOAST.MAX_STACK}
        anchorOrigin={TOAST.POSITION}
        autoHideDuration={TOAST.ERROR_DURATION_MS}
        preventDuplicate
      >
        {children}
      </SnackbarProvider>
    </QueryClientProvider>
  );
}
