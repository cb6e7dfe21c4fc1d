import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while the browser hydrates a page the server rendered (and on the server), true from the
 * render after: what only the browser may show waits for it, so hydration meets the server's
 * markup. A page the browser builds itself is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
