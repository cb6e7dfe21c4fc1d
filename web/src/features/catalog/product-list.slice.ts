import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A whole product as the listing sent it; the wishlist and compare keep whole products. */
export interface SavedProduct {
  id: number;
  [field: string]: unknown;
}

/** Wishlist and compare behave alike: a list of whole products without duplicates. */
export function createProductListSlice<Name extends string>(name: Name) {
  return createSlice({
    name,
    initialState: { items: [] as SavedProduct[] },
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
  });
}

export const wishlistSlice = createProductListSlice('wishlist');
export const compareSlice = createProductListSlice('compare');
