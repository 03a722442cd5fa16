/**
 * Leaving a form with unsaved changes asks first: a link or the back button inside the app shows the browser's
 * confirm with `message`; closing or reloading the tab gets the browser's own warning. Saving first (or `when`
 * turning false) lets the navigation through; a form that moves on right after saving calls the returned function
 * first, since its dirty state clears only on the next render.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLeaveGuard } from '../router';

export function useConfirmLeave(when: boolean, message: string): () => void {
  const saved = useRef(false);
  useLeaveGuard(
    ({ currentLocation, nextLocation }) =>
      !when ||
      saved.current ||
      currentLocation.pathname === nextLocation.pathname ||
      window.confirm(message),
  );
  useEffect(() => {
    if (!when) saved.current = false;
  }, [when]);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (saved.current) return;
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return useCallback(() => {
    saved.current = true;
  }, []);
}
