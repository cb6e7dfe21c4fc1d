import { useEffect, useRef, useState } from 'react';

/**
 * The width a chart has on screen, so it is drawn at its real size: text stays legible at 390 px
 * instead of shrinking with a scaled viewBox.
 */
export function useChartWidth<T extends HTMLElement>(fallback = 600) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(240, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
