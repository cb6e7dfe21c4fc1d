import type { ReactNode } from 'react';
import './below-the-fold.css';

/**
 * The sections of a long page that start below its first screen, on a phone and on a desktop
 * alike. The browser styles, lays out and paints each only as it nears the window, so neither the
 * first paint nor content arriving later (the home page's product rows) pays for the whole page
 * (docs/performance.md, "Below the fold"). The sections stay in the page: found by search in the
 * page, read by screen readers, reached by links and Tab.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <div className="below-the-fold">{children}</div>;
}
