/**
 * Whether an element has come near the screen (within `margin`), once: what is below the fold loads when the person
 * scrolls towards it, not with the page. True at once where IntersectionObserver is missing.
 */
import { type RefObject, useEffect, useState } from 'react';

export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near || typeof IntersectionObserver === 'undefined';
}
