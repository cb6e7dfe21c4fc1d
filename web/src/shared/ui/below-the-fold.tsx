import type { ReactNode } from 'react';
import './below-the-fold.css';

/**
 * Sections far below a page's first screen that arrive after it (the home page's product rows,
 * answered after hydration). The browser styles, lays out and paints each only as it nears the
 * window, so their arrival does not pay for drawing them off the screen. They stay in the page:
 * found by search in the page, read by screen readers, reached by links and Tab. Not for what the
 * first paint already draws: Lighthouse's accessibility audit misreads the colours of undrawn text
 * (docs/performance.md, "Below the fold").
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <div className="below-the-fold">{children}</div>;
}
