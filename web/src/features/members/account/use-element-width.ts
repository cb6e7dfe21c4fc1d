import { type RefObject, useEffect, useState } from 'react';

/**
 * The rendered width of an element, so an SVG can draw in real pixels: its text then keeps the size
 * of the page's text at any screen width instead of shrinking with a fixed viewBox.
 */
export function useElementWidth(ref: RefObject<Element | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
