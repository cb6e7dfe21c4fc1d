import { createContext, useContext, useEffect } from 'react';

/** What to run once a page the server rendered has been hydrated (start.tsx); absent otherwise. */
export const HydrationDone = createContext<(() => void) | undefined>(undefined);

/**
 * Rendered last inside the page's Suspense boundary, so its effect runs once that boundary, and the
 * shell's around it, has hydrated. Beside the router it ran as soon as the root had: the header's
 * boundary could still be waiting, and text typed in its search box then was lost.
 */
export function WhenPageHydrated() {
  const done = useContext(HydrationDone);
  useEffect(() => done?.(), [done]);
  return null;
}
