/**
 * Whether the page on screen has nothing to show: one of its queries (an observed, enabled one) has no data — still
 * pending, or failed without data — and it is the page's content, not an extra around it (./rules.ts). Offline, that
 * is when the overlay of spec §2 covers the page; a page that rendered from kept data, or that reads nothing, stays.
 */
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isPageExtra } from './rules';

export function pageHasNothingToShow(cache: QueryCache): boolean {
  return cache
    .getAll()
    .some((query) => query.isActive() && query.state.data === undefined && !isPageExtra(query.queryKey));
}

/** Live while `watch` is on (the app is offline); false otherwise, and on the server. */
export function useNothingToShow(watch: boolean): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    (onChange: () => void) => (watch ? cache.subscribe(onChange) : () => undefined),
    [cache, watch],
  );
  return useSyncExternalStore(
    subscribe,
    () => watch && pageHasNothingToShow(cache),
    () => false,
  );
}
