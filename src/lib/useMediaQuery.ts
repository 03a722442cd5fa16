/** Whether a CSS media query matches now, following changes (a rotated phone, a resized window). */
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, onServer = false): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}
