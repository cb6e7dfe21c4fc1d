import { type ReactNode, Suspense } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * A part of a page the browser fills in (its answers are asked for by the browser), whose code comes
 * once the page is hydrated, not with its first screen: until then, and while the code is on its
 * way, it shows `loading`, as the server sent it.
 */
export function AfterHydration({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  if (!useHydrated()) return loading;
  return <Suspense fallback={loading}>{children}</Suspense>;
}
