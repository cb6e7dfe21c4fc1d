import { useDeferredValue } from 'react';
import { useAppSelector } from '../store-hooks.ts';
import { isStoredUserRestored } from './user.slice.ts';

/**
 * Whether the browser knows who the shopper is: the stored user (member, token, cart's access
 * token) is back. A page the server rendered hydrates before that, showing its frame, the same for
 * every visitor; only then may it show, ask for or decide on anything of the shopper's.
 */
export const useShopperKnown = (): boolean => useAppSelector((state) => isStoredUserRestored(state.user));

/**
 * `useShopperKnown` for the part of a page that knowing the shopper brings (an account section, the
 * checkout's form), not for deciding where the shopper may go. The store's update reaches React as
 * a synchronous render, and that part with the queries it starts was then one long task on a
 * phone; deferred, it comes in a render of its own that yields to the browser, its queries in a
 * task after it (docs/performance.md, "Knowing the shopper").
 */
export const useShopperKnownDeferred = (): boolean => useDeferredValue(useShopperKnown());
