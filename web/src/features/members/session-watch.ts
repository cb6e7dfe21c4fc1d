import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../api/base-api.ts';
import { sendToSignIn } from '../../shared/navigation.ts';
import { isTokenExpired } from '../../shared/session/token-expiry.ts';
import { loggedOut, type UserState } from '../../shared/session/user.slice.ts';
import { accountApi } from './account.endpoints.ts';

interface WatchedStore {
  getState: () => { user: UserState };
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  subscribe: (listener: () => void) => () => void;
}

/** The cached answers that belong to one member: profile and addresses, points, orders, subscriptions. */
const MEMBER_TAGS = ['Profile', 'Points', 'Orders', 'Subscriptions'] as const;

function loadProfile(store: WatchedStore, token: string | null) {
  if (!token || isTokenExpired(token)) return;
  // Not a subscription: the answer goes to the user slice (the header reads it there).
  store.dispatch(accountApi.endpoints.profile.initiate(undefined, { subscribe: false, forceRefetch: true }));
}

/**
 * On start-up, a stored token past its expiry signs out, before any call (the cart's first) can
 * carry it, and the shopper goes to sign in. Later expiries the session guard catches.
 */
function endExpiredSession(store: WatchedStore) {
  const { token } = store.getState().user;
  if (!token || !isTokenExpired(token)) return;
  store.dispatch(loggedOut());
  sendToSignIn();
}

/**
 * Follows the member token wherever it changes (sign-in here, logout in the header, a 401 in the
 * base query): one member's cached data never shows for the next (signing out clears the profile,
 * balances and transactions), and the profile loads for each new session.
 */
export function watchMemberSession(store: WatchedStore): () => void {
  endExpiredSession(store);
  let token = store.getState().user.token;
  loadProfile(store, token);
  return store.subscribe(() => {
    const next = store.getState().user.token;
    if (next === token) return;
    token = next;
    // After this turn, once pages that read member data have let go of it; an invalidated answer
    // nobody holds is dropped rather than fetched again without a token.
    setTimeout(() => {
      store.dispatch(baseApi.util.invalidateTags([...MEMBER_TAGS]));
      loadProfile(store, next);
    }, 0);
  });
}
