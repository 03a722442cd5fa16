import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** One per browser tab (below); the server renderer makes one per page it renders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // The server answered with an error envelope: retrying will not change its mind.
        retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
