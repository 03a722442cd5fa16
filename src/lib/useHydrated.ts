import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a page rendered on the server (src/entry-server.tsx), true from the next render on and
 * in any page rendered in the browser. What the server rendered stays as it was during hydration (no mismatch).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
