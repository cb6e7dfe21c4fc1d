import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the page has scrolled past the header's original place. CSS `position: sticky`
 * does the sticking; this only lets the header change its look, watched by a sentinel placed just
 * above it so no scroll handler runs on every frame.
 */
export function useStuck(sentinel: RefObject<HTMLElement | null>): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setStuck(entry ? !entry.isIntersecting : false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel]);
  return stuck;
}
