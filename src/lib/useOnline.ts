import { useSyncExternalStore } from 'react';
import { isOffline, subscribeReachability } from './network';

/**
 * Whether the app can reach its server, live (./network.ts): false when the browser is offline, and also on a
 * connected-but-dead network (the last API call failed and none answered since). True on the server.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeReachability,
    () => !isOffline(),
    () => true,
  );
}
