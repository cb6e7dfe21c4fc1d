import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SavedListName } from '@shop/contract/members/saved-lists';
import { loggedOut } from '../../shared/session/user.slice.ts';

/** A whole product as the listing sent it; the wishlist and compare keep whole products. */
export interface SavedProduct {
  id: number;
  [field: string]: unknown;
}

export interface SavedListState {
  items: SavedProduct[];
  /**
   * The items mirror a signed-in member's list on the server. False for a guest's list, which is
   * merged into the member's at the next sign-in (saved-list-sync.ts).
   */
  member: boolean;
}

/** The server's answer for both lists of the signed-in member: each slice takes its own. */
export const savedListsLoaded = createAction<Record<SavedListName, SavedProduct[]>>('savedLists/loaded');

/**
 * Wishlist and compare behave alike: a list of whole products without duplicates, kept in the
 * browser's storage (app/make-store.ts), emptied when the member signs out.
 */
export function createProductListSlice<Name extends SavedListName>(name: Name) {
  const initialState: SavedListState = { items: [], member: false };
  return createSlice({
    name,
    initialState,
    reducers: {
      added(state, action: PayloadAction<SavedProduct>) {
        if (!state.items.some((p) => p.id === action.payload.id)) state.items.push(action.payload);
      },
      removed(state, action: PayloadAction<number>) {
        state.items = state.items.filter((p) => p.id !== action.payload);
      },
      cleared(state) {
        state.items = [];
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(savedListsLoaded, (_state, action) => ({ items: action.payload[name], member: true }))
        .addCase(loggedOut, () => initialState);
    },
  });
}

export const wishlistSlice = createProductListSlice('wishlist');
export const compareSlice = createProductListSlice('compare');
