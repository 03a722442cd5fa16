import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { createQueryPersister, type QueryPersister } from './offline/persister';

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

/**
 * Offline reading (issue 14): the tab's cache kept in IndexedDB (./offline/persister.ts; what is kept:
 * ./offline/rules.ts). In the entry chunk rather than loaded on demand: it is small (1.4 KB gzip with idb-keyval) and
 * the first render waits for its restore, which a chunk of its own would delay by a round trip (and the build split
 * TanStack's shared code into more files, which cost more than it saved).
 */
let persister: QueryPersister | undefined;
const thePersister = () => (persister ??= createQueryPersister(queryClient));

/** A browser whose IndexedDB does not answer (it happens) must not hold the first paint for long. */
const RESTORE_WAIT_MS = 2000;
let restored: Promise<void> | undefined;

function restore(): Promise<void> {
  restored ??= thePersister()
    .restore()
    .catch(() => undefined);
  return restored;
}

/** Puts what was kept for this person into the cache; resolves when done, or at the latest after RESTORE_WAIT_MS. */
export function restorePersistedQueries(): Promise<void> {
  return Promise.race([restore(), new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
}

/** Keeps the cache from now on, once restored (a write before the restore would lose what was kept). */
export function startQueryPersistence(): void {
  void restore().then(() => thePersister().start());
}

/** Logout: the kept data is deleted (src/features/auth/session.ts). */
export function forgetPersistedQueries(): void {
  void thePersister().forget();
}
