import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { isTokenExpired } from '../../shared/session/token-expiry.ts';
import type { UserState } from '../../shared/session/user.slice.ts';
import type { SavedListState } from './product-list.slice.ts';
import { savedListsLoaded } from './product-list.slice.ts';
import { savedListApi } from './saved-list.endpoints.ts';

export interface WatchedStore {
  getState: () => { user: UserState; wishlist: SavedListState; compare: SavedListState };
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  subscribe: (listener: () => void) => () => void;
}

const idsOf = (list: SavedListState) => list.items.map((p) => p.id);

/**
 * A guest's lists join the member's (a union; compare keeps its cap). One product the shop has
 * since taken away would refuse the whole merge, so then each product is offered on its own and
 * only those the shop still has are kept.
 */
async function mergeGuestLists(store: WatchedStore) {
  const { wishlist, compare } = store.getState();
  const { savedListMerge } = savedListApi.endpoints;
  const lists = { wishlist: idsOf(wishlist), compare: idsOf(compare) };
  const merged = await store.dispatch(savedListMerge.initiate(lists));
  if (!('error' in merged)) return;
  await Promise.all([
    ...lists.wishlist.map((id) => store.dispatch(savedListMerge.initiate({ wishlist: [id] }))),
    ...lists.compare.map((id) => store.dispatch(savedListMerge.initiate({ compare: [id] }))),
  ]);
}

/** Brings the member's lists from the server, merging a guest's lists into them first. */
export async function syncSavedLists(store: WatchedStore) {
  const { token } = store.getState().user;
  if (!token || isTokenExpired(token)) return;
  const { wishlist, compare } = store.getState();
  if (!wishlist.member || !compare.member) await mergeGuestLists(store);
  const answer = await store.dispatch(savedListApi.endpoints.savedListGet.initiate());
  // Signed out meanwhile: the lists were emptied and stay so.
  if ('data' in answer && answer.data && store.getState().user.token === token)
    store.dispatch(savedListsLoaded(answer.data));
}

/**
 * Follows the member token, once the stored lists and user are back: each sign-in (and each start
 * of a signed-in page) loads the member's lists; signing out empties them (the slices do that).
 */
export function watchSavedLists(store: WatchedStore): () => void {
  let token = store.getState().user.token;
  void syncSavedLists(store);
  return store.subscribe(() => {
    const next = store.getState().user.token;
    if (next === token) return;
    token = next;
    void syncSavedLists(store);
  });
}
