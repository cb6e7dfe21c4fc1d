import { useAppSelector } from '../store-hooks.ts';
import { isStoredUserRestored } from './user.slice.ts';

/**
 * Whether the browser knows who the shopper is: the stored user (member, token, cart's access
 * token) is back. A page the server rendered hydrates before that, showing its frame, the same for
 * every visitor; only then may it show, ask for or decide on anything of the shopper's.
 */
export const useShopperKnown = (): boolean => useAppSelector((state) => isStoredUserRestored(state.user));
